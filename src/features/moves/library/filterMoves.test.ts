// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { aMove } from '@/shared/moves/moveFixtures.testing'
import { buildSearchIndex, filterMoves } from './filterMoves'
import { NO_FILTERS, durationBucketOf, hasActiveFilters, type MoveFilters } from './moveFilters'

const moves = [
  aMove({ id: 1, title: 'Bodyweight Squat', body_area: 'Lower body', equipment: 'None', difficulty: 'beginner', duration_seconds: 45 }),
  aMove({ id: 2, title: 'Goblet Squat', description: 'Hold the bell at the chest.', body_area: 'Lower body', equipment: 'Kettlebell', difficulty: 'intermediate', duration_seconds: 60 }),
  aMove({ id: 3, title: 'Forearm Plank', description: 'Brace the core and hold.', body_area: 'Core', equipment: 'Mat', difficulty: 'intermediate', duration_seconds: 90 }),
  aMove({ id: 4, title: 'Dumbbell Row', description: 'Pull the elbow past the ribs.', body_area: 'Upper body', equipment: 'Dumbbells', difficulty: 'advanced', duration_seconds: 20 }),
  aMove({ id: 5, title: 'Pliés', description: 'Élégant: heels together, knees out.', body_area: 'Mobility', equipment: 'None', difficulty: 'beginner', duration_seconds: 30 }),
  aMove({ id: 6, title: 'Push-Up', description: 'Chest to a fist above the floor.', body_area: 'Upper body', equipment: 'None', difficulty: 'beginner', duration_seconds: 40 }),
]
const index = buildSearchIndex(moves)
const ids = (filters: Partial<MoveFilters>) => filterMoves(index, { ...NO_FILTERS, ...filters }).map((move) => move.id)

describe('filterMoves', () => {
  it('returns the whole library, in order, with no filters', () => {
    expect(ids({})).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('matches text case-insensitively in title and description', () => {
    expect(ids({ text: 'SQUAT' })).toEqual([1, 2])
    expect(ids({ text: 'bell' })).toEqual([4, 2]) // Dumbbell Row names it; Goblet Squat's description mentions it
  })

  it('needs every word to match, in any order and anywhere', () => {
    expect(ids({ text: 'squat goblet' })).toEqual([2])
    expect(ids({ text: 'plank core' })).toEqual([3])
    expect(ids({ text: 'squat plank' })).toEqual([])
  })

  it('ranks moves whose title holds every word before those that only mention them', () => {
    // "chest" is in Goblet Squat's and Push-Up's descriptions; only the rest of "chest push" names Push-Up.
    expect(ids({ text: 'chest' })).toEqual([2, 6])
    expect(ids({ text: 'push' })).toEqual([6])
    const described = buildSearchIndex([aMove({ id: 7, title: 'Wall Sit', description: 'A push-up alternative.' }), ...moves])
    expect(filterMoves(described, { ...NO_FILTERS, text: 'push up' }).map((move) => move.id)).toEqual([6, 7])
  })

  it('ignores accents, punctuation and extra spaces', () => {
    expect(ids({ text: 'plies' })).toEqual([5])
    expect(ids({ text: 'élégant' })).toEqual([5])
    expect(ids({ text: '  push up  ' })).toEqual([6])
    expect(ids({ text: 'push-up' })).toEqual([6])
  })

  it('searches body area and equipment, with "None" found as "no equipment"', () => {
    expect(ids({ text: 'upper body' })).toEqual([4, 6])
    expect(ids({ text: 'kettlebell' })).toEqual([2])
    expect(ids({ text: 'no equipment' })).toEqual([1, 5, 6])
  })

  it('ORs values within a kind', () => {
    expect(ids({ areas: ['Core', 'Mobility'] })).toEqual([3, 5])
    expect(ids({ difficulties: ['advanced', 'intermediate'] })).toEqual([2, 3, 4])
  })

  it('filters by equipment, None included', () => {
    expect(ids({ equipment: ['None'] })).toEqual([1, 5, 6])
    expect(ids({ equipment: ['None', 'Mat'] })).toEqual([1, 3, 5, 6])
  })

  it('filters by duration bucket', () => {
    expect(ids({ durations: ['under-30'] })).toEqual([4])
    expect(ids({ durations: ['30-60'] })).toEqual([1, 2, 5, 6])
    expect(ids({ durations: ['over-60'] })).toEqual([3])
    expect(ids({ durations: ['under-30', 'over-60'] })).toEqual([3, 4])
  })

  it('ANDs across kinds and with the text', () => {
    expect(ids({ areas: ['Lower body'], equipment: ['None'] })).toEqual([1])
    expect(ids({ text: 'squat', difficulties: ['intermediate'] })).toEqual([2])
    expect(ids({ areas: ['Upper body'], equipment: ['None'], durations: ['under-30'] })).toEqual([])
  })
})

describe('durationBucketOf', () => {
  it('puts the edges where the labels say', () => {
    expect([5, 29, 30, 60, 61, 3600].map(durationBucketOf)).toEqual(['under-30', 'under-30', '30-60', '30-60', 'over-60', 'over-60'])
  })
})

describe('hasActiveFilters', () => {
  it('is false for blank text and no selections', () => {
    expect(hasActiveFilters({ ...NO_FILTERS, text: '   ' })).toBe(false)
    expect(hasActiveFilters({ ...NO_FILTERS, durations: ['over-60'] })).toBe(true)
  })
})

describe('filter speed', () => {
  it('filters 5,000 moves well inside a frame', () => {
    const many = Array.from({ length: 5000 }, (_, i) => ({ ...moves[i % moves.length]!, id: i + 1 }))
    const big = buildSearchIndex(many)
    const started = performance.now()
    for (const text of ['s', 'sq', 'squ', 'squa', 'squat']) filterMoves(big, { ...NO_FILTERS, text, equipment: ['None'] })
    // Five keystrokes; generous for slow CI machines, the benchmark script measures properly.
    expect((performance.now() - started) / 5).toBeLessThan(16)
  })
})
