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
