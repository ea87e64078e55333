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

const ms = (instant: string | number) => (typeof instant === 'number' ? instant : Date.parse(instant))

/** A calendar date (YYYY-MM-DD) as a UTC midnight, so formatting it in UTC never shifts the day. */
const utcMidnight = (date: string) => Date.parse(`${date}T00:00:00Z`)

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
  return format('UTC', { weekday: 'long', day: 'numeric', month: 'long' }).format(utcMidnight(date)).replace(',', '')
}

/** "Tue 1 Dec" for a calendar date (YYYY-MM-DD), where room is short. */
export function dateShortText(date: string): string {
  return format('UTC', { weekday: 'short', day: 'numeric', month: 'short' }).format(utcMidnight(date)).replace(',', '')
}

/** "Tuesday 1 December 2026": the instant's local date in `zone`. */
export function longDayText(instant: string | number, zone: string): string {
  const date = localDateOf(instant, zone)
  return format('UTC', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(utcMidnight(date)).replace(',', '')
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
  return format('UTC', { month: 'long', year: 'numeric' }).format(utcMidnight(`${month}-01`))
}

/** "December" for a month (YYYY-MM). */
export function monthNameText(month: string): string {
  return format('UTC', { month: 'long' }).format(utcMidnight(`${month}-01`))
}

/** Weekday names from Monday: short ("Mon") and long ("Monday"), for a calendar's column heads. */
export function weekdayNames(weekStartsOn: 1 | 7 = 1): Array<{ short: string; long: string }> {
  // 2026-01-05 was a Monday.
  const monday = utcMidnight('2026-01-05')
  const offset = weekStartsOn === 1 ? 0 : -1
  return Array.from({ length: 7 }, (_, index) => {
    const day = monday + (index + offset) * 86_400_000
    return { short: format('UTC', { weekday: 'short' }).format(day), long: format('UTC', { weekday: 'long' }).format(day) }
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

/**
 * The coach's own clock beside the member's, when it shows a different time: "14:00 New York time",
 * with the day when it differs ("Wed 01:00 Sydney time"). Null when both clocks read the same.
 */
export function otherZoneTimeText(start: string, memberZone: string, otherZone: string): string | null {
  if (sameClock(start, memberZone, otherZone)) return null
  const there = clockText(start, otherZone)
  const sameDay = localDateOf(start, otherZone) === localDateOf(start, memberZone)
  const day = sameDay ? '' : `${format(otherZone, { weekday: 'short' }).format(ms(start))} `
  return `${day}${there} ${zoneCity(otherZone)} time`
}

/** The same for a whole session: "14:00–14:45 New York time", or null when both clocks read the same. */
export function otherZoneRangeText(start: string, end: string, memberZone: string, otherZone: string): string | null {
  const startText = otherZoneTimeText(start, memberZone, otherZone)
  if (startText === null) return null
  return startText.replace(clockText(start, otherZone), clockRangeText(start, end, otherZone))
}
