import { HttpResponse, http } from 'msw'
import type { ChallengeInput, ChallengeResponse } from '@/api/challenges/challengeTypes'
import { challengeIdOf, requireVisibleChallenge } from '@mocks/community/challengeAccess'
import { hasStarted } from '@mocks/community/challengeCalendar'
import {
  checkChallengeWhole,
  frozenFieldsChanged,
  readChallengeFields,
  readClientRef,
  requireCreateFields,
} from '@mocks/community/challengeInput'
import { challengeKeys, withChallengeLock } from '@mocks/community/challengeKeys'
import { CHALLENGE_MESSAGES } from '@mocks/community/challengeMessages'
import { challengeReader, toChallengeSummary } from '@mocks/community/challengeSummaries'
import { groupIdsOf } from '@mocks/community/visibility'
import type { ChallengeRow } from '@mocks/db/challengeSchemas'
import { db, nextId } from '@mocks/db/db'
import { requireAuth, type Auth } from '@mocks/http/guard'
import { handle } from '@mocks/http/handle'
import { HttpError, assertValid, type Validation } from '@mocks/http/httpErrors'
import { readJsonObject } from '@mocks/http/requestBody'
import { findMove, inLibraryOf } from '@mocks/moves/moveAccess'

/** Checks that need the data: the moves are in the creator's library, the group is one of theirs. */
function checkReferences(input: Pick<ChallengeInput, 'move_ids' | 'group_id'>, auth: Auth, validation: Validation, unchanged?: ChallengeRow): void {
  const movesChanged = !unchanged || input.move_ids.some((id) => !unchanged.move_ids.includes(id))
  if (movesChanged && input.move_ids.some((id) => !inLibraryOf(findMove(id) ?? { status: 'private', user_id: null }, auth.user.id))) {
    validation.move_ids ??= CHALLENGE_MESSAGES.movesNotFound
  }
  const groupChanged = !unchanged || input.group_id !== unchanged.group_id
  if (groupChanged && input.group_id !== null && !groupIdsOf(db, auth.user.id).includes(input.group_id)) validation.group_id ??= CHALLENGE_MESSAGES.yourGroupsOnly
}

function answer(challenge: ChallengeRow, auth: Auth): Response {
  return HttpResponse.json<ChallengeResponse>({ error: false, model: toChallengeSummary(challengeReader(db, auth.user.id), challenge) })
}

function inputOf(row: ChallengeRow): ChallengeInput {
  const { title, description, kind, goal, start_date, end_date, body_area, move_ids, group_id } = row
  return { title, description, kind, goal, start_date, end_date, body_area, move_ids, group_id }
}

export const challengeWriteHandlers = [
  // The creator joins at once. One challenge per (creator, client_ref): a replay gets the first.
  http.post(
    '*/v3/api/movetime/challenge',
    handle(async ({ request }) => {
      const auth = requireAuth(request)
      const body = await readJsonObject(request)
      const validation: Validation = {}
      const clientRef = readClientRef(body, validation)
      const fields = readChallengeFields(body, validation)
      const input = requireCreateFields(fields, validation)
      assertValid(validation)

      return withChallengeLock([challengeKeys.clientRef(auth.user.id, clientRef!)], async () => {
        const stored = db.challenge.findFirst((q) => q.where({ creator_id: auth.user.id, client_ref: clientRef! }))
        if (stored) return answer(stored, auth)

        const now = Date.now()
        checkChallengeWhole(input!, now, validation)
        checkReferences(input!, auth, validation)
        assertValid(validation)
        const stamp = new Date(now).toISOString()
        const challenge = await db.challenge.create({ id: nextId('challenge'), ...input!, creator_id: auth.user.id, client_ref: clientRef!, created_at: stamp })
        await db.user_challenge.create({
          id: nextId('user_challenge'),
          challenge_id: challenge.id,
          user_id: auth.user.id,
          status: 'joined',
          invited_by: null,
          joined_at: stamp,
          created_at: stamp,
        })
        return answer(challenge, auth)
      })
    }),
  ),

  // The creator edits it; once it has started only the title and description may change.
  http.put<{ id: string }>(
    '*/v3/api/movetime/challenge/:id',
    handle<{ id: string }>(async ({ request, params }) => {
      const auth = requireAuth(request)
      const challengeId = challengeIdOf(params.id)
      const body = await readJsonObject(request)
      const current = requireVisibleChallenge(db, challengeId, auth.user.id)
      if (current.creator_id !== auth.user.id) throw new HttpError(403, CHALLENGE_MESSAGES.creatorOnly)
      const validation: Validation = {}
      const changes = readChallengeFields(body, validation)
      assertValid(validation)

      const now = Date.now()
      if (hasStarted(current, now)) {
        if (frozenFieldsChanged(inputOf(current), changes).length > 0) throw new HttpError(409, CHALLENGE_MESSAGES.goalFrozen)
        if (changes.group_id !== undefined && changes.group_id !== current.group_id) throw new HttpError(409, CHALLENGE_MESSAGES.groupFrozen)
      }
      const next: ChallengeInput = { ...inputOf(current), ...changes }
      checkChallengeWhole(next, now, validation, next.start_date === current.start_date)
      checkReferences(next, auth, validation, current)
      assertValid(validation)
      const updated = await db.challenge.update((q) => q.where({ id: current.id }), {
        data(row) {
          Object.assign(row, next, { updated_at: new Date(now).toISOString() })
        },
      })
      return answer(updated ?? current, auth)
    }),
  ),
]
