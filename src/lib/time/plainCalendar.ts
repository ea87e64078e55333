import { dayNumber, fromDayNumber, type PlainDate } from './plainDates'

/**
 * Calendar months ('YYYY-MM'), weekdays and the weeks a month view shows, on plain dates: day
 * numbers, no zone and no calendar library, so a page that lays out a month draws it at once
 * without Temporal. Kept apart from plainDates so the pages that only count days load none of it.
 */

/** YYYY-MM */
export type PlainMonth = string

const PLAIN_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/

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
