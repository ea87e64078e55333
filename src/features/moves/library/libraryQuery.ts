import { BODY_AREAS, DIFFICULTIES, EQUIPMENT } from '@/api/moves/moveTypes'
import { DURATION_BUCKETS, type MoveFilters } from './moveFilters'

/** The search parameters a filtered library lives in, so a link or a reload shows the same list. */
export const QUERY_KEYS = {
  text: 'q',
  areas: 'area',
  equipment: 'equipment',
  difficulties: 'difficulty',
  durations: 'duration',
} as const satisfies Record<keyof MoveFilters, string>

type ListKey = Exclude<keyof MoveFilters, 'text'>

/** URL values are slugs ("upper-body", "pull-up-bar") so shared links stay readable. */
export const toSlug = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')

const OPTIONS: { [K in ListKey]: readonly MoveFilters[K][number][] } = {
  areas: BODY_AREAS,
  equipment: EQUIPMENT,
  difficulties: DIFFICULTIES,
  durations: DURATION_BUCKETS.map((bucket) => bucket.id),
}

const LIST_KEYS = Object.keys(OPTIONS) as ListKey[]

/**
 * Both `area=core&area=cardio` and `area=core,cardio` are read (people edit links by hand);
 * unknown values are dropped rather than failing, and the result keeps the options' order.
 */
function parseList<K extends ListKey>(params: URLSearchParams, key: K): MoveFilters[K] {
  const wanted = new Set(
    params
      .getAll(QUERY_KEYS[key])
      .flatMap((value) => value.split(','))
      .map(toSlug),
  )
  return OPTIONS[key].filter((option) => wanted.has(toSlug(option))) as unknown as MoveFilters[K]
}

export function parseLibraryQuery(params: URLSearchParams): MoveFilters {
  return {
    text: params.get(QUERY_KEYS.text) ?? '',
    areas: parseList(params, 'areas'),
    equipment: parseList(params, 'equipment'),
    difficulties: parseList(params, 'difficulties'),
    durations: parseList(params, 'durations'),
  }
}

/**
 * Writes `filters` over `current`, leaving parameters that are not the library's alone. Values are
 * written in the options' order, so the same filters always give the same URL.
 */
export function serializeLibraryQuery(filters: MoveFilters, current: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(current)
  for (const key of Object.values(QUERY_KEYS)) next.delete(key)
  if (filters.text.trim() !== '') next.set(QUERY_KEYS.text, filters.text)
  for (const key of LIST_KEYS) {
    const selected = new Set<string>(filters[key])
    for (const option of OPTIONS[key]) if (selected.has(option)) next.append(QUERY_KEYS[key], toSlug(option))
  }
  return next
}

/** "Clear filters": the library's parameters go, anything else in the URL stays. */
export function clearLibraryQuery(current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current)
  for (const key of Object.values(QUERY_KEYS)) next.delete(key)
  return next
}
