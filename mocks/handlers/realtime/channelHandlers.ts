import { HttpResponse, http } from 'msw'
import { POLL_WAIT_MAX_SECONDS, type HeartbeatResponse, type MarkReadResponse, type OkResponse, type PollResponse, type SubscribeResponse } from '@/api/spaces/spaceTypes'
import { requireAuth } from '@mocks/http/guard'
import { handle } from '@mocks/http/handle'
import { HttpError, assertValid, type Validation } from '@mocks/http/httpErrors'
import { readJsonObject, stringField } from '@mocks/http/requestBody'
import { holdPoll } from '@mocks/realtime/channelPoll'
import { startChannelWakes } from '@mocks/realtime/channelWake'
import { parseCursors, presenceFor } from '@mocks/realtime/pollDelivery'
import { heartbeat } from '@mocks/realtime/presence'
import { readNonNegativeInt, readPositiveInt, readRoomId } from '@mocks/realtime/spaceInput'
import { SPACE_MESSAGES as M } from '@mocks/realtime/spaceMessages'
import { requireMember } from '@mocks/realtime/spaceMembership'
import { latestChatId, readPointerOf, saveMemberState } from '@mocks/realtime/spaceStore'
import { summaryOf } from '@mocks/realtime/spacePresenters'
import { requireSubscription, subscribe, unsubscribe } from '@mocks/realtime/subscriptions'
import { CHANNEL_BASE } from './realtimeRequest'

/** The channel family: subscribe, long-poll by cursor, unsubscribe, heartbeat, read pointer. */

startChannelWakes()

const MAX_ROOMS = 500

function readRoomIds(value: unknown, validation: Validation): number[] {
  const ids = Array.isArray(value) ? value.map(readPositiveInt) : []
  if (ids.length === 0 || ids.length > MAX_ROOMS || ids.some((id) => id === null)) {
    validation.room_ids = M.roomIds
    return []
  }
  return [...new Set(ids as number[])]
}

/** Seconds to hold the poll: a number from 0 (fractions allowed), capped at POLL_WAIT_MAX_SECONDS; none means the cap. */
function readWait(raw: string | null): number {
  if (raw === null || raw.trim() === '') return POLL_WAIT_MAX_SECONDS
  const seconds = /^\d{1,6}(\.\d{1,3})?$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN
  if (!Number.isFinite(seconds)) throw new HttpError(400, M.wait, { wait: M.wait })
  return Math.min(seconds, POLL_WAIT_MAX_SECONDS)
}

export const channelHandlers = [
  http.post(
    `${CHANNEL_BASE}/room`,
    handle(async ({ request }) => {
      const me = requireAuth(request).user.id
      const body = await readJsonObject(request)
      const validation: Validation = {}
      const roomIds = readRoomIds(body.room_ids, validation)
      assertValid(validation)
      for (const roomId of roomIds) requireMember(roomId, me)
      const existing = stringField(body, 'subscription_id')
      const subscription = subscribe(me, roomIds, existing || undefined)
      return HttpResponse.json<SubscribeResponse>({
        subscription_id: subscription.id,
        rooms: roomIds.map((roomId) => ({ room_id: roomId, latest_chat_id: latestChatId(roomId), read_chat_id: readPointerOf(roomId, me) })),
        presence: presenceFor(roomIds),
      })
    }),
  ),

  http.get(
    `${CHANNEL_BASE}/poll`,
    handle(async ({ request }) => {
      const me = requireAuth(request).user.id
      const query = new URL(request.url).searchParams
      const id = query.get('subscription_id')?.trim() ?? ''
      if (id === '') throw new HttpError(400, M.subscriptionId, { subscription_id: M.subscriptionId })
      const cursors = parseCursors(query.get('cursor'))
      const wait = readWait(query.get('wait'))
      const subscription = requireSubscription(id, me)
      return HttpResponse.json<PollResponse>(await holdPoll(subscription, cursors, wait, request.signal))
    }),
  ),

  http.post(
    `${CHANNEL_BASE}/unsubscribe`,
    handle(async ({ request }) => {
      const me = requireAuth(request).user.id
      const id = stringField(await readJsonObject(request), 'subscription_id')
      if (id === '') throw new HttpError(400, M.subscriptionId, { subscription_id: M.subscriptionId })
      unsubscribe(id, me)
      return HttpResponse.json<OkResponse>({ ok: true })
    }),
  ),

  http.post(
    `${CHANNEL_BASE}/online`,
    handle(({ request }) => {
      const me = requireAuth(request).user.id
      return HttpResponse.json<HeartbeatResponse>({ online_for_seconds: heartbeat(me) })
    }),
  ),

  // My read pointer in a space moves forward (never back, never past the newest message).
  http.post(
    `${CHANNEL_BASE}/send`,
    handle(async ({ request }) => {
      const me = requireAuth(request).user.id
      const body = await readJsonObject(request)
      const validation: Validation = {}
      const roomId = readRoomId(body.room_id, validation)
      const chatId = readNonNegativeInt(body.chat_id)
      if (chatId === null) validation.chat_id = M.chatId
      if (roomId > 0) requireMember(roomId, me)
      assertValid(validation)
      const room = requireMember(roomId, me)
      const wanted = Math.min(chatId ?? 0, latestChatId(roomId))
      if (wanted > readPointerOf(roomId, me)) await saveMemberState(roomId, me, (draft) => (draft.read_chat_id = Math.max(draft.read_chat_id, wanted)))
      const summary = summaryOf(room, me)
      return HttpResponse.json<MarkReadResponse>({ room_id: roomId, read_chat_id: summary.read_chat_id, unread: summary.unread })
    }),
  ),
]
