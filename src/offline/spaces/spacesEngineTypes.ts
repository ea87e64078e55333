import type { ChatMessage, ReportReason, SpaceMember, SpacePresence, SpaceSummary } from '@/api/spaces/spaceTypes'

/**
 * What the spaces pages see of the realtime engine (`spacesEngine.ts`): plain snapshots with a
 * subscribe function, read through `useSyncExternalStore`. The engine owns the server calls, the
 * device copy, the outbox and the one polling tab; the pages only draw and ask.
 */

/**
 * Where one message stands on this device.
 * - `sent`: the server has it (it has a chat_id).
 * - `sending`: on its way now.
 * - `waiting`: in the outbox, to be sent when the network returns ("Waiting to send").
 * - `failed`: the server refused it, or it gave up retrying; the member may retry or delete it.
 */
export type DeliveryState = 'sent' | 'sending' | 'waiting' | 'failed'

export interface TimelineMessage {
  /** Stable across the send: the client_id, so React keys survive the server's answer. */
  key: string
  state: DeliveryState
  /** The server's message; for one not yet sent, a local copy with chat_id 0 and the member as author. */
  message: ChatMessage
  /** Why it failed, in words for the member; '' otherwise. */
  failure: string
}

export type LoadStatus = 'loading' | 'ready' | 'error'

export interface SpacesListView {
  status: LoadStatus
  spaces: SpaceSummary[]
  /** When the shown list is the device's copy because the server could not be reached: its save time. */
  savedAt: number | null
  error: string
}

export interface ConversationView {
  status: LoadStatus
  space: SpaceSummary | null
  members: SpaceMember[]
  /** Sent messages by chat_id, then the member's unsent ones in the order written. */
  messages: TimelineMessage[]
  hasOlder: boolean
  loadingOlder: boolean
  /** As in SpacesListView: set while showing the device's copy. */
  savedAt: number | null
  error: string
  /** 'notFound' when the space does not exist or the member does not belong to it (403/404). */
  errorKind: 'none' | 'notFound' | 'offline' | 'other'
  /**
   * Messages from others that arrived live since the page opened, newest last: what the page
   * announces politely (a count per arrival, never the history it loaded).
   */
  arrivedCount: number
  presence: ReadonlyMap<number, SpacePresence>
}

export interface SpacesEngine {
  /** Starts list updates for as long as the returned function is not called. */
  watchList(listener: () => void): () => void
  listView(): SpacesListView
  /** Asks the server for the list again: the page's "Try again" after a failed load or on a saved copy. */
  reloadList(): Promise<void>
  /** Opens a conversation (history, presence, live messages) while watched. */
  watchConversation(roomId: number, listener: () => void): () => void
  conversationView(roomId: number): ConversationView
  loadOlder(roomId: number): Promise<void>
  /** Shows the message at once; sends it now, or queues it when offline. Rejects only on bad input (too long, empty). */
  send(roomId: number, text: string, replyTo: number | null): Promise<void>
  retry(roomId: number, key: string): Promise<void>
  discard(roomId: number, key: string): Promise<void>
  /** Called when the newest message is on screen and the page is visible. */
  markRead(roomId: number, chatId: number): void
  setMuted(roomId: number, muted: boolean): Promise<void>
  leave(roomId: number): Promise<void>
  report(roomId: number, chatId: number, reason: ReportReason, note: string): Promise<void>
  /** Gets or makes the direct space with a friend, or the coach space; resolves with its id. */
  openDirect(userId: number): Promise<number>
  openCoach(coachId: number): Promise<number>
}
