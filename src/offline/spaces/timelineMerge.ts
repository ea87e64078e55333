import { SAVED_MESSAGES_PER_SPACE, type ChatMessage, type HistoryResponse } from '@/api/spaces/spaceTypes'

/**
 * A room's timeline as this device knows it, merged from answers that may arrive in whatever order:
 * history pages, poll answers (overlapping, repeated, stale), send answers. Pure: every function
 * returns a new timeline.
 *
 * The cursor, precisely: the client holds every message of the room whose chat_id lies between its
 * oldest held message and the cursor, with no gap, and the cursor is the highest chat_id for which
 * that is known. Only an answer that vouches for completeness moves it: a history page read from the
 * newest end (everything up to the room's `latest_chat_id`), or a poll answer for a cursor at or
 * below ours (everything after that cursor, oldest first). A message known from elsewhere (a send
 * answer, a poll that asked from further on) is held and shown but does not move the cursor, so the
 * next poll asks from the cursor and the server fills each gap. Gaps too large to fill are the
 * server's call: it answers `resync`, and the client replaces its newest window with fresh history.
 */
export interface Timeline {
  /** Server messages, by chat_id ascending, one per chat_id. */
  messages: ChatMessage[]
  /** See above; 0 when nothing is known yet. */
  cursor: number
  /** Whether the server has messages older than the first one held. */
  hasOlder: boolean
}

export const EMPTY_TIMELINE: Timeline = { messages: [], cursor: 0, hasOlder: false }

/** The later of two copies of one message: a removal wins (a report removed it), else the one held. */
function keep(held: ChatMessage, incoming: ChatMessage): ChatMessage {
  return incoming.removed && !held.removed ? incoming : held
}

/** Messages of both lists, one per chat_id, in chat_id order. */
export function unionMessages(held: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return [...held]
  const byId = new Map<number, ChatMessage>()
  for (const message of held) byId.set(message.chat_id, message)
  for (const message of incoming) {
    const before = byId.get(message.chat_id)
    byId.set(message.chat_id, before ? keep(before, message) : message)
  }
  return [...byId.values()].sort((a, b) => a.chat_id - b.chat_id)
}

const newestId = (messages: readonly ChatMessage[]) => messages.reduce((max, message) => Math.max(max, message.chat_id), 0)

/**
 * Messages that would sit below the held window's start join it only when the answer reaches into
 * the window (it is gap-free from its first message to its last); otherwise they are a stale
 * answer's, from before a resync moved the window, and would leave a hole: they are dropped, and
 * come back with older history when the member scrolls up.
 */
function joiningMessages(timeline: Timeline, messages: readonly ChatMessage[]): readonly ChatMessage[] {
  const heldOldest = oldestChatId(timeline)
  if (heldOldest === null || !timeline.hasOlder || newestId(messages) >= heldOldest) return messages
  return messages.filter((message) => message.chat_id >= heldOldest)
}

/**
 * A poll answer's messages for this room. `askedFrom` is the cursor the poll was sent with: when it
 * is at or below ours, the answer holds everything after it, so the cursor moves to its newest.
 */
export function applyPollMessages(timeline: Timeline, askedFrom: number, messages: readonly ChatMessage[]): Timeline {
  const merged = unionMessages(timeline.messages, joiningMessages(timeline, messages))
  const cursor = askedFrom <= timeline.cursor ? Math.max(timeline.cursor, newestId(messages)) : timeline.cursor
  return { ...timeline, messages: merged, cursor }
}

/**
 * One message known from a send answer (or a single copy from elsewhere): held, the cursor unchanged. One older
 * than the held window is left for older history (the caller still knows it was sent).
 */
export function applyMessage(timeline: Timeline, message: ChatMessage): Timeline {
  const heldOldest = oldestChatId(timeline)
  if (heldOldest !== null && timeline.hasOlder && message.chat_id < heldOldest) return timeline
  return { ...timeline, messages: unionMessages(timeline.messages, [message]) }
}

/**
 * A history page read from the newest end (no `before`): it holds everything from its first
 * message to the room's newest. If it overlaps what is held (or the room has nothing older), the
 * two join; otherwise there is a gap between them, and the page replaces the held window.
 */
export function applyNewestPage(timeline: Timeline, page: HistoryResponse): Timeline {
  const first = page.messages[0]
  const heldOldest = timeline.messages[0]
  // chat_ids need not be dense, so only an overlap (or a page reaching the room's first message)
  // proves there is no gap between the held window and the page.
  if (!first || !heldOldest || (page.has_older && first.chat_id > timeline.cursor)) return resyncTimeline(page)
  // Held messages newer than the page (a poll answer that overtook it) stay: the server sent them.
  const hasOlder = heldOldest.chat_id < first.chat_id ? timeline.hasOlder : page.has_older
  return { messages: unionMessages(timeline.messages, page.messages), cursor: Math.max(timeline.cursor, page.latest_chat_id), hasOlder }
}

/** The server said `resync` (or the held window cannot join the newest): the newest page is the whole truth. */
export function resyncTimeline(page: HistoryResponse): Timeline {
  return { messages: unionMessages([], page.messages), cursor: page.latest_chat_id, hasOlder: page.has_older }
}

/**
 * An older page, asked for `before` the oldest chat_id held then: it holds everything from its
 * first message up to `before`. Prepended when it still joins the window (a resync meanwhile may
 * have moved the window's start past `before`; then the page would leave a gap, and is dropped).
 * The cursor is unchanged.
 */
export function applyOlderPage(timeline: Timeline, before: number, page: HistoryResponse): Timeline {
  const heldOldest = oldestChatId(timeline)
  if (heldOldest === null || heldOldest > before) return timeline
  const first = page.messages[0]
  // The page reaches further back than the window: it knows whether anything is older. Otherwise
  // it taught nothing new about the start, unless it was asked at the very start and came back empty.
  let hasOlder = timeline.hasOlder
  if (first !== undefined && first.chat_id < heldOldest) hasOlder = page.has_older
  else if (first === undefined && heldOldest === before) hasOlder = false
  return { ...timeline, messages: unionMessages(timeline.messages, page.messages), hasOlder }
}

/** The chat_id to ask older messages before, or null when nothing is held. */
export function oldestChatId(timeline: Timeline): number | null {
  return timeline.messages[0]?.chat_id ?? null
}

/**
 * What the device keeps: the newest SAVED_MESSAGES_PER_SPACE messages. The window still ends at the
 * cursor, so it stays gap-free; it only starts later, and then there are older messages to load.
 */
export function timelineToSave(timeline: Timeline, limit: number = SAVED_MESSAGES_PER_SPACE): Timeline {
  if (timeline.messages.length <= limit) return timeline
  return { ...timeline, messages: timeline.messages.slice(-limit), hasOlder: true }
}

/** A message the member wrote that the server has not confirmed yet, matched by its client_id. */
export interface PendingRef {
  clientId: string
  authorId: number
}

/** The server's copy of a pending message, if the timeline holds it: then the pending one is not shown. */
export function sentCopyOf(timeline: Timeline, pending: PendingRef): ChatMessage | undefined {
  return timeline.messages.find((message) => message.client_id === pending.clientId && message.author.id === pending.authorId)
}

/** The pending messages the timeline does not yet hold a server copy of, in their own order. */
export function stillPending<P extends PendingRef>(timeline: Timeline, pending: readonly P[]): P[] {
  if (pending.length === 0) return []
  const sent = new Set(timeline.messages.map((message) => `${message.author.id}:${message.client_id}`))
  return pending.filter((item) => !sent.has(`${item.authorId}:${item.clientId}`))
}
