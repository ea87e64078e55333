import { dayNumber, type PlainDate } from './plainDates'

/**
 * When a calendar date begins and ends somewhere on Earth. Civil time runs from UTC−12 (Baker
 * Island) to UTC+14 (Kiritimati), so a date is "today" somewhere for 50 hours: it begins first at
 * UTC+14 and ends last at UTC−12. Anything that must hold for every member's own local day (a
 * challenge opening and closing) uses these bounds.
 */

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS
export const EARLIEST_UTC_OFFSET_HOURS = 14
export const LATEST_UTC_OFFSET_HOURS = -12

/** The instant (epoch ms) the date's 00:00 arrives in the earliest zone. */
export function firstMomentAnywhere(date: PlainDate): number {
  return dayNumber(date) * DAY_MS - EARLIEST_UTC_OFFSET_HOURS * HOUR_MS
}

/** The instant (epoch ms) the date's 24:00 arrives in the latest zone: the date is over everywhere. */
export function endEverywhere(date: PlainDate): number {
  return (dayNumber(date) + 1) * DAY_MS - LATEST_UTC_OFFSET_HOURS * HOUR_MS
}
