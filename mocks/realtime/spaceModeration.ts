import { REPORT_NOTE_MAX, REPORT_REASONS, type ReportReason } from '@/api/spaces/spaceTypes'
import { db, nextId } from '@mocks/db/db'
import type { ChatMessageRow, ChatReportRow } from '@mocks/db/spaceSchemas'
import { HttpError, assertValid, type Validation } from '@mocks/http/httpErrors'
import type { JsonObject } from '@mocks/http/requestBody'
import { readNonNegativeInt, readRoomId } from './spaceInput'
import { spaceKeys, withSpaceLock } from './spaceLocks'
import { SPACE_MESSAGES as M } from './spaceMessages'
import { requireMember } from './spaceMembership'
import { findMessage, findRoom, nowIso } from './spaceStore'

/** Reports of messages (members) and their removal (admins). */

function readMessageRef(body: JsonObject, validation: Validation): { roomId: number; chatId: number } {
  const roomId = readRoomId(body.room_id, validation)
  const chatId = readNonNegativeInt(body.chat_id) ?? 0
  if (chatId === 0) validation.chat_id = M.messageNotFound
  return { roomId, chatId }
}

export interface ReportResult {
  report: ChatReportRow
  created: boolean
}

/** One report per member per message: a repeat answers the first report, changing nothing. */
export function reportMessage(reporterId: number, body: JsonObject): Promise<ReportResult> {
  const validation: Validation = {}
  const { roomId, chatId } = readMessageRef(body, validation)
  const reason = body.reason
  if (typeof reason !== 'string' || !(REPORT_REASONS as readonly string[]).includes(reason)) validation.reason = M.reportReason
  const note = typeof body.note === 'string' ? body.note.trim() : ''
  if (body.note !== undefined && body.note !== null && typeof body.note !== 'string') validation.note = M.reportNote
  if (note.length > REPORT_NOTE_MAX) validation.note = M.reportNote
  if (roomId > 0) requireMember(roomId, reporterId)
  assertValid(validation)

  return withSpaceLock([spaceKeys.report(roomId, chatId)], async () => {
    requireMember(roomId, reporterId)
    const message = findMessage(roomId, chatId)
    if (!message) throw new HttpError(400, M.messageNotFound, { chat_id: M.messageNotFound })
    if (message.author_id === reporterId) throw new HttpError(400, M.reportOwn, { chat_id: M.reportOwn })
    const earlier = db.chat_report.findFirst((q) => q.where((row) => row.room_id === roomId && row.chat_id === chatId && row.reporter_id === reporterId))
    if (earlier) return { report: earlier, created: false }
    const report = await db.chat_report.create({
      id: nextId('chat_report'),
      room_id: roomId,
      chat_id: chatId,
      reporter_id: reporterId,
      author_id: message.author_id,
      message_text: message.text,
      reason: reason as ReportReason,
      note,
      status: 'open',
      resolved_reason: null,
      created_at: nowIso(),
      resolved_at: null,
    })
    return { report, created: true }
  })
}

/**
 * An admin removes a message: its text becomes '' and `removed` true (everyone sees "removed"),
 * and its open reports are settled as removed with the reason. Removing it again changes nothing.
 */
export function removeMessage(body: JsonObject): Promise<ChatMessageRow> {
  const validation: Validation = {}
  const { roomId, chatId } = readMessageRef(body, validation)
  const reason = typeof body.reason === 'string' ? body.reason.trim() : ''
  if (reason === '' || reason.length > 500) validation.reason = M.removeReason
  assertValid(validation)

  return withSpaceLock([spaceKeys.room(roomId), spaceKeys.report(roomId, chatId)], async () => {
    const message = findRoom(roomId) ? findMessage(roomId, chatId) : undefined
    if (!message) throw new HttpError(404, M.messageNotFound)
    const stamp = nowIso()
    const removed = message.removed
      ? message
      : ((await db.chat_message.update((q) => q.where((row) => row.id === message.id), {
          data(draft) {
            draft.text = ''
            draft.move_id = null
            draft.removed = true
            draft.updated_at = stamp
          },
        })) ?? message)
    await db.chat_report.updateMany((q) => q.where((row) => row.room_id === roomId && row.chat_id === chatId && row.status === 'open'), {
      data(draft) {
        draft.status = 'removed'
        draft.resolved_reason = reason
        draft.resolved_at = stamp
        draft.updated_at = stamp
      },
    })
    return removed
  })
}
