import { clockRangeText, clockText, dateWords, localDateOf, sameClock, zoneCity } from './sessionTime'

/*
 * The coach's own clock beside the member's, on the calendar and a booking's page. Apart from
 * sessionTime so the pages that never show it (booking a session, reviews) do not load it.
 */

/**
 * "14:00 New York time" when the coach's clock shows a different time, with the day when it
 * differs ("Wed 01:00 Sydney time"). Null when both clocks read the same.
 */
export function otherZoneTimeText(start: string, memberZone: string, otherZone: string): string | null {
  if (sameClock(start, memberZone, otherZone)) return null
  const date = localDateOf(start, otherZone)
  const day = date === localDateOf(start, memberZone) ? '' : `${dateWords(date, { weekday: 'short' })} `
  return `${day}${clockText(start, otherZone)} ${zoneCity(otherZone)} time`
}

/** The same for a whole session: "14:00–14:45 New York time", or null when both clocks read the same. */
export function otherZoneRangeText(start: string, end: string, memberZone: string, otherZone: string): string | null {
  const startText = otherZoneTimeText(start, memberZone, otherZone)
  if (startText === null) return null
  return startText.replace(clockText(start, otherZone), clockRangeText(start, end, otherZone))
}
