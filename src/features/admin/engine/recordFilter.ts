import { exactFilterKey } from '@/api/records/recordTypes'
import { isEmpty } from '@/lib/isEmpty'
import type { ResourceDefinition } from './resourceDefinition'

/** The search box's filter key. */
export const SEARCH_FILTER = 'q'

/**
 * The list filter as the records call takes it: `q` becomes the definition's search field; empties
 * go; a choice from a list (a select filter) matches exactly (`status_eq`), so "Cancelled" does not
 * also find "Late cancel".
 */
export function recordFilter(definition: ResourceDefinition, filter: Record<string, unknown> = {}): Record<string, string | number> {
  const out: Record<string, string | number> = {}
  for (const [field, value] of Object.entries(filter)) {
    if (isEmpty(value) || (typeof value === 'string' && value.trim() === '')) continue
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') continue
    const text = typeof value === 'string' ? value.trim() : value
    if (field === SEARCH_FILTER) {
      if (definition.searchField) out[definition.searchField] = String(text)
      continue
    }
    const choice = (definition.filters ?? []).some((filter) => filter.name === field && filter.kind === 'select')
    out[choice ? exactFilterKey(field) : field] = typeof text === 'boolean' ? String(text) : text
  }
  return out
}
