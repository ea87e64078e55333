import * as records from '@/api/records/recordsApi'
import { DEFAULT_PAGE_SIZE, type DbRecord, type SortDirection } from '@/api/records/recordTypes'
import { isEmpty } from '@/lib/isEmpty'
import { recordFilter } from '../engine/recordFilter'
import { writableFields, type ResourceDefinition } from '../engine/resourceDefinition'
import type { ResourceCalls } from './resourceCalls'

/*
 * The records family (docs/product.md §7 /v4/api/records/{table}), almost one to one with ra-core's calls:
 * getList → paginate (`page={n},{size}`, `order={field},{dir}`, filters id=eq others contains),
 * getOne, getMany (comma ids), create, update (PUT by id), delete, deleteMany (DELETE with ids).
 * Every resource starts from these; another family replaces the calls its resources need.
 */

type Values = Record<string, unknown>

function direction(order: string | undefined): SortDirection {
  return order?.toUpperCase() === 'ASC' ? 'asc' : 'desc'
}

/** Only the fields the form may change, and of those only what changed (a joined `user` is never sent back). */
export function writablePayload(definition: ResourceDefinition, mode: 'create' | 'edit', data: Values, previous?: Values): Values {
  const out: Values = {}
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

export function recordsCalls(definition: ResourceDefinition): ResourceCalls {
  const { table, join } = definition
  return {
    async getList(params) {
      const { page = 1, perPage = DEFAULT_PAGE_SIZE } = params.pagination ?? {}
      const sort = params.sort ?? definition.defaultSort ?? { field: 'id', order: 'DESC' }
      const response = await records.paginate<DbRecord>(table, {
        page,
        size: perPage,
        order: { field: sort.field || 'id', direction: direction(sort.order) },
        filter: recordFilter(definition, params.filter),
        join,
      })
      return { data: response.list, total: response.total }
    },

    async getOne(params) {
      return { data: await records.getOne<DbRecord>(table, Number(params.id), join) }
    },

    async getMany(params) {
      if (params.ids.length === 0) return { data: [] }
      return { data: await records.getMany<DbRecord>(table, params.ids.map(Number)) }
    },

    /**
     * Records whose `target` equals `id`. The records filter matches other fields by contains
     * (user_id 1 would match 11), so the rows are fetched by contains and kept by equality here.
     */
    async getManyReference(params) {
      const { page = 1, perPage = DEFAULT_PAGE_SIZE } = params.pagination ?? {}
      const rows = await records.list<DbRecord>(table, {
        order: { field: params.sort?.field || 'id', direction: direction(params.sort?.order) },
        filter: { ...recordFilter(definition, params.filter), [params.target]: String(params.id) },
        join,
      })
      const matching = rows.filter((row) => String(row[params.target]) === String(params.id))
      return { data: matching.slice((page - 1) * perPage, page * perPage), total: matching.length }
    },

    async create(params) {
      return { data: await records.create<DbRecord>(table, writablePayload(definition, 'create', params.data)) }
    },

    async update(params) {
      const changes = writablePayload(definition, 'edit', params.data, params.previousData)
      const data = await records.update<DbRecord>(table, Number(params.id), changes)
      // Keep what the list joined (the author) so the cached row still reads right.
      const previous: Values = params.previousData ?? {}
      const joined = Object.fromEntries((join ?? []).map((name) => [name, previous[name]]))
      return { data: { ...joined, ...data } }
    },

    async delete(params) {
      await records.remove(table, Number(params.id))
      return { data: params.previousData ?? { id: Number(params.id) } }
    },

    async deleteMany(params) {
      if (params.ids.length === 0) return { data: [] }
      // One request, all or nothing (the records call's DELETE with a body).
      await records.removeWhere(table, { ids: params.ids.map(Number) })
      return { data: params.ids }
    },
  }
}
