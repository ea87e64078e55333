import { errorMessage } from '@/api/apiError'
import type { ChatMessage, SendMessageBody } from '@/api/spaces/spaceTypes'
import type { OfflineDb } from '@/offline/store/offlineSchema'
import { queuedWrites, queueWrite, removeWrite } from '../outbox'
import { classifyFailure } from '../syncErrors'
import type { Queued, WriteKind } from '../writeKind'

/**
 * A message the member wrote in a space, waiting to be sent. `clientId` is sent as `client_id`:
 * the server stores one message per (author, client_id), so sending again after a lost answer, or
 * from two tabs at once, never makes a second one.
 */
export interface ChatMessageOp {
  type: 'chatMessage'
  roomId: number
  clientId: string
  text: string
  replyTo: number | null
  /** When the member wrote it (epoch ms). */
  madeAt: number
}

/** What became of a queued message: the server's copy, or its refusal in words for the member. */
export type ChatMessageOutcome = { sent: ChatMessage } | { refused: string }

export interface ChatMessageServer {
  /** Sends one message; resolves with the server's copy (the stored one on a repeat). */
  sendChatMessage(body: SendMessageBody): Promise<ChatMessage>
  /** Keeps the outcome on the device (the space's copy, or the refused message) and tells the pages. */
  settleChatMessage(write: ChatMessageOp, outcome: ChatMessageOutcome): Promise<void>
}

export function chatMessageBody(write: ChatMessageOp): SendMessageBody {
  return { room_id: write.roomId, client_id: write.clientId, text: write.text, reply_to: write.replyTo }
}

/**
 * Never merged: every message is sent, in the order written (the outbox's order). A refusal for
 * good (a 4xx other than 408 and 429) must not vanish the way other kinds' dropped writes do: the
 * message is kept as failed, with the server's words, and the member may retry or delete it. So the
 * refusal is settled here and the write leaves the outbox as sent. A passing failure (offline, 429,
 * 5xx) is thrown, and the engine retries later with the same client_id.
 */
export const chatMessageWrite: WriteKind<ChatMessageOp, ChatMessageServer> = {
  type: 'chatMessage',
  async send(write, server) {
    let message: ChatMessage
    try {
      message = await server.sendChatMessage(chatMessageBody(write))
    } catch (error) {
      if (classifyFailure(error) !== 'reject') throw error
      await server.settleChatMessage(write, { refused: errorMessage(error) })
      return
    }
    await server.settleChatMessage(write, { sent: message })
  },
}

export function newChatMessageOp(roomId: number, text: string, replyTo: number | null, clientId: string = crypto.randomUUID(), madeAt: number = Date.now()): ChatMessageOp {
  return { type: 'chatMessage', roomId, clientId, text, replyTo, madeAt }
}

export async function queueChatMessage(db: OfflineDb, op: ChatMessageOp): Promise<Queued<ChatMessageOp>> {
  const queued = await queueWrite(db, chatMessageWrite, op)
  // Only a merge can drop a write, and chat messages have none.
  if (!queued) throw new Error('A message was not queued')
  return queued
}

/** The messages still waiting to be sent, oldest first. */
export function queuedChatMessages(db: OfflineDb): Promise<Queued<ChatMessageOp>[]> {
  return queuedWrites(db, chatMessageWrite)
}

/** Takes a waiting message out of the outbox (sent meanwhile by this tab, or deleted by the member). */
export async function unqueueChatMessage(db: OfflineDb, clientId: string): Promise<void> {
  for (const write of await queuedChatMessages(db)) {
    if (write.clientId === clientId) await removeWrite(db, chatMessageWrite, write.seq)
  }
}
