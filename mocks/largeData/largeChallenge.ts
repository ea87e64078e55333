import { addDays } from '@/lib/time/plainDates'
import { localDate } from '@/lib/time/timeZones'
import { mulberry32 as random } from '@/lib/random/mulberry32'
import type { ChallengeRow, UserChallengeRow } from '@mocks/db/challengeSchemas'
import type { Db } from '@mocks/db/collections'
import type { UserHistoryRow } from '@mocks/db/schemas'

/**
 * Part of "Load large admin data": one running challenge with 500 participants (the demo member,
 * who made it, and 499 generated members), with 6,000 viewings of theirs in its dates spread
 * over eight time zones, so its leaderboard has real scores, ties and late syncs to rank. Its
 * rows live in their own id blocks, so loading again replaces them. Dates are counted from the
 * moment of loading, like the rest of the large data.
 */

export const LARGE_CHALLENGE = { id: 100_001, participants: 500, history: 6_000 } as const
const FIRST_PLACE_ID = 1_000_001
const FIRST_HISTORY_ID = 2_000_001
/** The demo member (seed.ts) makes it, so the demo account opens it at /user/challenges/100001. */
const CREATOR_ID = 1

const ZONES = ['America/Los_Angeles', 'America/New_York', 'America/Sao_Paulo', 'Europe/London', 'Europe/Berlin', 'Asia/Kolkata', 'Asia/Tokyo', 'Pacific/Auckland'] as const
const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000
/** The challenge began this many days before the load and runs this many after it. */
const DAYS_BEFORE = 10
const DAYS_AFTER = 20

export function isLargeChallengeRow(row: { id: number }, table: 'challenge' | 'user_challenge' | 'user_history'): boolean {
  if (table === 'challenge') return row.id === LARGE_CHALLENGE.id
  return row.id >= (table === 'user_challenge' ? FIRST_PLACE_ID : FIRST_HISTORY_ID) && row.id < (table === 'user_challenge' ? FIRST_PLACE_ID : FIRST_HISTORY_ID) + 1_000_000
}

export function largeChallenge(now: number): ChallengeRow {
  const today = localDate(now, 'UTC')
  return {
    id: LARGE_CHALLENGE.id,
    title: 'The big move-a-thon',
    description: 'Five hundred members, one month, forty moves each.',
    kind: 'count',
    goal: 40,
    start_date: addDays(today, -DAYS_BEFORE),
    end_date: addDays(today, DAYS_AFTER),
    body_area: null,
    move_ids: [],
    creator_id: CREATOR_ID,
    group_id: null,
    created_at: new Date(now - (DAYS_BEFORE + 2) * DAY_MS).toISOString(),
  }
}

export function largeChallengePlaces(memberIds: readonly number[], now: number): UserChallengeRow[] {
  const joinedAt = (index: number) => new Date(now - (DAYS_BEFORE + 1) * DAY_MS + index * 60_000).toISOString()
  return [CREATOR_ID, ...memberIds].map((userId, index) => ({
    id: FIRST_PLACE_ID + index,
    challenge_id: LARGE_CHALLENGE.id,
    user_id: userId,
    status: 'joined',
    invited_by: userId === CREATOR_ID ? null : CREATOR_ID,
    invited_at: userId === CREATOR_ID ? null : joinedAt(index),
    joined_at: joinedAt(index),
    declined_at: null,
    created_at: joinedAt(index),
  }))
}

/**
 * Viewings of the generated participants, each in the zone of its member: some members keen
 * (most viewings go to a few), one in twenty synced too late to count, one in five unfinished.
 */
export function largeChallengeHistory(memberIds: readonly number[], moveIds: readonly number[], now: number): UserHistoryRow[] {
  const next = random(78)
  const started = now - DAYS_BEFORE * DAY_MS
  return Array.from({ length: LARGE_CHALLENGE.history }, (_, index) => {
    // Squaring favours the first members, so scores spread from 0 to well past the goal.
    const member = memberIds[Math.floor(next() ** 2 * memberIds.length)]!
    const watched = started + Math.floor(next() * (now - started - HOUR_MS))
    const late = next() < 0.05
    const completed = next() > 0.2
    return {
      id: FIRST_HISTORY_ID + index,
      user_id: member,
      move_id: moveIds[Math.floor(next() * moveIds.length)]!,
      seconds_watched: completed ? 30 + Math.floor(next() * 60) : 5 + Math.floor(next() * 20),
      completed,
      watched_at: new Date(watched).toISOString(),
      time_zone: ZONES[member % ZONES.length]!,
      received_at: new Date(Math.min(now, watched + (late ? 60 * HOUR_MS : 0))).toISOString(),
    }
  })
}

export function removeLargeChallenge(target: Db): void {
  target.user_history.deleteMany((q) => q.where((row) => isLargeChallengeRow(row, 'user_history')))
  target.user_challenge.deleteMany((q) => q.where((row) => row.challenge_id === LARGE_CHALLENGE.id || isLargeChallengeRow(row, 'user_challenge')))
  target.challenge.deleteMany((q) => q.where((row) => row.id === LARGE_CHALLENGE.id))
}

/** Writes the challenge, its places and its history; call after the generated members exist. */
export async function loadLargeChallenge(target: Db, memberIds: readonly number[], moveIds: readonly number[], now: number): Promise<void> {
  removeLargeChallenge(target)
  const members = memberIds.slice(0, LARGE_CHALLENGE.participants - 1)
  await target.challenge.create(largeChallenge(now))
  for (const row of largeChallengePlaces(members, now)) await target.user_challenge.create(row)
  if (moveIds.length > 0) for (const row of largeChallengeHistory(members, moveIds, now)) await target.user_history.create(row)
}
