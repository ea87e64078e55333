import { isEmpty } from '@/lib/isEmpty'
import { ApiError } from '../apiError'
import { call, endpoint } from '../http'
import {
  DEFAULT_ORDER,
  DEFAULT_PAGE_SIZE,
  DEFAULT_REST_LIMIT,
  TABLE_AND_ID_REQUIRED,
  TABLE_REQUIRED,
  filterOf,
  type DbRecord,
  type DeleteResponse,
  type JoinRequest,
  type MultiJoinRequest,
  type PageResponse,
  type RecordListResponse,
  type RecordResponse,
  type RestPaginateRequest,
  type SortDirection,
} from './recordTypes'

const oneCall = endpoint('GET', '/v4/api/records/{table}/{id}')
const listCall = endpoint('GET', '/v4/api/records/{table}')
const createCall = endpoint('POST', '/v4/api/records/{table}')
const updateCall = endpoint('PUT', '/v4/api/records/{table}/{id}')
const removeCall = endpoint('DELETE', '/v4/api/records/{table}/{id}')
const removeWhereCall = endpoint('DELETE', '/v4/api/records/{table}')
const restPaginateCall = endpoint('POST', '/v1/api/rest/{table}/PAGINATE')
const joinCall = endpoint('POST', '/v1/api/join')
const multiJoinCall = endpoint('POST', '/v1/api/multi-join')

type Id = number | string

export interface ListOptions {
  join?: string[]
  /** Defaults to id, desc (docs/product.md §9). */
  order?: { field: string; direction: SortDirection }
  size?: number
  /** docs/product.md §5: `id` matches by equality, every other field by contains. */
  filter?: Record<string, string | number | undefined>
}

export interface PageOptions extends Omit<ListOptions, 'size'> {
  page?: number
  /** Defaults to 20 (docs/product.md §9). */
  size?: number
}

/** Rejected before any request is made, with docs/product.md §8's exact message. */
function requireTableAndId(table: string, id: unknown): void {
  if (isEmpty(table) || isEmpty(id) || (Array.isArray(id) && id.length === 0)) {
    throw new ApiError(400, TABLE_AND_ID_REQUIRED)
  }
}

function requireTable(table: string): void {
  if (isEmpty(table)) throw new ApiError(400, TABLE_REQUIRED)
}

/** `{ id: 3, title: 'squat', watched_at_from: '2025-01-01' }` → ['id,eq,3', 'title,cs,squat', 'watched_at,ge,2025-01-01']; empty values are left out. */
export function buildFilters(filter: ListOptions['filter'] = {}): string[] {
  return Object.entries(filter)
    .filter(([, value]) => !isEmpty(value))
    .map(([key, value]) => {
      const { field, op } = filterOf(key)
      return `${field},${op},${value}`
    })
}

export function buildListQuery(options: ListOptions = {}): URLSearchParams {
  const query = new URLSearchParams()
  if (options.join?.length) query.set('join', options.join.join(','))
  query.set('order', options.order ? `${options.order.field},${options.order.direction}` : DEFAULT_ORDER)
  if (options.size !== undefined) query.set('size', String(options.size))
  for (const filter of buildFilters(options.filter)) query.append('filter', filter)
  return query
}

export function buildPageQuery(options: PageOptions = {}): URLSearchParams {
  const { page = 1, size = DEFAULT_PAGE_SIZE, ...rest } = options
  const query = buildListQuery(rest)
  query.set('page', `${page},${size}`)
  return query
}

export async function getOne<T extends DbRecord = DbRecord>(table: string, id: Id, join: string[] = []): Promise<T> {
  requireTableAndId(table, id)
  const query = new URLSearchParams()
  if (join.length) query.set('join', join.join(','))
  const response = await call<RecordResponse<T>>(oneCall, { params: { table, id }, query })
  return response.model
}

export async function getMany<T extends DbRecord = DbRecord>(table: string, ids: Id[]): Promise<T[]> {
  requireTableAndId(table, ids)
  const response = await call<RecordListResponse<T> | RecordResponse<T>>(oneCall, { params: { table, id: ids.join(',') } })
  // A single id comes back as one model; callers of getMany always get a list.
  return 'list' in response ? response.list : [response.model]
}

export async function list<T extends DbRecord = DbRecord>(table: string, options: ListOptions = {}): Promise<T[]> {
  requireTable(table)
  const response = await call<RecordListResponse<T>>(listCall, { params: { table }, query: buildListQuery(options) })
  return response.list
}

export async function paginate<T extends DbRecord = DbRecord>(table: string, options: PageOptions = {}): Promise<PageResponse<T>> {
  requireTable(table)
  return call<PageResponse<T>>(listCall, { params: { table }, query: buildPageQuery(options) })
}

export async function create<T extends DbRecord = DbRecord>(table: string, values: Omit<T, 'id'>): Promise<T> {
  requireTable(table)
  const response = await call<RecordResponse<T>>(createCall, { params: { table }, body: values })
  return response.model
}

export async function update<T extends DbRecord = DbRecord>(table: string, id: Id, values: Partial<T>): Promise<T> {
  requireTableAndId(table, id)
  const response = await call<RecordResponse<T>>(updateCall, { params: { table, id }, body: values })
  return response.model
}

export async function remove(table: string, id: Id): Promise<DeleteResponse> {
  requireTableAndId(table, id)
  return call<DeleteResponse>(removeCall, { params: { table, id } })
}

/** DELETE with a body: `{ id }` or `{ ids: [...] }`. */
export async function removeWhere(table: string, body: { id: Id } | { ids: Id[] }): Promise<DeleteResponse> {
  requireTableAndId(table, 'id' in body ? body.id : body.ids)
  return call<DeleteResponse>(removeWhereCall, { params: { table }, body })
}

export async function restPaginate<T extends DbRecord = DbRecord>(table: string, request: RestPaginateRequest = {}): Promise<PageResponse<T>> {
  requireTable(table)
  const body: RestPaginateRequest = { ...request, page: request.page ?? 1, limit: request.limit ?? DEFAULT_REST_LIMIT }
  return call<PageResponse<T>>(restPaginateCall, { params: { table }, body })
}

export async function join<T extends DbRecord = DbRecord>(request: JoinRequest): Promise<PageResponse<T>> {
  request.tables.forEach(requireTable)
  return call<PageResponse<T>>(joinCall, { body: { page: 1, limit: DEFAULT_REST_LIMIT, ...request } })
}

export async function multiJoin<T extends DbRecord = DbRecord>(request: MultiJoinRequest): Promise<PageResponse<T>> {
  if (request.tables.length === 0) throw new ApiError(400, TABLE_REQUIRED)
  request.tables.forEach(requireTable)
  return call<PageResponse<T>>(multiJoinCall, { body: { page: 1, limit: DEFAULT_REST_LIMIT, ...request } })
}
