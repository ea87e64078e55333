import type { MoveStats } from '@/api/moves/moveTypes'
import { db } from '@mocks/db/db'

/** The dashboard numbers of one member, from their watch history and favourites. */

const DAY_MS = 86_400_000

/** Calendar days in UTC, the mock's one time zone: "2025-01-14". */
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10)

/**
 * Consecutive days with at least one move watched, ending today or yesterday (a streak is not
 * broken before the day is over), counted back from `now`.
 */
export function streakDays(watchedAt: readonly string[], now: Date): number {
  const days = new Set(watchedAt.map((iso) => Date.parse(iso)).filter((time) => !Number.isNaN(time)).map(dayOf))
  let cursor = now.getTime()
  if (!days.has(dayOf(cursor))) cursor -= DAY_MS
  let streak = 0
  while (days.has(dayOf(cursor))) {
    streak += 1
    cursor -= DAY_MS
  }
  return streak
}

export function statsOf(userId: number, now: Date = new Date()): MoveStats {
  const history = db.user_history.findMany((q) => q.where({ user_id: userId }))
  const seconds = history.reduce((sum, row) => sum + row.seconds_watched, 0)
  return {
    moves_watched: new Set(history.map((row) => row.move_id)).size,
    minutes_watched: Math.floor(seconds / 60),
    streak_days: streakDays(
      history.map((row) => row.watched_at),
      now,
    ),
    favourites: db.favourite.findMany((q) => q.where({ user_id: userId })).length,
  }
}
