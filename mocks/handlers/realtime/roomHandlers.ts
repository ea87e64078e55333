import { HttpResponse, http } from 'msw'
import type { MySpacesResponse, OkResponse, OpenSpaceResponse, SpaceResponse, SpacesCatchUpResponse } from '@/api/spaces/spaceTypes'
import { requireAuth } from '@mocks/http/guard'
import { handle } from '@mocks/http/handle'
import { HttpError } from '@mocks/http/httpErrors'
import { readJsonObject } from '@mocks/http/requestBody'
import { readNonNegativeInt, readPositiveInt } from '@mocks/realtime/spaceInput'
import { SPACE_MESSAGES as M } from '@mocks/realtime/spaceMessages'
import { formerSpacesOf, openCoachSpace, openDirectSpace, requireMember, spacesOf } from '@mocks/realtime/spaceMembership'
import { membersView, summaryOf } from '@mocks/realtime/spacePresenters'
import { nowIso, saveMemberState } from '@mocks/realtime/spaceStore'
import { changedSince, currentVersion } from '@mocks/realtime/spaceVersion'
import { REALTIME_BASE, spaceOfPath } from './realtimeRequest'

/** realtime/room (open), room/my, room/poll (the list's catch-up), and the extensions PUT and DELETE room/{id}. */

const newestActivityFirst = (a: { activity_at: string; id: number }, b: { activity_at: string; id: number }) => b.activity_at.localeCompare(a.activity_at) || b.id - a.id

export const roomHandlers = [
  http.post(
    `${REALTIME_BASE}/room`,
    handle(async ({ request }) => {
      const auth = requireAuth(request)
      const me = auth.user.id
      const body = await readJsonObject(request)
      let room
      if (body.room_id !== undefined) {
        const roomId = readPositiveInt(body.room_id)
        if (roomId === null) throw new HttpError(400, M.chooseSpace, { room_id: M.chooseSpace })
        room = requireMember(roomId, me)
      } else if (body.kind === 'direct') {
        const userId = readPositiveInt(body.user_id)
        if (userId === null) throw new HttpError(400, M.chooseMember, { user_id: M.chooseMember })
        room = await openDirectSpace(me, userId)
      } else if (body.kind === 'coach') {
        const coachId = readPositiveInt(body.coach_id)
        if (coachId === null) throw new HttpError(400, M.chooseCoach, { coach_id: M.chooseCoach })
        room = await openCoachSpace(me, coachId)
      } else {
        throw new HttpError(400, M.openHow, { kind: M.openHow })
      }
      return HttpResponse.json<OpenSpaceResponse>({ space: summaryOf(room, me), members: membersView(room, me) })
    }),
  ),

  http.get(
    `${REALTIME_BASE}/room/my`,
    handle(async ({ request }) => {
      const me = requireAuth(request).user.id
      const version = currentVersion()
      const spaces = (await spacesOf(me)).map((room) => summaryOf(room, me)).sort(newestActivityFirst)
      return HttpResponse.json<MySpacesResponse>({ spaces, version })
    }),
  ),

  http.get(
    `${REALTIME_BASE}/room/poll`,
    handle(async ({ request }) => {
      const me = requireAuth(request).user.id
      const query = new URL(request.url).searchParams
      const userId = readPositiveInt(query.get('user_id'))
      const since = readNonNegativeInt(query.get('since') ?? '0')
      if (userId === null || since === null) throw new HttpError(400, M.userId, { ...(userId === null ? { user_id: M.userId } : {}), ...(since === null ? { since: M.userId } : {}) })
      if (userId !== me) throw new HttpError(403, M.ownListOnly)
      const version = currentVersion()
      const summaries = (await spacesOf(me)).map((room) => ({ room, summary: summaryOf(room, me) }))
      return HttpResponse.json<SpacesCatchUpResponse>({
        changed: summaries
          .filter(({ room }) => changedSince(room, me, since))
          .map(({ summary }) => summary)
          .sort(newestActivityFirst),
        gone: formerSpacesOf(me),
        version,
        unread_total: summaries.reduce((total, { summary }) => total + (summary.muted ? 0 : summary.unread), 0),
      })
    }),
  ),

  // Mute or unmute a space (for me only).
  http.put<{ id: string }>(
    `${REALTIME_BASE}/room/:id`,
    handle<{ id: string }>(async ({ request, params }) => {
      const me = requireAuth(request).user.id
      const room = spaceOfPath(params.id, me)
      const body = await readJsonObject(request)
      if (typeof body.muted !== 'boolean') throw new HttpError(400, M.muted, { muted: M.muted })
      const muted = body.muted
      await saveMemberState(room.id, me, (draft) => (draft.muted = muted))
      return HttpResponse.json<SpaceResponse>({ space: summaryOf(room, me) })
    }),
  ),

  // Leave a direct space: it leaves my list and the other member can no longer write in it.
  http.delete<{ id: string }>(
    `${REALTIME_BASE}/room/:id`,
    handle<{ id: string }>(async ({ request, params }) => {
      const me = requireAuth(request).user.id
      const room = spaceOfPath(params.id, me)
      if (room.kind === 'group') throw new HttpError(400, M.leaveGroupSpace)
      if (room.kind === 'coach') throw new HttpError(400, M.leaveCoachSpace)
      await saveMemberState(room.id, me, (draft) => (draft.left_at = nowIso()))
      return HttpResponse.json<OkResponse>({ ok: true })
    }),
  ),
]
