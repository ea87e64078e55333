/**
 * How booking times read: "Thursday 3 December", "09:00", "December 2026". Written with Intl and an
 * explicit zone, so the words never depend on the machine's own zone; British English throughout,
 * as the coaches' hours are written, with a 24-hour clock that cannot be misread across zones.
 */

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let made = formatters.get(key)
  if (!made) {
    made = new Intl.DateTimeFormat('en-GB', options)
    formatters.set(key, made)
  }
  return made
}

/** A calendar date (YYYY-MM-DD) at noon UTC: its weekday and name, whatever the machine's zone. */
function plainDateInstant(date: string): Date {
  return new Date(`${date}T12:00:00Z`)
}

/** "Thursday 3 December" for a calendar date. */
export function dayLabel(date: string): string {
  return formatter('day', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(plainDateInstant(date))
}

/** "Thu 3 Dec" for a calendar date, where room is short. */
export function shortDayLabel(date: string): string {
  return formatter('short-day', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(plainDateInstant(date))
}

/** "December 2026" for a month (YYYY-MM). */
export function monthLabel(month: string): string {
  return formatter('month', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(plainDateInstant(`${month}-15`))
}

/** "December" for a month (YYYY-MM). */
export function monthName(month: string): string {
  return formatter('month-name', { month: 'long', timeZone: 'UTC' }).format(plainDateInstant(`${month}-15`))
}

/** The clock time ("09:00") an instant shows in a zone. */
export function clockTime(instant: string | number, zone: string): string {
  const parts = formatter(`time:${zone}`, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone }).formatToParts(new Date(instant))
  const part = (type: 'hour' | 'minute') => parts.find((candidate) => candidate.type === type)?.value ?? ''
  return `${part('hour')}:${part('minute')}`
}

/** The calendar date (YYYY-MM-DD) of an instant in a zone. */
export function dateIn(instant: string | number, zone: string): string {
  const parts = formatter(`date:${zone}`, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: zone }).formatToParts(new Date(instant))
  const part = (type: 'year' | 'month' | 'day') => parts.find((candidate) => candidate.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

/** "Thursday 3 December, 09:00": an instant as a wall clock in `zone` shows it. */
export function dateTimeLabel(instant: string | number, zone: string): string {
  return `${dayLabel(dateIn(instant, zone))}, ${clockTime(instant, zone)}`
}

/** "09:00–09:45" in a zone. */
export function timeRange(start: string, end: string, zone: string): string {
  return `${clockTime(start, zone)}–${clockTime(end, zone)}`
}

/** The place a zone is named after, for people: "Europe/London" → "London", "America/New_York" → "New York". */
export function zonePlace(zone: string): string {
  const last = zone.split('/').pop() ?? zone
  return last.replaceAll('_', ' ')
}

/** Whether two zones show the same clock at the instant (then the second time is not worth showing). */
export function sameClock(instant: string | number, zone: string, other: string): boolean {
  return clockTime(instant, zone) === clockTime(instant, other) && dateIn(instant, zone) === dateIn(instant, other)
}
