/**
 * IANA time zones, checked and read with Intl alone: the instant-to-local-date step needs no
 * calendar library, since Intl applies the zone's real offset (daylight saving included) at that
 * instant.
 */

/** Longest zone name accepted: the longest IANA name is about 30 characters. */
export const TIME_ZONE_MAX_LENGTH = 64

export const DEFAULT_TIME_ZONE = 'UTC'

const formatters = new Map<string, Intl.DateTimeFormat>()

/** One formatter per zone: building one is far slower than using it, and a leaderboard asks thousands of times. */
function dateFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', calendar: 'gregory', numberingSystem: 'latn' })
    formatters.set(zone, formatter)
  }
  return formatter
}

/**
 * Names the IANA database renamed long ago that ICU (and so Intl in Chrome and Node) still gives
 * as canonical. A member in Kolkata should read "Asia/Kolkata", and a zone should not be spelt two
 * ways in one database; every engine accepts both names as input.
 */
const CURRENT_NAMES: Readonly<Record<string, string>> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Rangoon': 'Asia/Yangon',
  'Europe/Kiev': 'Europe/Kyiv',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'America/Godthab': 'America/Nuuk',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Africa/Asmera': 'Africa/Asmara',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Louisville': 'America/Kentucky/Louisville',
}

/**
 * The zone's canonical name when Intl knows it ('utc' → 'UTC', 'asia/calcutta' → 'Asia/Kolkata':
 * the engine's canonical form, with the current name where ICU keeps an old one), or null for
 * anything else: not a string, empty, too long, or unknown.
 */
export function canonicalTimeZone(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const zone = value.trim()
  if (zone === '' || zone.length > TIME_ZONE_MAX_LENGTH) return null
  try {
    const resolved = dateFormatter(zone).resolvedOptions().timeZone
    return CURRENT_NAMES[resolved] ?? resolved
  } catch {
    return null
  }
}

export function isTimeZone(value: unknown): value is string {
  return canonicalTimeZone(value) !== null
}

/** The calendar date ('YYYY-MM-DD') of an instant in a zone. Throws RangeError for an unknown zone. */
export function localDate(instant: Date | number | string, zone: string): string {
  const time = instant instanceof Date ? instant.getTime() : typeof instant === 'number' ? instant : Date.parse(instant)
  if (Number.isNaN(time)) throw new RangeError(`Not an instant: ${String(instant)}`)
  const parts = dateFormatter(zone).formatToParts(time)
  const part = (type: 'year' | 'month' | 'day') => parts.find((candidate) => candidate.type === type)?.value ?? ''
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`
}
