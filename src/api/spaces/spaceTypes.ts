/**
 * Shapes of spaces (chat rooms) and their two call families, shared by the client and the mock.
 *
 * - The realtime family (`/v3/api/lambda/realtime/…`) is the durable side: open a space, list my
 *   spaces, catch up the list, read history, send a message (and our extensions: mute, leave,
 *   report, remove).
 * - The channel family (`/v2/api/lambda/subscription/channel/…`) is the live side: subscribe a
 *   browser to its spaces, long-poll by cursor, release the poll, presence heartbeats, and move the
 *   read pointer.
 *
 * docs/architecture.md "Spaces" gives the protocol in words.
 */
import type { MemberCard } from '../friends/friendTypes'

/** A message's text, in characters after trimming; longer is refused (400). */
export const MESSAGE_TEXT_MAX = 2000
/** Messages a member may send per minute, over every space; the next gets a 429. */
export const MESSAGES_PER_MINUTE = 100
/** How long a poll is held at most when nothing arrives: under the client's 30 s timeout. */
export const POLL_WAIT_MAX_SECONDS = 25
/** How far behind a cursor may be before the poll says "resync" instead of sending everything. */
export const POLL_GAP_MAX = 200
/** Messages one poll answer carries at most, over all rooms; the rest come in the next poll. */
export const POLL_BATCH_MAX = 500
/** A heartbeat every 45 s (± jitter); a member is shown offline after about two missed beats. */
export const HEARTBEAT_SECONDS = 45
export const PRESENCE_TIMEOUT_SECONDS = 100
/** A subscription nobody polled for this long is gone; the next poll gets a 410 and subscribes again. */
export const SUBSCRIPTION_IDLE_SECONDS = 120
/** A page of history (`realtime/chat`) holds at most this many messages. */
export const HISTORY_PAGE_MAX = 100
/** Messages of each space kept on the device for offline reading. */
export const SAVED_MESSAGES_PER_SPACE = 200
export const REPORT_NOTE_MAX = 500

export type SpaceKind = 'group' | 'direct' | 'coach'

/** A move named by a link in a message (`/move?id=N`, on this site), as the library shows it. */
export interface ChatMoveCard {
  id: number
  title: string
  /** '' when the move has no photo. */
  photo: string
}

/** The message a reply quotes, cut short. */
export interface ChatQuote {
  chat_id: number
  author: MemberCard
  /** The first 140 characters; '' when the quoted message was removed. */
  text: string
  removed: boolean
}

/**
 * One message (SPEC's chat entity: room_id, chat_id, date). `chat_id` increases within its room and
 * is the cursor; `client_id` is the sender's own id for it, which makes sending idempotent.
 */
export interface ChatMessage {
  room_id: number
  chat_id: number
  client_id: string
  author: MemberCard
  /** When the server stored it (ISO). */
  date: string
  /** Plain text, never HTML. '' once removed. */
  text: string
  reply_to: ChatQuote | null
  /** The first move linked in the text, when it is in the library. */
  move: ChatMoveCard | null
  /** Removed by MoveTime after a report. */
  removed: boolean
}

export interface SpacePresence {
  user_id: number
  online: boolean
  /** The last heartbeat (ISO); null when never seen. */
  last_seen: string | null
}

export interface SpaceMember extends SpacePresence {
  card: MemberCard
  /** `coach` in a coach space; `owner` for a group's owner. */
  role: 'member' | 'owner' | 'coach'
}

/** A space as one member sees it in their list. */
export interface SpaceSummary {
  id: number
  kind: SpaceKind
  /** The group's name, the other member's name, or "Coach <name>". */
  title: string
  /** '' when there is none (group cover, the other member's or the coach's photo). */
  photo: string
  group_id: number | null
  /** The other member of a direct space, or the coach's member id in a coach space. */
  other_user_id: number | null
  last_message: ChatMessage | null
  /** The newest chat_id in the space; 0 when empty. */
  latest_chat_id: number
  /** This member's read pointer (kept on the server, so devices agree). */
  read_chat_id: number
  /** Messages from others after the read pointer. */
  unread: number
  muted: boolean
  member_count: number
  /** Members online now, not counting the viewer. */
  online_count: number
  /** Only a direct space can be left; a group's space is left by leaving the group. */
  can_leave: boolean
  /** False when the member may read but not write (the other member left or blocked). */
  can_send: boolean
  /** Why `can_send` is false, in words for the member; '' otherwise. */
  send_blocked_reason: string
  /** The last message's date, or when the space was made: the list's order. */
  activity_at: string
}

// ---- realtime family (durable) ----

/** `POST realtime/room`: open a space I belong to, or open (get or make) a direct or coach space. */
export type OpenSpaceBody = { room_id: number } | { kind: 'direct'; user_id: number } | { kind: 'coach'; coach_id: number }

export interface OpenSpaceResponse {
  space: SpaceSummary
  members: SpaceMember[]
}

/** `GET realtime/room/my`: newest activity first. `version` feeds `room/poll`. */
export interface MySpacesResponse {
  spaces: SpaceSummary[]
  version: number
}

/**
 * `GET realtime/room/poll?user_id&since`: the space list's catch-up, answered at once. The spaces
 * whose summary changed after `since` (a list version from room/my or an earlier catch-up), and the
 * ids of spaces the member no longer belongs to.
 */
export interface SpacesCatchUpResponse {
  changed: SpaceSummary[]
  gone: number[]
  version: number
  /** Unread messages over spaces that are not muted: the navigation's badge. */
  unread_total: number
}

/** `GET realtime/chat?room_id&before|after&limit`: a page of history, oldest first. */
export interface HistoryResponse {
  room_id: number
  messages: ChatMessage[]
  latest_chat_id: number
  /** Whether older messages than the first one returned exist. */
  has_older: boolean
}

/** `POST realtime/send`. Repeating a client_id returns the stored message (200) instead of a new one (201). */
export interface SendMessageBody {
  room_id: number
  client_id: string
  text: string
  reply_to?: number | null
}

export interface SendMessageResponse {
  message: ChatMessage
  duplicate: boolean
}

/** `PUT realtime/room/{id}` (extension). */
export interface UpdateSpaceBody {
  muted: boolean
}

export interface SpaceResponse {
  space: SpaceSummary
}

export const REPORT_REASONS = ['spam', 'abuse', 'other'] as const
export type ReportReason = (typeof REPORT_REASONS)[number]

/** `POST realtime/report` (extension). One report per member per message; a repeat changes nothing. */
export interface ReportMessageBody {
  room_id: number
  chat_id: number
  reason: ReportReason
  note?: string
}

export interface ReportMessageResponse {
  report_id: number
}

/** `POST realtime/chat/remove` (extension, admins only): removes the text and settles its reports. */
export interface RemoveMessageBody {
  room_id: number
  chat_id: number
  reason: string
}

export interface RemoveMessageResponse {
  message: ChatMessage
}

export interface OkResponse {
  ok: true
}

// ---- channel family (live) ----

/** `POST channel/room`: subscribe this browser's polling tab to spaces (all must be mine). */
export interface SubscribeBody {
  room_ids: number[]
  /** Given when re-subscribing with a changed set of spaces: keeps the same subscription. */
  subscription_id?: string
}

export interface SubscribeResponse {
  subscription_id: string
  /** Each subscribed space's newest chat_id and my read pointer, so a client without a cursor can start. */
  rooms: { room_id: number; latest_chat_id: number; read_chat_id: number }[]
  presence: SpacePresence[]
}

/**
 * `GET channel/poll?subscription_id&cursor=<room>:<chat_id>,…&wait=<seconds>`: everything after
 * each cursor, at once if there is something, else held up to `wait` (at most 25 s). Delivery is by
 * cursor, never remove-on-read: a poll that was abandoned delivered nothing the next one misses.
 * A second poll on the same subscription answers the first at once (empty).
 * An unknown or idle subscription gets 410 with `code: 'SUBSCRIPTION_GONE'`: subscribe again.
 */
export type ChannelEvent =
  | { type: 'message'; message: ChatMessage }
  /** My read pointer moved (on another device or tab). */
  | { type: 'read'; room_id: number; read_chat_id: number }

export interface PollResponse {
  events: ChannelEvent[]
  /** Spaces whose cursor was too far behind or unknown: read `realtime/chat` afresh, do not guess. */
  resync: number[]
  /** Members of the subscribed spaces, on every answer. */
  presence: SpacePresence[]
  /** True when the poll was released (unsubscribed, or replaced by a newer poll). */
  closed: boolean
  server_time: string
}

export const SUBSCRIPTION_GONE = 'SUBSCRIPTION_GONE'

/** `POST channel/unsubscribe`: ends the subscription and answers its held poll at once. */
export interface UnsubscribeBody {
  subscription_id: string
}

/** `POST channel/online`: a heartbeat. */
export interface HeartbeatResponse {
  online_for_seconds: number
}

/** `POST channel/send`: moves my read pointer forward in a space (never back). */
export interface MarkReadBody {
  room_id: number
  chat_id: number
}

export interface MarkReadResponse {
  room_id: number
  read_chat_id: number
  unread: number
}
