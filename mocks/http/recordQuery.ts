import { DEFAULT_PAGE_SIZE, type FilterOperator, type PageResponse, type SortDirection } from '@/api/records/recordTypes'
import type { LooseRow } from '@mocks/db/schemas'
import { isSecretField } from '@mocks/accounts/presenters'
import { HttpError } from './httpErrors'

/** The list semantics of docs/product.md §5/§7: filters, order, size and pages, as pure functions. */

export interface RowFilter {
  field: string
  op: FilterOperator
  value: string
}

export interface RowOrder {
  field: string
  direction: SortDirection
}

function checkField(field: string, name: string): void {
  // Nobody filters or sorts on a secret field: a contains-filter on a hash would leak it letter by letter.
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(field) || isSecretField(field)) {
    throw new HttpError(400, `Unknown field "${field}".`, { [name]: `Unknown field "${field}".` })
  }
}

/** `field,op,value`; the value may itself contain commas. */
export function parseFilter(raw: string): RowFilter {
  const first = raw.indexOf(',')
  const second = first === -1 ? -1 : raw.indexOf(',', first + 1)
  if (first === -1 || second === -1) {
    const message = `Write each filter as field,operator,value (got "${raw}").`
    throw new HttpError(400, message, { filter: message })
  }
  const field = raw.slice(0, first).trim()
  const op = raw.slice(first + 1, second).trim()
  checkField(field, 'filter')
  if (op !== 'eq' && op !== 'cs' && op !== 'ge' && op !== 'le') {
    const message = `Unsupported filter operator "${op}": use eq, cs, ge or le.`
    throw new HttpError(400, message, { filter: message })
  }
  return { field, op, value: raw.slice(second + 1) }
}

function asText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/**
 * eq: exact (numbers by value); cs: contains, ignoring case; ge/le: at least / at most (numbers by
 * value, texts such as ISO dates by their order, an le bound comparing only as many characters as
 * it has, so `le 2025-01-10` keeps every time of that day). A row without the field is out of range.
 */
export function matchesFilter(row: LooseRow, filter: RowFilter): boolean {
  const value = row[filter.field]
  if (filter.op === 'ge' || filter.op === 'le') {
    if (value === null || value === undefined) return false
    const sign = filter.op === 'ge' ? 1 : -1
    if (typeof value === 'number') return (value - Number(filter.value)) * sign >= 0
    const text = filter.op === 'le' ? asText(value).slice(0, filter.value.length) : asText(value)
    // Plain code-unit order: ISO dates sort correctly that way, where a locale's collation may not.
    const order = text < filter.value ? -1 : text > filter.value ? 1 : 0
    return order * sign >= 0
  }
  if (filter.op === 'eq') {
    if (typeof value === 'number') return value === Number(filter.value)
    return asText(value) === filter.value
  }
  return asText(value).toLowerCase().includes(filter.value.toLowerCase())
}

export function applyFilters(rows: LooseRow[], filters: RowFilter[]): LooseRow[] {
  return rows.filter((row) => filters.every((filter) => matchesFilter(row, filter)))
}

/** `{field},{direction}`, default id,desc (docs/product.md §9). */
export function parseOrder(raw: string | null | undefined, fallbackField = 'id', fallbackDirection: SortDirection = 'desc'): RowOrder {
  if (!raw) return { field: fallbackField, direction: fallbackDirection }
  const [fieldPart = '', directionPart = fallbackDirection] = raw.split(',')
  const field = fieldPart.trim() || fallbackField
  const direction = directionPart.trim().toLowerCase()
  checkField(field, 'order')
  if (direction !== 'asc' && direction !== 'desc') {
    const message = `Order direction must be asc or desc (got "${directionPart}").`
    throw new HttpError(400, message, { order: message })
  }
  return { field, direction }
}

/** One collator for every comparison: localeCompare with options builds a new one per call (25× slower on 10,000 rows). */
const textOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })

function compareValues(a: unknown, b: unknown): number {
  const aMissing = a === null || a === undefined
  const bMissing = b === null || b === undefined
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1
  if (typeof a === 'number' && typeof b === 'number') return a - b
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b)
  return textOrder.compare(asText(a), asText(b))
}

/** Sorted copy; ties fall back to id in the same direction so pages never shuffle. Missing values go last. */
export function sortRows(rows: LooseRow[], order: RowOrder): LooseRow[] {
  const sign = order.direction === 'asc' ? 1 : -1
  return [...rows].sort((a, b) => {
    const primary = compareValues(a[order.field], b[order.field])
    const missing = a[order.field] == null || b[order.field] == null
    if (primary !== 0) return missing ? primary : primary * sign
    return (a.id - b.id) * sign
  })
}

export function parsePositiveInt(raw: string | number | null | undefined, field: string, fallback: number): number {
  if (raw === null || raw === undefined || raw === '') return fallback
  const value = typeof raw === 'number' ? raw : Number(raw.trim())
  if (!Number.isInteger(value) || value < 1) {
    const message = `${field} must be a whole number of 1 or more.`
    throw new HttpError(400, message, { [field]: message })
  }
  return value
}

/** `page={n},{size}`; the size falls back to `size`, then to 20 (docs/product.md §9). */
export function parsePageQuery(raw: string, sizeParam: string | null): { page: number; limit: number } {
  const [pagePart, sizePart] = raw.split(',')
  const page = parsePositiveInt(pagePart, 'page', 1)
  const limit = parsePositiveInt(sizePart || sizeParam, 'size', DEFAULT_PAGE_SIZE)
  return { page, limit }
}

export function pageOf<T>(rows: T[], page: number, limit: number): PageResponse<T> {
  return {
    error: false,
    list: rows.slice((page - 1) * limit, page * limit),
    page,
    limit,
    total: rows.length,
    num_pages: Math.ceil(rows.length / limit),
  }
}
