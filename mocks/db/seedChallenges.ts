import { addDays, type PlainDate } from '@/lib/time/plainDates'
import { localDate } from '@/lib/time/timeZones'
import type { ChallengeRow, UserChallengeRow } from './challengeSchemas'
import type { Db } from './collections'
import type { UserHistoryRow } from './schemas'
import { SEED_MOVE_IDS } from './seedMoves'
import { recentDate } from './seedTime'

/*
 * The demo challenges (issue 20), dated from the moment of the reset like the watch history, so
 * one is always running, one finished and one coming. Members are seed.ts's: 1 Maya, 3 Jordan,
 * 5 Tom, 8 Sofia, 9 Daniel, 10 Hannah (privacy "nobody"). Progress is never stored: the history
 * rows below (each with the member's own time zone) are what the leaderboards count, with Maya's
 * own seeded viewings (seedMoves.ts, UTC).
 * - 1 "Ten moves in two weeks" (count 10, running, Morning Movers): Jordan 10 (completed), Maya 8,
 *   Sofia 5, Daniel 3 (one more reached the server 50 hours late and does not count); Tom is
 *   invited and has not answered.
 * - 2 "Plank every day" (streak 5, running, Core Crew, Jordan's): Jordan 3 days, Tom 2; Maya's
 *   invitation waits for her answer.
 * - 3 "Five moves in a week" (count 5, finished, Sofia's): Hannah 7 (shown by first name only),
 *   then Maya and Sofia on 6 each, Maya first because she got there first, then Daniel 3.
 * - 4 "An hour of mobility" (minutes 60, starts in three days, Sofia's): Sofia and Maya joined,
 *   Daniel invited.
 */

export const SEED_CHALLENGE_IDS = { running: 1, invitation: 2, finished: 3, upcoming: 4 } as const

/** A viewing in the seed: [days ago, hour (UTC), move id, seconds watched, completed?, hours late]. */
type SeedViewing = readonly [number, number, number, number, boolean?, number?]

const { bodyweightSquat, pushUp, walkingLunge, plank, gluteBridge, mountainClimber, kettlebellSwing, gobletSquat, jumpSquat } = SEED_MOVE_IDS

const VIEWINGS: ReadonlyArray<{ user_id: number; time_zone: string; rows: readonly SeedViewing[] }> = [
  {
    user_id: 3, // Jordan, in New York, and on a trip to Los Angeles for the plank days
    time_zone: 'America/New_York',
    rows: [[6, 14, pushUp, 45], [5, 13, plank, 30], [5, 21, gluteBridge, 40], [4, 15, bodyweightSquat, 35], [1, 13, walkingLunge, 40], [1, 16, mountainClimber, 30]],
  },
  { user_id: 3, time_zone: 'America/Los_Angeles', rows: [[3, 20, plank, 60], [3, 22, plank, 60], [1, 21, plank, 60]] },
  {
    user_id: 8, // Sofia, in Madrid
    time_zone: 'Europe/Madrid',
    rows: [
      [5, 8, gobletSquat, 40], [4, 9, kettlebellSwing, 35], [3, 18, pushUp, 30], [2, 7, plank, 60], [1, 19, gluteBridge, 45],
      [12, 9, bodyweightSquat, 30], [11, 9, pushUp, 30], [10, 10, plank, 40], [9, 8, walkingLunge, 40], [8, 19, gluteBridge, 30], [7, 21, plank, 45],
    ],
  },
  {
    user_id: 9, // Daniel, in Lagos: one viewing synced 50 hours late, one left unfinished
    time_zone: 'Africa/Lagos',
    rows: [[4, 11, jumpSquat, 30], [2, 12, pushUp, 30], [1, 6, plank, 40], [3, 10, gobletSquat, 30, true, 50], [2, 18, kettlebellSwing, 8, false], [12, 11, plank, 30], [10, 12, pushUp, 30], [8, 13, bodyweightSquat, 30]],
  },
  { user_id: 5, time_zone: 'Europe/Berlin', rows: [[2, 17, plank, 60], [1, 18, plank, 45]] }, // Tom
  {
    user_id: 10, // Hannah, in Seoul
    time_zone: 'Asia/Seoul',
    rows: [[13, 1, plank, 30], [12, 2, pushUp, 30], [11, 3, bodyweightSquat, 30], [10, 1, gluteBridge, 30], [9, 2, plank, 30], [8, 3, walkingLunge, 30], [7, 4, pushUp, 30]],
  },
]

const FIRST_HISTORY_ID = 101
const HOUR_MS = 3_600_000

export function seedChallengeHistory(now: number): UserHistoryRow[] {
  let id = FIRST_HISTORY_ID
  return VIEWINGS.flatMap(({ user_id, time_zone, rows }) =>
    rows.map(([daysAgo, hour, moveId, seconds, completed = true, hoursLate = 0]) => {
      const watched = recentDate(now, daysAgo, hour)
      return {
        id: id++,
        user_id,
        move_id: moveId,
        seconds_watched: seconds,
        completed,
        watched_at: watched,
        time_zone,
        received_at: new Date(Date.parse(watched) + hoursLate * HOUR_MS).toISOString(),
      }
    }),
  )
}

export function seedChallengeRows(now: number): ChallengeRow[] {
  const today: PlainDate = localDate(now, 'UTC')
  const day = (offset: number) => addDays(today, offset)
  const created = (daysAgo: number) => recentDate(now, daysAgo, 9)
  const base = { body_area: null, move_ids: [], group_id: null }
  return [
    {
      ...base,
      id: SEED_CHALLENGE_IDS.running,
      title: 'Ten moves in two weeks',
      description: 'Any ten moves, watched to the end, before the weekend after next.',
      kind: 'count',
      goal: 10,
      start_date: day(-6),
      end_date: day(7),
      creator_id: 1,
      group_id: 1,
      created_at: created(8),
    },
    {
      ...base,
      id: SEED_CHALLENGE_IDS.invitation,
      title: 'Plank every day',
      description: 'One move a day, five days in a row. Planks encouraged.',
      kind: 'streak',
      goal: 5,
      start_date: day(-3),
      end_date: day(3),
      creator_id: 3,
      group_id: 2,
      created_at: created(5),
    },
    {
      ...base,
      id: SEED_CHALLENGE_IDS.finished,
      title: 'Five moves in a week',
      description: 'Our warm-up week.',
      kind: 'count',
      goal: 5,
      start_date: day(-13),
      end_date: day(-7),
      creator_id: 8,
      created_at: created(15),
    },
    {
      ...base,
      id: SEED_CHALLENGE_IDS.upcoming,
      title: 'An hour of mobility',
      description: 'Sixty minutes of moves over two weeks: stretch it out.',
      kind: 'minutes',
      goal: 60,
      start_date: day(3),
      end_date: day(16),
      creator_id: 8,
      created_at: created(1),
    },
  ]
}

export function seedChallengePlaces(now: number): UserChallengeRow[] {
  const at = (daysAgo: number, hour = 10) => recentDate(now, daysAgo, hour)
  const joined = (challenge_id: number, user_id: number, invited_by: number | null, daysAgo: number) => ({
    challenge_id,
    user_id,
    status: 'joined' as const,
    invited_by,
    invited_at: invited_by === null ? null : at(daysAgo, 8),
    joined_at: at(daysAgo),
    declined_at: null,
    created_at: at(daysAgo, 8),
  })
  const invited = (challenge_id: number, user_id: number, invited_by: number, daysAgo: number) => ({
    challenge_id,
    user_id,
    status: 'invited' as const,
    invited_by,
    invited_at: at(daysAgo, 8),
    joined_at: null,
    declined_at: null,
    created_at: at(daysAgo, 8),
  })
  const { running, invitation, finished, upcoming } = SEED_CHALLENGE_IDS
  const places = [
    joined(running, 1, null, 8),
    joined(running, 3, null, 7),
    joined(running, 8, 1, 7),
    joined(running, 9, null, 6),
    invited(running, 5, 1, 7),
    joined(invitation, 3, null, 5),
    joined(invitation, 5, 3, 4),
    invited(invitation, 1, 3, 4),
    joined(finished, 8, null, 15),
    joined(finished, 1, 8, 14),
    joined(finished, 9, 8, 14),
    joined(finished, 10, 9, 14),
    joined(upcoming, 8, null, 1),
    joined(upcoming, 1, 8, 1),
    invited(upcoming, 9, 8, 1),
  ]
  return places.map((place, index) => ({ id: index + 1, ...place }))
}

/** Writes the demo challenges, their places and the history behind their scores. */
export async function seedChallenges(target: Db, now: number): Promise<void> {
  for (const row of seedChallengeHistory(now)) await target.user_history.create(row)
  for (const row of seedChallengeRows(now)) await target.challenge.create(row)
  for (const row of seedChallengePlaces(now)) await target.user_challenge.create(row)
}
