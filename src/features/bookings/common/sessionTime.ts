import { localDate } from '@/lib/time/timeZones'

/**
 * A session's times in words, in a named zone, with Intl alone (instant → local clock needs no
 * calendar library). One English wording for the booking pages, 24-hour like the coaches' hours
 * ("09:00 London time"), whatever the machine's own zone or locale.
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
const SHORT_DAY: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' }

const ms = (instant: string | number) => (typeof instant === 'number' ? instant : Date.parse(instant))

/** "09:00" */
export function clockText(instant: string | number, zone: string): string {
  return format(zone, CLOCK).format(ms(instant))
}

/** "09:00–09:45" */
export function clockRangeText(start: string, end: string, zone: string): string {
  return `${clockText(start, zone)}–${clockText(end, zone)}`
}

/** "Tue 1 Dec" */
export function shortDayText(instant: string | number, zone: string): string {
  return format(zone, SHORT_DAY).format(ms(instant))
}

/** "Tuesday 1 December 2026" */
export function longDayText(instant: string | number, zone: string): string {
  return format(zone, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(ms(instant)).replace(',', '')
}

/** "Tue 1 Dec, 21:00" */
export function shortMomentText(instant: string | number, zone: string): string {
  return format(zone, { ...SHORT_DAY, ...CLOCK }).format(ms(instant))
}

/** The local calendar date (YYYY-MM-DD) of the instant in `zone`. */
export function localDateOf(instant: string | number, zone: string): string {
  return localDate(ms(instant), zone)
}

/** A calendar date (YYYY-MM-DD) as a UTC midnight, so formatting it in UTC never shifts the day. */
const utcMidnight = (date: string) => Date.parse(`${date}T00:00:00Z`)

/** "Tuesday 1 December" for a calendar date (YYYY-MM-DD). */
export function dateHeadingText(date: string): string {
  return format('UTC', { weekday: 'long', day: 'numeric', month: 'long' }).format(utcMidnight(date)).replace(',', '')
}

/** "Tuesday 1 December 2026" for a calendar date (YYYY-MM-DD). */
export function dateLongText(date: string): string {
  return format('UTC', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(utcMidnight(date)).replace(',', '')
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

/**
 * The coach's own clock beside the member's, when it shows a different time: "14:00 New York time",
 * with the day when it differs ("Wed 01:00 Sydney time"). Null when both clocks read the same.
 */
export function otherZoneTimeText(start: string, memberZone: string, otherZone: string): string | null {
  if (otherZone === memberZone) return null
  const there = clockText(start, otherZone)
  const sameDay = localDateOf(start, otherZone) === localDateOf(start, memberZone)
  if (sameDay && there === clockText(start, memberZone)) return null
  const day = sameDay ? '' : `${format(otherZone, { weekday: 'short' }).format(ms(start))} `
  return `${day}${there} ${zoneCity(otherZone)} time`
}

/** The same for a whole session: "14:00–14:45 New York time", or null when both clocks read the same. */
export function otherZoneRangeText(start: string, end: string, memberZone: string, otherZone: string): string | null {
  const startText = otherZoneTimeText(start, memberZone, otherZone)
  if (startText === null) return null
  return startText.replace(clockText(start, otherZone), clockRangeText(start, end, otherZone))
}
