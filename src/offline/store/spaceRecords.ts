import type { ChatMessage, SpaceMember, SpaceSummary } from '@/api/spaces/spaceTypes'

/**
 * The spaces pages' device copy (store `spaces`, version 7), for reading offline:
 * - `list`: the member's space list as last read, with the list version `room/poll` catches up from;
 * - `room:<id>`: a space's summary, members with their last known presence, and its newest messages
 *   (at most SAVED_MESSAGES_PER_SPACE) with the cursor they end at (`timelineMerge.ts`);
 * - `unsent:<client_id>`: a message of the member's the server refused, kept for "retry" or "delete".
 *
 * A message still waiting to be sent is not here: it is the outbox's `chatMessage` write
 * (`src/offline/sync/kinds/chatMessageWrite.ts`), so it is sent from there once, in order.
 * `savedAt` (epoch ms) lets a page say how old the copy is.
 */
export interface SpaceListCopy {
  key: 'list'
  spaces: SpaceSummary[]
  version: number
  savedAt: number
}

export type SpaceRoomKey = `room:${number}`

export interface SpaceRoomCopy {
  key: SpaceRoomKey
  roomId: number
  /** Null when the room was saved from messages alone, before the space itself was read. */
  space: SpaceSummary | null
  members: SpaceMember[]
  messages: ChatMessage[]
  cursor: number
  hasOlder: boolean
  savedAt: number
}

export type UnsentKey = `unsent:${string}`

/** A message the member wrote that did not reach the server: refused, with the server's words. */
export interface UnsentChatRecord {
  key: UnsentKey
  roomId: number
  clientId: string
  text: string
  replyTo: number | null
  /** When the member wrote it (epoch ms): unsent messages show in this order. */
  madeAt: number
  state: 'failed'
  failure: string
}

export type SpaceRecord = SpaceListCopy | SpaceRoomCopy | UnsentChatRecord
