import { HttpResponse, http } from 'msw'
import { HISTORY_PAGE_MAX, type HistoryResponse, type RemoveMessageResponse, type ReportMessageResponse, type SendMessageResponse } from '@/api/spaces/spaceTypes'
import { requireAuth, requireRole } from '@mocks/http/guard'
import { handle } from '@mocks/http/handle'
import { HttpError, type Validation } from '@mocks/http/httpErrors'
import { readJsonObject } from '@mocks/http/requestBody'
import { sendMessage } from '@mocks/realtime/sendMessage'
import { readNonNegativeInt, readPositiveInt, readRoomId } from '@mocks/realtime/spaceInput'
import { SPACE_MESSAGES as M } from '@mocks/realtime/spaceMessages'
import { requireMember } from '@mocks/realtime/spaceMembership'
import { reportMessage, removeMessage } from '@mocks/realtime/spaceModeration'
import { presentMessage } from '@mocks/realtime/spacePresenters'
import { messagesOf } from '@mocks/realtime/spaceStore'
import { REALTIME_BASE } from './realtimeRequest'

/** realtime/chat (history), realtime/send, and the extensions report and chat/remove. */

/** A page when the caller names no limit. */
const HISTORY_PAGE_DEFAULT = 50

export const chatHandlers = [
  http.get(
    `${REALTIME_BASE}/chat`,
    handle(({ request }) => {
      const me = requireAuth(request).user.id
      const query = new URL(request.url).searchParams
      const validation: Validation = {}
      const roomId = readRoomId(query.get('room_id'), validation)
      const before = query.has('before') ? readNonNegativeInt(query.get('before')) : undefined
      const after = query.has('after') ? readNonNegativeInt(query.get('after')) : undefined
      const limit = query.has('limit') ? readPositiveInt(query.get('limit')) : HISTORY_PAGE_DEFAULT
      if (before === null || after === null || limit === null || (before !== undefined && after !== undefined)) validation.query = M.historyQuery
      if (roomId > 0) requireMember(roomId, me)
      if (Object.keys(validation).length > 0) throw new HttpError(400, validation.room_id ?? M.historyQuery, validation)

      const all = messagesOf(roomId)
      const size = Math.min(limit ?? HISTORY_PAGE_DEFAULT, HISTORY_PAGE_MAX)
      let page
      if (typeof after === 'number') page = all.filter((row) => row.chat_id > after).slice(0, size)
      else {
        const older = typeof before === 'number' ? all.filter((row) => row.chat_id < before) : all
        page = older.slice(Math.max(0, older.length - size))
      }
      const first = page[0]
      return HttpResponse.json<HistoryResponse>({
        room_id: roomId,
        messages: page.map((row) => presentMessage(row, me)),
        latest_chat_id: all.at(-1)?.chat_id ?? 0,
        has_older: first ? all[0]!.chat_id < first.chat_id : all.some((row) => row.chat_id <= (after ?? (before ?? 1) - 1)),
      })
    }),
  ),

  // 201 for a new message, 200 (duplicate) for a retry of a client_id already stored.
  http.post(
    `${REALTIME_BASE}/send`,
    handle(async ({ request }) => {
      const me = requireAuth(request).user.id
      const body = await readJsonObject(request)
      const { row, duplicate } = await sendMessage(me, body)
      return HttpResponse.json<SendMessageResponse>({ message: presentMessage(row, me), duplicate }, { status: duplicate ? 200 : 201 })
    }),
  ),

  // 201 for a first report, 200 with the same report for a repeat.
  http.post(
    `${REALTIME_BASE}/report`,
    handle(async ({ request }) => {
      const me = requireAuth(request).user.id
      const body = await readJsonObject(request)
      const { report, created } = await reportMessage(me, body)
      return HttpResponse.json<ReportMessageResponse>({ report_id: report.id }, { status: created ? 201 : 200 })
    }),
  ),

  http.post(
    `${REALTIME_BASE}/chat/remove`,
    handle(async ({ request }) => {
      const admin = requireRole(request, 'admin').user.id
      const body = await readJsonObject(request)
      const row = await removeMessage(body)
      return HttpResponse.json<RemoveMessageResponse>({ message: presentMessage(row, admin) })
    }),
  ),
]
