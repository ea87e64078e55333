/** Every seeded date is an offset from this instant, so a reset always gives the same data. */
export const SEED_TIME = Date.parse('2025-01-06T09:00:00.000Z')

const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000

/** The seed instant moved by whole days and hours, as an ISO date-time. */
export const seedDate = (days: number, hours = 0) => new Date(SEED_TIME + days * DAY_MS + hours * HOUR_MS).toISOString()

/**
 * A time on a day before today, counted from `now` in whole UTC days (the mock's one time zone):
 * for seed rows that must stay recent, like the watch history behind the dashboard's streak.
 */
export function recentDate(now: number, daysAgo: number, hour: number): string {
  const today = new Date(now)
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - daysAgo, hour)).toISOString()
}
