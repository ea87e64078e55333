import type { GetListParams } from 'ra-core'
import { filterOf, type DbRecord } from '@/api/records/recordTypes'
import { recordFilter } from '../engine/recordFilter'
import type { ResourceDefinition } from '../engine/resourceDefinition'

/*
 * For calls that answer a whole list at once (stripe product, price, subscriptions): the list's
 * page, sort and filters applied here, with docs/product.md §5's rule (id by equality, other fields by
 * contains, case-insensitive; a choice from a list exactly), so these lists behave like the records-backed ones.
 */

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b)
  return String(a ?? '').localeCompare(String(b ?? ''))
}

export function matchesFilter(row: DbRecord, filter: Record<string, string | number>): boolean {
  return Object.entries(filter).every(([key, wanted]) => {
    const { field, op } = filterOf(key)
    const value = row[field]
    if (op === 'eq' || typeof value === 'number' || typeof value === 'boolean') return String(value) === String(wanted)
    return String(value ?? '')
      .toLowerCase()
      .includes(String(wanted).toLowerCase())
  })
}

/** One page of the rows, as getList answers. */
export function pageLocally(rows: readonly DbRecord[], params: GetListParams, definition: ResourceDefinition): { data: DbRecord[]; total: number } {
  const filter = recordFilter(definition, params.filter)
  const sort = params.sort ?? definition.defaultSort ?? { field: 'id', order: 'DESC' }
  const direction = sort.order?.toUpperCase() === 'ASC' ? 1 : -1
  const matching = rows.filter((row) => matchesFilter(row, filter)).sort((a, b) => direction * compare(a[sort.field || 'id'], b[sort.field || 'id']) || b.id - a.id)
  const { page = 1, perPage = 20 } = params.pagination ?? {}
  return { data: matching.slice((page - 1) * perPage, page * perPage), total: matching.length }
}
