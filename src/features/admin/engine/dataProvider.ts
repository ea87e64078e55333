import { HttpError, type DataProvider, type Identifier } from 'ra-core'
import { ApiError } from '@/api/apiError'
import * as records from '@/api/records/recordsApi'
import { DEFAULT_PAGE_SIZE, type DbRecord, type SortDirection } from '@/api/records/recordTypes'
import { isEmpty } from '@/lib/isEmpty'
import { writableFields, type ResourceDefinition } from './resourceDefinition'

/*
 * ra-core's DataProvider over the generic records calls (SPEC §7), almost one to one:
 * getList → paginate (`page={n},{size}`, `order={field},{dir}`, filters id=eq others contains),
 * getOne, getMany (comma ids), create, update (PUT by id), delete, deleteMany (DELETE with ids).
 * A definition may replace any call (`calls`), for resources behind other calls; their ApiErrors
 * reach the form the same way (field messages under their fields).
 */

/** The search box's filter key. */
export const SEARCH_FILTER = 'q'

type Filter = Record<string, unknown>

/** The list filter as the records call takes it: `q` becomes the definition's search field; empties go. */
export function recordFilter(definition: ResourceDefinition, filter: Filter = {}): Record<string, string | number> {
  const out: Record<string, string | number> = {}
  for (const [field, value] of Object.entries(filter)) {
    if (isEmpty(value) || (typeof value === 'string' && value.trim() === '')) continue
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') continue
    const text = typeof value === 'string' ? value.trim() : value
    if (field === SEARCH_FILTER) {
      if (definition.searchField) out[definition.searchField] = String(text)
      continue
    }
    out[field] = typeof text === 'boolean' ? String(text) : text
  }
  return out
}

function direction(order: string | undefined): SortDirection {
  return order?.toUpperCase() === 'ASC' ? 'asc' : 'desc'
}

/** ApiError → ra-core's HttpError; field messages under body.errors reach the form's fields. */
function toHttpError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error
  const hasFieldErrors = Object.keys(error.fieldErrors).length > 0
  const body = hasFieldErrors ? { message: error.message, errors: { ...error.fieldErrors } } : { message: error.message }
  const converted = new HttpError(error.message, error.status, body)
  ;(converted as HttpError & { cause?: unknown }).cause = error
  return converted
}

async function wrap<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    throw toHttpError(error)
  }
}

/** Only the fields the form may change, and of those only what changed (a joined `user` is never sent back). */
export function writablePayload(definition: ResourceDefinition, mode: 'create' | 'edit', data: Filter, previous?: Filter): Filter {
  const out: Filter = {}
  for (const field of writableFields(definition, mode)) {
    if (!(field in data)) continue
    const value = data[field]
    if (previous && JSON.stringify(previous[field]) === JSON.stringify(value)) continue
    // An empty optional password on an edit means "unchanged".
    if (field === 'password' && isEmpty(value)) continue
    out[field] = value
  }
  return out
}

export function createRecordsDataProvider(definitions: readonly ResourceDefinition[]): DataProvider {
  const byName = new Map(definitions.map((definition) => [definition.name, definition]))
  const definitionOf = (resource: string): ResourceDefinition => {
    const definition = byName.get(resource)
    if (!definition) throw new Error(`No admin resource named "${resource}".`)
    return definition
  }

  const provider: DataProvider = {
    async getList(resource, params) {
      const definition = definitionOf(resource)
      if (definition.calls?.getList) return wrap(() => definition.calls!.getList!(resource, params))
      const { page = 1, perPage = DEFAULT_PAGE_SIZE } = params.pagination ?? {}
      const sort = params.sort ?? definition.defaultSort ?? { field: 'id', order: 'DESC' }
      const response = await wrap(() =>
        records.paginate<DbRecord>(definition.table, {
          page,
          size: perPage,
          order: { field: sort.field || 'id', direction: direction(sort.order) },
          filter: recordFilter(definition, params.filter),
          join: definition.join,
        }),
      )
      return { data: response.list as never[], total: response.total }
    },

    async getOne(resource, params) {
      const definition = definitionOf(resource)
      if (definition.calls?.getOne) return wrap(() => definition.calls!.getOne!(resource, params))
      const data = await wrap(() => records.getOne<DbRecord>(definition.table, params.id as number, definition.join))
      return { data: data as never }
    },

    async getMany(resource, params) {
      const definition = definitionOf(resource)
      if (definition.calls?.getMany) return wrap(() => definition.calls!.getMany!(resource, params))
      if (params.ids.length === 0) return { data: [] }
      const data = await wrap(() => records.getMany<DbRecord>(definition.table, params.ids as number[]))
      return { data: data as never[] }
    },

    /**
     * Records whose `target` equals `id`. The records filter matches other fields by contains
     * (user_id 1 would match 11), so the rows are fetched by contains and kept by equality here.
     */
    async getManyReference(resource, params) {
      const definition = definitionOf(resource)
      if (definition.calls?.getManyReference) return wrap(() => definition.calls!.getManyReference!(resource, params))
      const { page = 1, perPage = DEFAULT_PAGE_SIZE } = params.pagination ?? {}
      const rows = await wrap(() =>
        records.list<DbRecord>(definition.table, {
          order: { field: params.sort?.field || 'id', direction: direction(params.sort?.order) },
          filter: { ...recordFilter(definition, params.filter), [params.target]: String(params.id) },
          join: definition.join,
        }),
      )
      const matching = rows.filter((row) => String(row[params.target]) === String(params.id))
      return { data: matching.slice((page - 1) * perPage, page * perPage) as never[], total: matching.length }
    },

    async create(resource, params) {
      const definition = definitionOf(resource)
      if (definition.calls?.create) return wrap(() => definition.calls!.create!(resource, params))
      const data = await wrap(() => records.create<DbRecord>(definition.table, writablePayload(definition, 'create', params.data) as Omit<DbRecord, 'id'>))
      return { data: data as never }
    },

    async update(resource, params) {
      const definition = definitionOf(resource)
      if (definition.calls?.update) return wrap(() => definition.calls!.update!(resource, params))
      const changes = writablePayload(definition, 'edit', params.data, params.previousData)
      const data = await wrap(() => records.update<DbRecord>(definition.table, params.id as number, changes))
      // Keep what the list joined (the author) so the cached row still reads right.
      const joined = Object.fromEntries((definition.join ?? []).map((table) => [table, (params.previousData as Filter | undefined)?.[table]]))
      return { data: { ...joined, ...data } as never }
    },

    async updateMany(resource, params) {
      const ids: Identifier[] = []
      for (const id of params.ids) {
        await provider.update(resource, { id, data: params.data, previousData: undefined as never })
        ids.push(id)
      }
      return { data: ids }
    },

    async delete(resource, params) {
      const definition = definitionOf(resource)
      if (definition.calls?.delete) return wrap(() => definition.calls!.delete!(resource, params))
      await wrap(() => records.remove(definition.table, params.id as number))
      return { data: (params.previousData ?? { id: params.id }) as never }
    },

    async deleteMany(resource, params) {
      const definition = definitionOf(resource)
      if (definition.calls?.deleteMany) return wrap(() => definition.calls!.deleteMany!(resource, params))
      if (params.ids.length === 0) return { data: [] }
      // One request, all or nothing (the records call's DELETE with a body).
      await wrap(() => records.removeWhere(definition.table, { ids: params.ids as number[] }))
      return { data: params.ids }
    },
  }
  return provider
}
