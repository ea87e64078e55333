/**
 * Calendar dates without a time or a zone ('YYYY-MM-DD'), as a challenge's start and end are kept,
 * and calendar months ('YYYY-MM'), as a month view pages through them. Arithmetic runs on day
 * numbers (days since 1970-01-01 in the proleptic Gregorian calendar), so no zone, daylight saving
 * or leap second can shift a day. No calendar library either: a page that only lays out a month
 * loads none.
 */

export type PlainDate = string

/** YYYY-MM */
export type PlainMonth = string

const DAY_MS = 86_400_000
const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const PLAIN_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/

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

/** Whether the text is a real calendar month written YYYY-MM (2026-13 is not). */
export function isPlainMonth(value: unknown): value is PlainMonth {
  return typeof value === 'string' && PLAIN_MONTH.test(value)
}

function requirePlainMonth(value: PlainMonth): void {
  if (!isPlainMonth(value)) throw new RangeError(`Not a month (YYYY-MM): ${value}`)
}

/** YYYY-MM, n months later (earlier when negative). */
export function addMonths(month: PlainMonth, n: number): PlainMonth {
  requirePlainMonth(month)
  const index = Number(month.slice(0, 4)) * 12 + (Number(month.slice(5, 7)) - 1) + n
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`
}

/** ISO weekday of a calendar date: 1 Monday … 7 Sunday. */
export function weekdayOf(date: PlainDate): number {
  // Day 0 (1970-01-01) was a Thursday.
  return ((((dayNumber(date) + 3) % 7) + 7) % 7) + 1
}

/** Every date of the month, in order. */
export function daysInMonth(month: PlainMonth): PlainDate[] {
  const first = dayNumber(`${month}-01`)
  const next = dayNumber(`${addMonths(month, 1)}-01`)
  return Array.from({ length: next - first }, (_, index) => fromDayNumber(first + index))
}

/**
 * The weeks (rows of 7 dates) a month view shows: whole weeks from the one holding the 1st to
 * the one holding the last day, so leading and trailing days of the neighbouring months fill
 * the first and last rows. Weeks start on Monday (1) or Sunday (7).
 */
export function monthGrid(month: PlainMonth, weekStartsOn: 1 | 7 = 1): PlainDate[][] {
  const days = daysInMonth(month)
  const first = dayNumber(days[0] as PlainDate)
  const last = dayNumber(days[days.length - 1] as PlainDate)
  const start = first - ((weekdayOf(fromDayNumber(first)) - weekStartsOn + 7) % 7)
  const end = last + ((weekStartsOn + 6 - weekdayOf(fromDayNumber(last)) + 7) % 7)
  const weeks: PlainDate[][] = []
  for (let day = start; day <= end; day += 7) {
    weeks.push(Array.from({ length: 7 }, (_, index) => fromDayNumber(day + index)))
  }
  return weeks
}
