import type { BodyArea, Difficulty, Equipment } from '@/api/moves/moveTypes'

/** Buckets rather than a slider: members think "a quick one" or "a long hold", not in seconds. */
export const DURATION_BUCKETS = [
  { id: 'under-30', label: 'Under 30 s', min: 0, max: 29 },
  { id: '30-60', label: '30–60 s', min: 30, max: 60 },
  { id: 'over-60', label: 'Over 60 s', min: 61, max: Number.POSITIVE_INFINITY },
] as const

export type DurationBucket = (typeof DURATION_BUCKETS)[number]['id']

/** What the member asked for. Within one kind any value may match; across kinds all must. */
export interface MoveFilters {
  text: string
  areas: readonly BodyArea[]
  equipment: readonly Equipment[]
  difficulties: readonly Difficulty[]
  durations: readonly DurationBucket[]
}

export const NO_FILTERS: MoveFilters = { text: '', areas: [], equipment: [], difficulties: [], durations: [] }

export function hasActiveFilters(filters: MoveFilters): boolean {
  return (
    filters.text.trim() !== '' ||
    filters.areas.length > 0 ||
    filters.equipment.length > 0 ||
    filters.difficulties.length > 0 ||
    filters.durations.length > 0
  )
}

export function durationBucketOf(seconds: number): DurationBucket {
  const bucket = DURATION_BUCKETS.find((b) => seconds >= b.min && seconds <= b.max)
  return bucket?.id ?? 'over-60'
}
