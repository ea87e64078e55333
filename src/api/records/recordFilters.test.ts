// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { filterOf } from './recordTypes'
import { buildFilters } from './recordsApi'

describe('record filters', () => {
  it('match ids and foreign keys by equality, other fields by contains (docs/product.md §5)', () => {
    expect(buildFilters({ id: 4, user_id: 1, move_id: 12, title: 'squat' })).toEqual(['id,eq,4', 'user_id,eq,1', 'move_id,eq,12', 'title,cs,squat'])
  })

  it('turn a _from / _to key into a range on its field', () => {
    expect(filterOf('watched_at_from')).toEqual({ field: 'watched_at', op: 'ge' })
    expect(filterOf('watched_at_to')).toEqual({ field: 'watched_at', op: 'le' })
    expect(buildFilters({ watched_at_from: '2025-01-01', watched_at_to: '2025-01-31', user_id: '' })).toEqual(['watched_at,ge,2025-01-01', 'watched_at,le,2025-01-31'])
  })

  it('turn a _eq key into exact equality on its field', () => {
    expect(filterOf('status_eq')).toEqual({ field: 'status', op: 'eq' })
    expect(buildFilters({ status_eq: 'cancelled' })).toEqual(['status,eq,cancelled'])
  })
})
