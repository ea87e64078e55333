import type { MoveSummary } from '@/api/moves/moveTypes'
import { durationBucketOf, type DurationBucket, type MoveFilters } from './moveFilters'
import { normalizeSearchText, searchWords } from './normalizeSearchText'

export interface IndexedMove {
  move: MoveSummary
  /** Normalised title, description, body area and equipment, joined once per library. */
  haystack: string
  /** Normalised title alone, to rank title matches first. */
  title: string
  duration: DurationBucket
}

export type MoveSearchIndex = readonly IndexedMove[]

/** "None" is stored as a value; members search for what it means. */
const equipmentWords = (equipment: MoveSummary['equipment']) => (equipment === 'None' ? 'no equipment bodyweight' : equipment)

/**
 * Built once per library load, not per keystroke: normalising 5,000 descriptions is the costly
 * part, and doing it up front leaves only substring checks while the member types.
 */
export function buildSearchIndex(moves: readonly MoveSummary[]): MoveSearchIndex {
  return moves.map((move) => ({
    move,
    haystack: normalizeSearchText(`${move.title} ${move.description} ${move.body_area} ${equipmentWords(move.equipment)}`),
    title: normalizeSearchText(move.title),
    duration: durationBucketOf(move.duration_seconds),
  }))
}

/** Empty selections pass everything; a Set keeps each check O(1) however many are ticked. */
function matcher<T>(selected: readonly T[]): (value: T) => boolean {
  if (selected.length === 0) return () => true
  const set = new Set(selected)
  return (value) => set.has(value)
}

/**
 * The moves matching every word of the text and every kind of filter. Moves whose title holds
 * every word come first (someone typing "bodyweight squat" wants that move, not every
 * description that mentions bodyweight); otherwise library order is kept.
 */
export function filterMoves(index: MoveSearchIndex, filters: MoveFilters): MoveSummary[] {
  const words = searchWords(filters.text)
  const areaOk = matcher(filters.areas)
  const equipmentOk = matcher(filters.equipment)
  const difficultyOk = matcher(filters.difficulties)
  const durationOk = matcher(filters.durations)
  const inTitle: MoveSummary[] = []
  const elsewhere: MoveSummary[] = []
  for (const entry of index) {
    const { move } = entry
    if (!areaOk(move.body_area) || !equipmentOk(move.equipment) || !difficultyOk(move.difficulty) || !durationOk(entry.duration)) continue
    if (!containsEvery(entry.haystack, words)) continue
    if (words.length > 0 && containsEvery(entry.title, words)) inTitle.push(move)
    else elsewhere.push(move)
  }
  return inTitle.length === 0 ? elsewhere : inTitle.concat(elsewhere)
}

// A plain loop: this runs 5,000 times per keystroke, and a closure per move shows up there.
function containsEvery(haystack: string, words: readonly string[]): boolean {
  for (const word of words) if (!haystack.includes(word)) return false
  return true
}
