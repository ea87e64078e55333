/**
 * Calendar dates without a time or a zone ('YYYY-MM-DD'), as a challenge's start and end are kept.
 * Arithmetic runs on day numbers (days since 1970-01-01 in the proleptic Gregorian calendar), so
 * no zone, daylight saving or leap second can shift a day. Months, weekdays and month grids are in
 * plainCalendar.ts, so the pages that only count days (a challenge's) do not load them.
 */

export type PlainDate = string

const DAY_MS = 86_400_000
const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Whether the text is a real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isPlainDate(value: unknown): value is PlainDate {
  if (typeof value !== 'string') return false
  const match = PLAIN_DATE.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

function requirePlainDate(value: PlainDate): void {
  if (!isPlainDate(value)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${value}`)
}

export function dayNumber(date: PlainDate): number {
  requirePlainDate(date)
  return Date.parse(`${date}T00:00:00.000Z`) / DAY_MS
}

export function fromDayNumber(day: number): PlainDate {
  return new Date(day * DAY_MS).toISOString().slice(0, 10)
}

export function addDays(date: PlainDate, days: number): PlainDate {
  return fromDayNumber(dayNumber(date) + days)
}

/** Whole days from `from` to `to`: 1 from one day to the next, negative backwards. */
export function daysBetween(from: PlainDate, to: PlainDate): number {
  return dayNumber(to) - dayNumber(from)
}

/** Inclusive on both ends, as a challenge's dates are. */
export function isWithin(date: PlainDate, first: PlainDate, last: PlainDate): boolean {
  return date >= first && date <= last
}

/** The longest run of consecutive days among the dates (duplicates and order do not matter). */
export function longestRun(dates: Iterable<PlainDate>): number {
  const days = [...new Set([...dates].map(dayNumber))].sort((a, b) => a - b)
  let longest = 0
  let current = 0
  let previous = Number.NaN
  for (const day of days) {
    current = day === previous + 1 ? current + 1 : 1
    longest = Math.max(longest, current)
    previous = day
  }
  return longest
}
