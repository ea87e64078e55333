import { ApiError } from '@/api/apiError'
import * as records from '@/api/records/recordsApi'
import { DEFAULT_PAGE_SIZE, type DbRecord } from '@/api/records/recordTypes'
import { recordFilter } from '../engine/recordFilter'
import type { ResourceDefinition } from '../engine/resourceDefinition'
import { REPORT_STATUS_ORDER } from '../resources/chatReports'
import { recordsCalls } from './recordsProvider'
import type { ResourceCalls } from './resourceCalls'

/*
 * Reads of message reports (records `chat_report`): the records calls, plus two things the records
 * family cannot do for this table.
 * - Names. A report names two members, `author_id` and `reporter_id`, and the records `join` only
 *   follows `<table>_id`; so the page's members are read in one `user` getMany and attached as
 *   `author` and `reporter`.
 * - Open first. Sorting "by status" means by what is left to decide (open, removed, dismissed),
 *   newest first within each, not by the words' alphabet. The filtered reports are read once and
 *   ordered here; a moderation queue is short, and every other sort stays a server page.
 */

const rankOf = (status: unknown) => {
  const rank = REPORT_STATUS_ORDER.indexOf(status as (typeof REPORT_STATUS_ORDER)[number])
  return rank === -1 ? REPORT_STATUS_ORDER.length : rank
}

/** Accounts by id; one that no longer exists is simply not there (a single missing id is a 404). */
async function readUsers(ids: number[]): Promise<Map<number, DbRecord>> {
  if (ids.length === 0) return new Map()
  try {
    const users = await records.getMany<DbRecord>('user', ids)
    return new Map(users.map((user) => [user.id, user]))
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return new Map()
    throw error
  }
}

export async function withMembers(rows: DbRecord[]): Promise<DbRecord[]> {
  const ids = new Set<number>()
  for (const row of rows) {
    for (const key of ['author_id', 'reporter_id']) {
      const id = row[key]
      if (typeof id === 'number') ids.add(id)
    }
  }
  const users = await readUsers([...ids])
  const member = (id: unknown) => (typeof id === 'number' ? (users.get(id) ?? null) : null)
  return rows.map((row) => ({ ...row, author: member(row.author_id), reporter: member(row.reporter_id) }))
}

export function reportCalls(definition: ResourceDefinition): Pick<ResourceCalls, 'getList' | 'getOne' | 'getManyReference'> {
  const base = recordsCalls(definition)
  return {
    async getList(params) {
      const sort = params.sort ?? definition.defaultSort
      if (sort?.field !== 'status') {
        const page = await base.getList(params)
        return { data: await withMembers(page.data), total: page.total }
      }
      const rows = await records.list<DbRecord>(definition.table, { filter: recordFilter(definition, params.filter) })
      const direction = sort.order?.toUpperCase() === 'DESC' ? -1 : 1
      const ordered = [...rows].sort((a, b) => direction * (rankOf(a.status) - rankOf(b.status)) || b.id - a.id)
      const { page = 1, perPage = DEFAULT_PAGE_SIZE } = params.pagination ?? {}
      return { data: await withMembers(ordered.slice((page - 1) * perPage, page * perPage)), total: ordered.length }
    },

    async getOne(params) {
      const { data } = await base.getOne(params)
      const [row] = await withMembers([data])
      return { data: row ?? data }
    },

    async getManyReference(params) {
      const page = await base.getManyReference(params)
      return { data: await withMembers(page.data), total: page.total }
    },
  }
}
