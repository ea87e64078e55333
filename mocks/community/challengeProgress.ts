import { LATE_HISTORY_HOURS, type ChallengeKind } from '@/api/challenges/challengeTypes'
import type { BodyArea } from '@/api/moves/moveTypes'
import { dayNumber, isWithin, type PlainDate } from '@/lib/time/plainDates'
import { localDate } from '@/lib/time/timeZones'

/*
 * Challenge progress, computed from move history and nothing else: rows in, progress out, with no
 * database and no clock, so every rule can be tested on its own. The rules, as published on every
 * challenge page (challengeRules.ts):
 * - a viewing belongs to the local date it was watched on, in the time zone sent with it;
 * - it counts when that date is within the challenge's dates (inclusive) and it reached the server
 *   within LATE_HISTORY_HOURS of being watched (offline viewings synced later still count);
 * - count: viewings watched to the end (of the body area or moves asked for, if any);
 *   minutes: whole minutes of every viewing; streak: the longest run of consecutive local days
 *   with a viewing watched to the end;
 * - reached_at is when the score got to its value; ranks go by score, then who got there first.
 */

export interface ChallengeGoal {
  kind: ChallengeKind
  goal: number
  start_date: PlainDate
  end_date: PlainDate
  body_area: BodyArea | null
  move_ids: readonly number[]
}

/** One history row as progress reads it, with its move's body area (null when the move is gone). */
export interface Viewing {
  id: number
  move_id: number
  body_area: BodyArea | null
  seconds_watched: number
  completed: boolean
  watched_at: string
  time_zone: string
  /** When it reached the server; absent on rows from before that was kept (counted as on time). */
  received_at?: string | undefined
}

export interface Progress<V extends Viewing = Viewing> {
  score: number
  completed: boolean
  reached_at: string | null
  /** The latest viewing that counted (for "last activity"), null when none did. */
  last_counted: V | null
}

const HOUR_MS = 3_600_000
export const LATE_HISTORY_MS = LATE_HISTORY_HOURS * HOUR_MS

/** Whether the viewing reached the server in time to count: at most LATE_HISTORY_HOURS after it was watched. */
export function arrivedInTime(viewing: Pick<Viewing, 'watched_at' | 'received_at'>): boolean {
  if (viewing.received_at === undefined) return true
  return Date.parse(viewing.received_at) - Date.parse(viewing.watched_at) <= LATE_HISTORY_MS
}

/** The viewing's own local date: where the member was, not where the server or the viewer is. */
export function viewingDate(viewing: Pick<Viewing, 'watched_at' | 'time_zone'>): PlainDate {
  return localDate(viewing.watched_at, viewing.time_zone)
}

/** Whether the kind counts this viewing at all, before dates and arrival. */
function kindCounts(goal: ChallengeGoal, viewing: Viewing): boolean {
  switch (goal.kind) {
    case 'minutes':
      return true
    case 'streak':
      return viewing.completed
    case 'count':
      if (!viewing.completed) return false
      if (goal.body_area !== null && viewing.body_area !== goal.body_area) return false
      return goal.move_ids.length === 0 || goal.move_ids.includes(viewing.move_id)
  }
}

export function countsFor(goal: ChallengeGoal, viewing: Viewing): boolean {
  return kindCounts(goal, viewing) && arrivedInTime(viewing) && isWithin(viewingDate(viewing), goal.start_date, goal.end_date)
}

function chronological(a: Viewing, b: Viewing): number {
  return Date.parse(a.watched_at) - Date.parse(b.watched_at) || a.id - b.id
}

/** Score after each counted viewing, in the order watched: the score only ever grows. */
function scoresInOrder(kind: ChallengeKind, counted: readonly Viewing[]): number[] {
  switch (kind) {
    case 'count':
      return counted.map((_, index) => index + 1)
    case 'minutes': {
      let seconds = 0
      return counted.map((viewing) => {
        seconds += viewing.seconds_watched
        return Math.floor(seconds / 60)
      })
    }
    case 'streak': {
      // Each new day joins the runs on either side of it; a member who travels may add a day
      // before one already counted, so runs are looked up both ways rather than only extended.
      const days = new Set<number>()
      let longest = 0
      return counted.map((viewing) => {
        const day = dayNumber(viewingDate(viewing))
        if (!days.has(day)) {
          days.add(day)
          let first = day
          let last = day
          while (days.has(first - 1)) first -= 1
          while (days.has(last + 1)) last += 1
          longest = Math.max(longest, last - first + 1)
        }
        return longest
      })
    }
  }
}

/** One member's progress in one challenge, from that member's history rows (any order). */
export function progressOf<V extends Viewing>(goal: ChallengeGoal, viewings: readonly V[]): Progress<V> {
  const counted = viewings.filter((viewing) => countsFor(goal, viewing)).sort(chronological)
  const scores = scoresInOrder(goal.kind, counted)
  const score = scores.at(-1) ?? 0
  const reachedIndex = score > 0 ? scores.indexOf(score) : -1
  return {
    score,
    completed: score >= goal.goal,
    reached_at: reachedIndex >= 0 ? counted[reachedIndex]!.watched_at : null,
    last_counted: counted.at(-1) ?? null,
  }
}

export interface Standing {
  member_id: number
  score: number
  reached_at: string | null
}

/**
 * Leaderboard order: higher score first; on the same score, whoever reached it first; then the
 * lower member id, so the order never depends on the database's. Ranks are 1, 2, 3… with no
 * shared places, since the earlier arrival breaks every tie.
 */
export function rankStandings<S extends Standing>(standings: readonly S[]): Array<S & { rank: number }> {
  const reached = (standing: Standing) => (standing.reached_at === null ? Number.POSITIVE_INFINITY : Date.parse(standing.reached_at))
  return [...standings]
    .sort((a, b) => b.score - a.score || reached(a) - reached(b) || a.member_id - b.member_id)
    .map((standing, index) => ({ ...standing, rank: index + 1 }))
}
