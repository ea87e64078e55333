import { canonicalTimeZone } from '@/lib/time/timeZones'

/** Every zone this browser knows, for the list under the field (empty where Intl cannot list them). */
export function knownTimeZones(): readonly string[] {
  try {
    return Intl.supportedValuesOf('timeZone')
  } catch {
    return []
  }
}

/**
 * The zone a member means by what they typed: an IANA name in upper or lower case ('europe/paris'), or a
 * listed zone's place written with spaces ('New York' → America/New_York). Null when none fits.
 */
export function resolveTimeZone(typed: string, known: readonly string[] = knownTimeZones()): string | null {
  const text = typed.trim()
  if (!text) return null
  const direct = canonicalTimeZone(text) ?? canonicalTimeZone(text.replaceAll(' ', '_'))
  if (direct) return direct
  const wanted = text.toLowerCase().replaceAll('_', ' ')
  const listed = known.filter((zone) => (zone.split('/').pop() ?? '').replaceAll('_', ' ').toLowerCase() === wanted)
  // Some engines list a zone by an older name (Asia/Calcutta for Asia/Kolkata): ask for the place in each region too.
  const inRegions = REGIONS.map((region) => canonicalTimeZone(`${region}/${text.replaceAll(' ', '_')}`))
  const found = new Set([...listed, ...inRegions].filter((zone): zone is string => zone !== null))
  return found.size === 1 ? ([...found][0] as string) : null
}

const REGIONS = ['Africa', 'America', 'Antarctica', 'Asia', 'Atlantic', 'Australia', 'Europe', 'Indian', 'Pacific'] as const
