import { HttpResponse, http } from 'msw'
import { TRACK_EVENTS, type ChallengeInvitationResponse, type ChallengeResponse, type TrackEvent } from '@/api/challenges/challengeTypes'
import { challengeIdOf, isInChallengeGroup, placeOf, requireVisibleChallenge } from '@mocks/community/challengeAccess'
import { challengeStatus } from '@mocks/community/challengeCalendar'
import { challengeKeys, withChallengeLock } from '@mocks/community/challengeKeys'
import { CHALLENGE_MESSAGES, MAX_INVITED_AT_ONCE } from '@mocks/community/challengeMessages'
import { challengeReader, toChallengeSummary } from '@mocks/community/challengeSummaries'
import { areFriends, groupIdsOf, isBlockedEitherWay } from '@mocks/community/visibility'
import type { ChallengeRow } from '@mocks/db/challengeSchemas'
import { db, nextId } from '@mocks/db/db'
import { findUser, requireAuth } from '@mocks/http/guard'
import { handle } from '@mocks/http/handle'
import { HttpError, assertValid, type Validation } from '@mocks/http/httpErrors'
import { readJsonObject, type JsonObject } from '@mocks/http/requestBody'

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1

function requireNotFinished(challenge: ChallengeRow, now: number): void {
  if (challengeStatus(challenge, now) === 'finished') throw new HttpError(409, CHALLENGE_MESSAGES.finished)
}

async function join(challenge: ChallengeRow, userId: number, now: number): Promise<void> {
  const place = placeOf(db, challenge.id, userId)
  if (place?.status === 'joined') return
  requireNotFinished(challenge, now)
  // A declined invitation still counts as one: the member may change their mind while it runs.
  if (!place && !isInChallengeGroup(db, challenge, userId)) throw new HttpError(403, CHALLENGE_MESSAGES.notInvited)
  const stamp = new Date(now).toISOString()
  if (place) {
    await db.user_challenge.update((q) => q.where({ id: place.id }), {
      data(row) {
        Object.assign(row, { status: 'joined', joined_at: stamp, declined_at: null, updated_at: stamp })
      },
    })
  } else {
    await db.user_challenge.create({ id: nextId('user_challenge'), challenge_id: challenge.id, user_id: userId, status: 'joined', joined_at: stamp, created_at: stamp })
  }
}

async function decline(challenge: ChallengeRow, userId: number, now: number): Promise<void> {
  if (challenge.creator_id === userId) throw new HttpError(409, CHALLENGE_MESSAGES.creatorStays)
  const place = placeOf(db, challenge.id, userId)
  if (place?.status === 'declined') return
  requireNotFinished(challenge, now)
  const stamp = new Date(now).toISOString()
  if (place) {
    await db.user_challenge.update((q) => q.where({ id: place.id }), {
      data(row) {
        Object.assign(row, { status: 'declined', declined_at: stamp, updated_at: stamp })
      },
    })
  } else {
    // A group member saying no to the group's challenge: it stops asking them.
    await db.user_challenge.create({ id: nextId('user_challenge'), challenge_id: challenge.id, user_id: userId, status: 'declined', declined_at: stamp, created_at: stamp })
  }
}

function readTrackBody(body: JsonObject): { challengeId: number; userId: number; event: TrackEvent } {
  const validation: Validation = {}
  if (!isId(body.challenge_id)) validation.challenge_id = CHALLENGE_MESSAGES.challengeId
  if (!isId(body.user_id)) validation.user_id = CHALLENGE_MESSAGES.userId
  if (!(TRACK_EVENTS as readonly unknown[]).includes(body.event)) validation.event = CHALLENGE_MESSAGES.event
  assertValid(validation)
  return { challengeId: body.challenge_id as number, userId: body.user_id as number, event: body.event as TrackEvent }
}

/** Who an invitation reaches: its ids, or the group's members; never a member blocked either way. */
function inviteesOf(body: JsonObject, challenge: ChallengeRow, inviterId: number): number[] {
  const validation: Validation = {}
  const ids = body.user_ids
  const groupId = body.group_id
  const hasIds = ids !== undefined && ids !== null
  const hasGroup = groupId !== undefined && groupId !== null
  if (hasIds && (!Array.isArray(ids) || ids.length > MAX_INVITED_AT_ONCE || !ids.every(isId))) validation.user_ids = CHALLENGE_MESSAGES.userIds
  if (hasGroup && !isId(groupId)) validation.group_id = CHALLENGE_MESSAGES.yourGroupsOnly
  if (!hasIds && !hasGroup) validation.user_ids = CHALLENGE_MESSAGES.inviteWhom
  assertValid(validation)

  const blocked = (id: number) => isBlockedEitherWay(db, inviterId, id) || isBlockedEitherWay(db, challenge.creator_id, id)
  const invitees = new Set<number>()
  if (hasIds) {
    for (const id of ids as number[]) {
      if (id === inviterId || blocked(id)) continue
      if (!findUser(id) || !areFriends(db, inviterId, id)) validation.user_ids = CHALLENGE_MESSAGES.inviteFriendsOnly
      else invitees.add(id)
    }
  }
  if (hasGroup) {
    const group = groupIdsOf(db, inviterId).includes(groupId as number) ? db.group.findFirst((q) => q.where({ id: groupId as number })) : undefined
    if (!group) validation.group_id = CHALLENGE_MESSAGES.yourGroupsOnly
    else for (const id of group.member_ids) if (id !== inviterId && !blocked(id) && findUser(id)) invitees.add(id)
  }
  assertValid(validation)
  return [...invitees]
}

export const challengeMemberHandlers = [
  // One of the member's own events: join, decline, or a recount. Never for someone else.
  http.post(
    '*/v3/api/movetime/challenge/track',
    handle(async ({ request }) => {
      const auth = requireAuth(request)
      const { challengeId, userId, event } = readTrackBody(await readJsonObject(request))
      if (userId !== auth.user.id) throw new HttpError(403, CHALLENGE_MESSAGES.ownProgressOnly)
      const challenge = requireVisibleChallenge(db, challengeId, auth.user.id)
      if (event !== 'refresh') {
        await withChallengeLock([challengeKeys.places(challenge.id)], async () => {
          const now = Date.now()
          if (event === 'join') await join(challenge, auth.user.id, now)
          else await decline(challenge, auth.user.id, now)
        })
      }
      // Progress is counted from history on every read, so a recount is the answer itself.
      return HttpResponse.json<ChallengeResponse>({ error: false, model: toChallengeSummary(challengeReader(db, auth.user.id), challenge) })
    }),
  ),

  // The creator or anyone who joined invites friends, or a whole group they belong to.
  http.post<{ id: string }>(
    '*/v3/api/movetime/challenge/invitation/:id',
    handle<{ id: string }>(async ({ request, params }) => {
      const auth = requireAuth(request)
      const challengeId = challengeIdOf(params.id)
      const body = await readJsonObject(request)
      const challenge = requireVisibleChallenge(db, challengeId, auth.user.id)
      const inviter = placeOf(db, challenge.id, auth.user.id)
      if (challenge.creator_id !== auth.user.id && inviter?.status !== 'joined') throw new HttpError(403, CHALLENGE_MESSAGES.inviteRights)
      requireNotFinished(challenge, Date.now())
      const invitees = inviteesOf(body, challenge, auth.user.id)

      const invited = await withChallengeLock([challengeKeys.places(challenge.id)], async () => {
        const stamp = new Date().toISOString()
        let count = 0
        for (const userId of invitees) {
          const place = placeOf(db, challenge.id, userId)
          if (place?.status === 'joined' || place?.status === 'invited') continue
          count += 1
          if (place) {
            // Asked again after saying no: the invitation stands anew.
            await db.user_challenge.update((q) => q.where({ id: place.id }), {
              data(row) {
                Object.assign(row, { status: 'invited', invited_by: auth.user.id, invited_at: stamp, declined_at: null, updated_at: stamp })
              },
            })
          } else {
            await db.user_challenge.create({ id: nextId('user_challenge'), challenge_id: challenge.id, user_id: userId, status: 'invited', invited_by: auth.user.id, invited_at: stamp, created_at: stamp })
          }
        }
        return count
      })
      return HttpResponse.json<ChallengeInvitationResponse>({ error: false, invited })
    }),
  ),
]
