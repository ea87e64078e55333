import { atom } from 'jotai'
import { canonicalTimeZone, DEFAULT_TIME_ZONE } from './timeZones'

/**
 * The zone the member's calendar is shown in: the device's zone unless they chose another in
 * Settings. Kept on the device (a member travelling keeps their choice), sent with every
 * scheduling call, and stored on each booking as the zone it was made in.
 */

export const CALENDAR_TIME_ZONE_KEY = 'movetime.calendarTimeZone'

export function deviceTimeZone(): string {
  return canonicalTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone) ?? DEFAULT_TIME_ZONE
}

function readChosenZone(): string | null {
  try {
    return canonicalTimeZone(globalThis.localStorage?.getItem(CALENDAR_TIME_ZONE_KEY))
  } catch {
    return null
  }
}

const chosenZoneAtom = atom<string | null>(readChosenZone())

/** The zone in use: the member's choice, or the device's. */
export const calendarTimeZoneAtom = atom(
  (get) => get(chosenZoneAtom) ?? deviceTimeZone(),
  /** A zone to keep, or null to follow the device again. Unknown zones are refused (returns false). */
  (_get, set, zone: string | null): boolean => {
    const canonical = zone === null ? null : canonicalTimeZone(zone)
    if (zone !== null && canonical === null) return false
    try {
      if (canonical === null) globalThis.localStorage?.removeItem(CALENDAR_TIME_ZONE_KEY)
      else globalThis.localStorage?.setItem(CALENDAR_TIME_ZONE_KEY, canonical)
    } catch {
      // Private browsing without storage: the choice holds for this visit only.
    }
    set(chosenZoneAtom, canonical)
    return true
  },
)

/** Whether the member chose a zone (false: following the device). */
export const calendarZoneChosenAtom = atom((get) => get(chosenZoneAtom) !== null)
