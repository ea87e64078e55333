/** Shapes of the generic records family (docs/product.md §7 "Generic records"), shared by client and mock. */

export type RecordId = number
export type DbRecord = { id: RecordId } & Record<string, unknown>

export type SortDirection = 'asc' | 'desc'

export interface RecordResponse<T = DbRecord> {
  error: false
  model: T
}

export interface RecordListResponse<T = DbRecord> {
  error: false
  list: T[]
}

export interface PageResponse<T = DbRecord> {
  error: false
  list: T[]
  page: number
  limit: number
  total: number
  num_pages: number
}

export interface DeleteResponse {
  error: false
  message: string
}

/**
 * A filter travels as `filter=field,op,value` (repeatable).
 * docs/product.md §5: id matches by equality (`eq`), every other field by contains (`cs`). Beyond SPEC:
 * foreign keys (`user_id`) match by equality too (member 1 is not member 11), and `ge`/`le`
 * bound a range (dates compare as ISO text; an `le` date covers that whole day).
 */
export type FilterOperator = 'eq' | 'cs' | 'ge' | 'le'

/** Rest-style paginate body (POST /v1/api/rest/{table}/PAGINATE). */
export interface RestPaginateRequest {
  page?: number
  limit?: number
  sortId?: string
  direction?: SortDirection
  filter?: string[]
}

/** POST /v1/api/join: rows of `left` joined to `right` where left[leftKey] = right[rightKey]. */
export interface JoinRequest {
  tables: [string, string]
  join_id_1: string
  join_id_2: string
  page?: number
  limit?: number
}

/** POST /v1/api/multi-join: the first table joined in turn to each of the others. */
export interface MultiJoinRequest {
  tables: string[]
  joins: Array<{ table: string; local_key: string; foreign_key: string }>
  page?: number
  limit?: number
}

export const DEFAULT_PAGE_SIZE = 20
export const DEFAULT_REST_LIMIT = 10
export const DEFAULT_ORDER = 'id,desc'
export const TABLE_AND_ID_REQUIRED = 'table and id is required.'
export const TABLE_REQUIRED = 'table is required.'

/*
 * How a list filter's key names its field and operator (docs/product.md §5: ids and foreign keys by
 * equality, other fields by contains; our `_from`/`_to` ranges and `_eq` exact matches). Shared by
 * the records calls and by lists filtered in the page, so both read a key the same way.
 */

export function filterOperator(field: string): FilterOperator {
  return field === 'id' || field.endsWith('_id') ? 'eq' : 'cs'
}

/** The filter key that asks for `field` to equal the value exactly (`status_eq`), whatever its name. */
export const exactFilterKey = (field: string) => `${field}_eq`

/**
 * A filter key as field and operator: `watched_at_from` is watched_at ≥, `watched_at_to`
 * watched_at ≤, `status_eq` status = exactly.
 */
export function filterOf(key: string): { field: string; op: FilterOperator } {
  const range = /^(.+)_(from|to)$/.exec(key)
  if (range) return { field: range[1]!, op: range[2] === 'from' ? 'ge' : 'le' }
  const exact = /^(.+)_eq$/.exec(key)
  if (exact) return { field: exact[1]!, op: 'eq' }
  return { field: key, op: filterOperator(key) }
}

