import { localDate } from '@/lib/time/timeZones'

/**
 * A session's times and dates in words, in a named zone, with Intl alone (instant → local clock
 * needs no calendar library, so the booking pages load none for their words). One British English
 * wording for every booking page, 24-hour like the coaches' hours ("09:00 London time") so a time
 * cannot be misread across zones, whatever the machine's own zone or locale.
 */

const LOCALE = 'en-GB'

const formatters = new Map<string, Intl.DateTimeFormat>()

function format(zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${zone}|${JSON.stringify(options)}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALE, { ...options, timeZone: zone })
    formatters.set(key, formatter)
  }
  return formatter
}

const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
const DAY: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' }

const ms = (instant: string | number) => (typeof instant === 'number' ? instant : Date.parse(instant))

/** A calendar date (YYYY-MM-DD) in words: read at its UTC midnight, in UTC, so the day never shifts. */
export function dateWords(date: string, options: Intl.DateTimeFormatOptions): string {
  return format('UTC', options).format(Date.parse(`${date}T00:00:00Z`)).replace(',', '')
}

/** "09:00" */
export function clockText(instant: string | number, zone: string): string {
  return format(zone, CLOCK).format(ms(instant))
}

/** "09:00–09:45" */
export function clockRangeText(start: string, end: string, zone: string): string {
  return `${clockText(start, zone)}–${clockText(end, zone)}`
}

/** The local calendar date (YYYY-MM-DD) of the instant in `zone`. */
export function localDateOf(instant: string | number, zone: string): string {
  return localDate(ms(instant), zone)
}

/** "Tuesday 1 December" for a calendar date (YYYY-MM-DD). */
export function dateText(date: string): string {
  return dateWords(date, DAY)
}

/** "Tue 1 Dec" for a calendar date (YYYY-MM-DD), where room is short. */
export function dateShortText(date: string): string {
  return dateWords(date, { weekday: 'short', day: 'numeric', month: 'short' })
}

/** "Tuesday 1 December 2026": the instant's local date in `zone`. */
export function longDayText(instant: string | number, zone: string): string {
  return dateWords(localDateOf(instant, zone), { ...DAY, year: 'numeric' })
}

/** "Tuesday 1 December, 09:00": the instant as a wall clock in `zone` shows it. */
export function momentText(instant: string | number, zone: string): string {
  return `${dateText(localDateOf(instant, zone))}, ${clockText(instant, zone)}`
}

/** "Tue 1 Dec, 21:00": the same where room is short. */
export function shortMomentText(instant: string | number, zone: string): string {
  return `${dateShortText(localDateOf(instant, zone))}, ${clockText(instant, zone)}`
}

/** "December 2026" for a month (YYYY-MM). */
export function monthTitleText(month: string): string {
  return dateWords(`${month}-01`, { month: 'long', year: 'numeric' })
}

/** "December" for a month (YYYY-MM). */
export function monthNameText(month: string): string {
  return dateWords(`${month}-01`, { month: 'long' })
}

/** Weekday names from Monday, short ("Mon") and long ("Monday"), for a calendar's column heads. */
export function weekdayNames(): Array<{ short: string; long: string }> {
  // 2026-01-12 was a Monday.
  return Array.from({ length: 7 }, (_, index) => {
    const date = `2026-01-${12 + index}`
    return { short: dateWords(date, { weekday: 'short' }), long: dateWords(date, { weekday: 'long' }) }
  })
}

/** The place a zone is named after: "Europe/London" → "London", "America/Argentina/Buenos_Aires" → "Buenos Aires". */
export function zoneCity(zone: string): string {
  const last = zone.split('/').pop() ?? zone
  return last.replaceAll('_', ' ')
}

/** Whether two zones show the same date and clock at the instant (then the second is not worth showing). */
export function sameClock(instant: string | number, zone: string, other: string): boolean {
  return clockText(instant, zone) === clockText(instant, other) && localDateOf(instant, zone) === localDateOf(instant, other)
}
