import type { ParticipationStatus } from '@/api/challenges/challengeTypes'
import type { ChallengeRow, UserChallengeRow } from '@mocks/db/challengeSchemas'
import type { Db } from '@mocks/db/collections'
import { HttpError } from '@mocks/http/httpErrors'
import { groupIdsOf } from './visibility'

/*
 * Who has to do with a challenge: its creator, whoever has a place in it (invited, joined or
 * declined) and the members of the group it was made for. Everyone else gets the same 404 as for
 * a challenge that does not exist, so a challenge's existence does not leak.
 */

export const CHALLENGE_NOT_FOUND = 'Challenge not found.'

/** A challenge id from the path: anything but decimal digits names nothing, so it is the same 404. */
export function challengeIdOf(raw: string | undefined): number {
  const id = raw && /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN
  if (!Number.isSafeInteger(id) || id < 1) throw new HttpError(404, CHALLENGE_NOT_FOUND)
  return id
}

export function findChallenge(db: Db, id: number): ChallengeRow | undefined {
  return db.challenge.findFirst((q) => q.where({ id }))
}

export function placeOf(db: Db, challengeId: number, userId: number): UserChallengeRow | undefined {
  return db.user_challenge.findFirst((q) => q.where({ challenge_id: challengeId, user_id: userId }))
}

export function placesIn(db: Db, challengeId: number): UserChallengeRow[] {
  return db.user_challenge.findMany((q) => q.where({ challenge_id: challengeId }))
}

export function isInChallengeGroup(db: Db, challenge: ChallengeRow, userId: number): boolean {
  return challenge.group_id !== null && groupIdsOf(db, userId).includes(challenge.group_id)
}

export function canViewChallenge(db: Db, challenge: ChallengeRow, userId: number): boolean {
  return challenge.creator_id === userId || placeOf(db, challenge.id, userId) !== undefined || isInChallengeGroup(db, challenge, userId)
}

export function requireVisibleChallenge(db: Db, id: number, userId: number): ChallengeRow {
  const challenge = findChallenge(db, id)
  if (!challenge || !canViewChallenge(db, challenge, userId)) throw new HttpError(404, CHALLENGE_NOT_FOUND)
  return challenge
}

export function participationStatus(place: UserChallengeRow | undefined): ParticipationStatus {
  return place?.status ?? 'none'
}

/** The challenges a member has to do with: made, placed in (any answer), or made for one of their groups. */
export function challengesOf(db: Db, userId: number): ChallengeRow[] {
  const placed = new Set(db.user_challenge.findMany((q) => q.where({ user_id: userId })).map((row) => row.challenge_id))
  const groups = new Set(groupIdsOf(db, userId))
  return db.challenge.findMany((q) =>
    q.where((row) => row.creator_id === userId || placed.has(row.id) || (row.group_id !== null && groups.has(row.group_id))),
  )
}
