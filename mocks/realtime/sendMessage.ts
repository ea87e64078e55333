import { MESSAGES_PER_MINUTE } from '@/api/spaces/spaceTypes'
import { db, nextId } from '@mocks/db/db'
import type { ChatMessageRow } from '@mocks/db/spaceSchemas'
import { HttpError, assertValid, type Validation } from '@mocks/http/httpErrors'
import type { JsonObject } from '@mocks/http/requestBody'
import { firstLinkedMove, readClientId, readMessageText } from './messageText'
import { readRoomId } from './spaceInput'
import { spaceKeys, withSpaceLock } from './spaceLocks'
import { SPACE_MESSAGES as M } from './spaceMessages'
import { requireMember, sendBlockedReason } from './spaceMembership'
import { findMessage, latestChatId, messageByClientId, nowIso, nowMs, sentSince } from './spaceStore'

export interface SendResult {
  row: ChatMessageRow
  duplicate: boolean
}

const MINUTE_MS = 60_000

/**
 * Stores a message, once. The room's and the author's locks are claimed before the first await,
 * and everything is checked afresh inside them: a retry (or a parallel twin) with the same
 * client_id finds the stored message and gets it back (never counted against the limit); a new
 * message takes the room's next chat_id. The limit counts the author's stored messages of the
 * last minute (on the mock clock), so it needs no memory of its own and a reset clears it.
 */
export function sendMessage(authorId: number, body: JsonObject): Promise<SendResult> {
  const validation: Validation = {}
  const roomId = readRoomId(body.room_id, validation)
  const clientId = readClientId(body.client_id, validation)
  const text = readMessageText(body.text, validation)
  const replyTo = body.reply_to === undefined || body.reply_to === null ? null : body.reply_to
  if (replyTo !== null && !(typeof replyTo === 'number' && Number.isInteger(replyTo) && replyTo > 0)) validation.reply_to = M.replyToThisSpace
  if (roomId > 0) requireMember(roomId, authorId)
  assertValid(validation)

  return withSpaceLock([spaceKeys.room(roomId), spaceKeys.author(authorId)], async () => {
    const room = requireMember(roomId, authorId)
    const stored = messageByClientId(authorId, clientId)
    if (stored) {
      if (stored.room_id !== roomId) throw new HttpError(409, M.clientIdOtherSpace, { client_id: M.clientIdOtherSpace })
      return { row: stored, duplicate: true }
    }
    const blocked = sendBlockedReason(room, authorId)
    if (blocked) throw new HttpError(403, blocked)
    const now = nowMs()
    if (sentSince(authorId, now - MINUTE_MS) >= MESSAGES_PER_MINUTE) throw new HttpError(429, M.tooFast)
    if (typeof replyTo === 'number' && !findMessage(roomId, replyTo)) throw new HttpError(400, M.replyToThisSpace, { reply_to: M.replyToThisSpace })
    const row = await db.chat_message.create({
      id: nextId('chat_message'),
      room_id: roomId,
      chat_id: latestChatId(roomId) + 1,
      client_id: clientId,
      author_id: authorId,
      text,
      reply_to: typeof replyTo === 'number' ? replyTo : null,
      move_id: firstLinkedMove(text, authorId),
      removed: false,
      date: nowIso(),
    })
    return { row, duplicate: false }
  })
}
