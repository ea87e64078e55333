import { HttpResponse, http } from 'msw'
import {
  DEFAULT_REST_LIMIT,
  TABLE_AND_ID_REQUIRED,
  TABLE_REQUIRED,
  type DeleteResponse,
  type JoinRequest,
  type MultiJoinRequest,
  type RecordListResponse,
  type RecordResponse,
} from '@/api/records/recordTypes'
import { isEmpty } from '@/lib/isEmpty'
import type { IdTableName } from '@mocks/db/collections'
import { db, findById, nextId, tableOf } from '@mocks/db/db'
import type { LooseRow } from '@mocks/db/schemas'
import { optionalAuth, requireAuth, type Auth } from '@mocks/http/guard'
import { handle } from '@mocks/http/handle'
import { HttpError } from '@mocks/http/httpErrors'
import { isJsonObject, readJsonObject } from '@mocks/http/requestBody'
import { presentRow } from '@mocks/accounts/presenters'
import { claimCmsPair } from '@mocks/content/cmsPairs'
import { presentMediaLink } from '@mocks/files/fileAccess'
import { deleteFavouritesOf } from '@mocks/moves/moveAccess'
import { MEDIA_LINK_FIELDS } from '@mocks/moves/moveRules'
import {
  RECORD_NOT_FOUND,
  canReadRow,
  requireRead,
  requireReadRow,
  requireRecordTable,
  requireWrite,
  requireWriteRow,
} from './recordPermissions'
import {
  applyFilters,
  pageOf,
  parseFilter,
  parseOrder,
  parsePageQuery,
  parsePositiveInt,
  sortRows,
  type RowFilter,
} from '@mocks/http/recordQuery'
import { prepareCreate, prepareUpdate } from './recordWrites'

type Row = Record<string, unknown>

const NOT_FOUND = RECORD_NOT_FOUND

/** Decimal digits only, nothing around them: Number() would also take "0x10", "1e1", " 16" or " ". */
export function parseId(raw: string): number {
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN
  if (!Number.isSafeInteger(id) || id < 1) throw new HttpError(400, `"${raw}" is not a record id.`, { id: `"${raw}" is not a record id.` })
  return id
}

/** `1,3,7`: at least one id, and every part an id (a stray comma is a mistake, not "no rows"). */
function parseIdList(raw: string): number[] {
  const parts = raw.split(',')
  if (parts.every((part) => part.trim() === '')) throw new HttpError(400, TABLE_AND_ID_REQUIRED)
  return parts.map(parseId)
}

function requireIdParam(raw: string | readonly string[] | undefined): string {
  if (typeof raw !== 'string' || isEmpty(raw.trim())) throw new HttpError(400, TABLE_AND_ID_REQUIRED)
  return raw
}

/** The table a write names, once the caller may write to it. */
function writableTable(request: Request, name: string | undefined): { table: IdTableName; auth: Auth } {
  const table = requireRecordTable(name)
  const auth = requireAuth(request)
  requireWrite(table, auth)
  return { table, auth }
}

/** The row a write names, once the caller may write it. */
function writableRow(request: Request, params: TableIdParams) {
  const table = requireRecordTable(params.table)
  const id = parseId(requireIdParam(params.id))
  const auth = requireAuth(request)
  requireWrite(table, auth)
  const row = findRow(table, id)
  requireWriteRow(table, row, auth)
  return { table, id, auth, row }
}

/** Rows of the table the caller may see: all of them, or only their own. */
function readableRows(table: IdTableName, auth: Auth | null): LooseRow[] {
  requireRead(table, auth)
  return tableOf(table)
    .all()
    .filter((row) => canReadRow(table, row, auth))
}

function findRow(table: IdTableName, id: number): LooseRow {
  const row = findById(table, id)
  if (!row) throw new HttpError(404, NOT_FOUND)
  return row
}

function findReadableRow(table: IdTableName, id: number, auth: Auth | null): LooseRow {
  requireRead(table, auth)
  const row = findRow(table, id)
  requireReadRow(table, row, auth)
  return row
}

/** `join=a,b`: for each joined table `x`, `row.x_id` is looked up and attached as `row.x`. */
function parseJoins(raw: string | null, auth: Auth | null): IdTableName[] {
  if (!raw) return []
  return raw
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => {
      const table = requireRecordTable(name)
      requireRead(table, auth)
      return table
    })
}

/** Secrets stripped; a private move's upload links signed, since its readers cannot send a token from a <video>. */
function presentOne(table: IdTableName, row: LooseRow): Row {
  const out: Row = presentRow(row)
  if (table !== 'move') return out
  const status = row.status === 'published' ? 'published' : 'private'
  for (const field of MEDIA_LINK_FIELDS) {
    const link = out[field]
    if (typeof link === 'string') out[field] = presentMediaLink(link, { status })
  }
  return out
}

function present(table: IdTableName, row: LooseRow, joins: IdTableName[], auth: Auth | null): Row {
  const out: Row = presentOne(table, row)
  for (const join of joins) {
    const foreignKey = row[`${join}_id`]
    const foreign = typeof foreignKey === 'number' ? findById(join, foreignKey) : undefined
    out[join] = foreign && canReadRow(join, foreign, auth) ? presentOne(join, foreign) : null
  }
  return out
}

function filtersFrom(raw: readonly unknown[] | undefined): RowFilter[] {
  if (raw === undefined) return []
  if (!Array.isArray(raw) || raw.some((item) => typeof item !== 'string')) {
    throw new HttpError(400, 'filter must be a list of "field,operator,value" texts.', { filter: 'filter must be a list of "field,operator,value" texts.' })
  }
  return (raw as string[]).map(parseFilter)
}

async function writeRow(table: IdTableName, row: LooseRow, next: LooseRow): Promise<LooseRow> {
  const updated = await tableOf(table).update((q) => q.where((candidate) => candidate.id === row.id), {
    data(draft) {
      const target = draft as Row
      for (const key of Object.keys(target)) if (!(key in next)) delete target[key]
      Object.assign(target, next)
    },
  })
  if (!updated) throw new HttpError(404, NOT_FOUND)
  return updated
}

function deleteRow(table: IdTableName, row: LooseRow): void {
  tableOf(table).delete((q) => q.where((candidate) => candidate.id === row.id))
  // A removed account's sessions must stop working at once.
  if (table === 'user') db.session.deleteMany((q) => q.where({ user_id: row.id }))
  if (table === 'move') deleteFavouritesOf(new Set([row.id]))
  // A challenge's places go with it, so no member is left invited to nothing.
  if (table === 'challenge') db.user_challenge.deleteMany((q) => q.where({ challenge_id: row.id }))
}

async function readBody(request: Request): Promise<Row> {
  const text = await request.text()
  let value: unknown
  try {
    value = text.trim() === '' ? undefined : JSON.parse(text)
  } catch {
    value = undefined
  }
  if (!isJsonObject(value)) throw new HttpError(400, 'Send the record as a JSON object.')
  return value
}

const EMPTY_TABLE_WITH_ID = /\/v4\/api\/records\/\/[^/]*$/
const EMPTY_TABLE = /(\/v4\/api\/records\/?|\/v1\/api\/rest\/\/PAGINATE)$/

type TableParams = { table: string }
type TableIdParams = { table: string; id: string }

export const recordsHandlers = [
  // GET one by id, or many by comma-separated ids.
  http.get<TableIdParams>(
    '*/v4/api/records/:table/:id',
    handle<TableIdParams>(({ request, params }) => {
      const table = requireRecordTable(params.table)
      const rawId = requireIdParam(params.id)
      const auth = optionalAuth(request)
      const joins = parseJoins(new URL(request.url).searchParams.get('join'), auth)

      if (rawId.includes(',')) {
        requireRead(table, auth)
        const ids = parseIdList(rawId)
        const list = ids
          .map((id) => findById(table, id))
          .filter((row): row is LooseRow => row !== undefined && canReadRow(table, row, auth))
          .map((row) => present(table, row, joins, auth))
        return HttpResponse.json<RecordListResponse<Row>>({ error: false, list })
      }

      const row = findReadableRow(table, parseId(rawId), auth)
      return HttpResponse.json({ error: false, model: present(table, row, joins, auth) })
    }),
  ),

  // GET list (order, size, filter, join) or one page of it (page={n},{size}).
  http.get<TableParams>(
    '*/v4/api/records/:table',
    handle<TableParams>(({ request, params }) => {
      const table = requireRecordTable(params.table)
      const auth = optionalAuth(request)
      const query = new URL(request.url).searchParams
      const joins = parseJoins(query.get('join'), auth)
      const filters = query.getAll('filter').filter((raw) => raw !== '').map(parseFilter)
      const order = parseOrder(query.get('order'))
      const rows = sortRows(applyFilters(readableRows(table, auth), filters), order)

      const rawPage = query.get('page')
      if (rawPage !== null) {
        const { page, limit } = parsePageQuery(rawPage, query.get('size'))
        const result = pageOf(rows, page, limit)
        return HttpResponse.json({ ...result, list: result.list.map((row) => present(table, row, joins, auth)) })
      }

      const size = query.get('size')
      const limited = size === null ? rows : rows.slice(0, parsePositiveInt(size, 'size', rows.length))
      return HttpResponse.json({ error: false, list: limited.map((row) => present(table, row, joins, auth)) })
    }),
  ),

  http.post<TableParams>(
    '*/v4/api/records/:table',
    handle<TableParams>(async ({ request, params }) => {
      const { table, auth } = writableTable(request, params.table)
      const body = await readBody(request)
      const row = await prepareCreate(table, body, auth, nextId(table), new URL(request.url).origin)
      const release = claimUniqueRow(table, row)
      const created = await tableOf(table).create(row).finally(release)
      return HttpResponse.json<RecordResponse<Row>>({ error: false, model: presentOne(table, created) })
    }),
  ),

  http.put<TableIdParams>(
    '*/v4/api/records/:table/:id',
    handle<TableIdParams>(async ({ request, params }) => {
      const { table, id, auth, row } = writableRow(request, params)
      const body = await readBody(request)
      const next = await prepareUpdate(table, row, body, auth, new URL(request.url).origin)
      const release = claimUniqueRow(table, next, id)
      const updated = await writeRow(table, row, next).finally(release)
      if (table === 'user' && ('password' in body || body.role !== undefined)) {
        // New password or role: sessions issued under the old ones end.
        db.session.deleteMany((q) => q.where({ user_id: id }))
      }
      return HttpResponse.json({ error: false, model: presentOne(table, updated) })
    }),
  ),

  // An update or delete without an id.
  http.put('*/v4/api/records/:table', handle(() => {
    throw new HttpError(400, TABLE_AND_ID_REQUIRED)
  })),

  http.delete<TableIdParams>(
    '*/v4/api/records/:table/:id',
    handle<TableIdParams>(({ request, params }) => {
      const { table, row } = writableRow(request, params)
      deleteRow(table, row)
      return HttpResponse.json<DeleteResponse>({ error: false, message: 'Record deleted.' })
    }),
  ),

  // DELETE with a body: { id } or { ids: [...] }. All or nothing.
  http.delete<TableParams>(
    '*/v4/api/records/:table',
    handle<TableParams>(async ({ request, params }) => {
      const { table, auth } = writableTable(request, params.table)
      const body = await readJsonObject(request)
      const rawIds: unknown[] = Array.isArray(body.ids) ? body.ids : body.id !== undefined ? [body.id] : []
      if (rawIds.length === 0 || rawIds.some((value) => isEmpty(value))) throw new HttpError(400, TABLE_AND_ID_REQUIRED)
      const rows = rawIds.map((value) => findRow(table, parseId(String(value))))
      for (const row of rows) requireWriteRow(table, row, auth)
      for (const row of rows) deleteRow(table, row)
      const message = rows.length === 1 ? 'Record deleted.' : `${rows.length} records deleted.`
      return HttpResponse.json<DeleteResponse>({ error: false, message })
    }),
  ),

  // Rest-style paginate: { page = 1, limit = 10, sortId = id, direction = desc, filter }.
  http.post<TableParams>(
    '*/v1/api/rest/:table/PAGINATE',
    handle<TableParams>(async ({ request, params }) => {
      const table = requireRecordTable(params.table)
      const auth = optionalAuth(request)
      const body = await readJsonObject(request)
      const page = parsePositiveInt(body.page as number | string | undefined, 'page', 1)
      const limit = parsePositiveInt(body.limit as number | string | undefined, 'limit', DEFAULT_REST_LIMIT)
      const sortId = typeof body.sortId === 'string' && body.sortId ? body.sortId : 'id'
      const direction = typeof body.direction === 'string' && body.direction ? body.direction : 'desc'
      const order = parseOrder(`${sortId},${direction}`)
      const filters = filtersFrom(body.filter as unknown[] | undefined)
      const rows = sortRows(applyFilters(readableRows(table, auth), filters), order)
      const result = pageOf(rows, page, limit)
      return HttpResponse.json({ ...result, list: result.list.map((row) => presentOne(table, row)) })
    }),
  ),

  // Rows of tables[0] whose join_id_1 equals join_id_2 of a row of tables[1] (an inner join);
  // the matching row is attached under the second table's name.
  http.post(
    '*/v1/api/join',
    handle(async ({ request }) => {
      const auth = optionalAuth(request)
      const body = (await readJsonObject(request)) as Partial<JoinRequest>
      const [leftName, rightName] = Array.isArray(body.tables) ? body.tables : []
      if (typeof body.join_id_1 !== 'string' || typeof body.join_id_2 !== 'string' || !leftName || !rightName) {
        throw new HttpError(400, 'tables, join_id_1 and join_id_2 are required.')
      }
      const left = requireRecordTable(leftName)
      const right = requireRecordTable(rightName)
      const rightRows = readableRows(right, auth)
      const { join_id_1: leftKey, join_id_2: rightKey } = body
      const joined = sortRows(readableRows(left, auth), parseOrder(null)).flatMap((row) => {
        const match = rightRows.find((candidate) => candidate[rightKey] !== undefined && candidate[rightKey] === row[leftKey])
        return match ? [{ ...presentOne(left, row), [right]: presentOne(right, match) } as LooseRow] : []
      })
      const page = parsePositiveInt(body.page, 'page', 1)
      const limit = parsePositiveInt(body.limit, 'limit', DEFAULT_REST_LIMIT)
      return HttpResponse.json(pageOf(joined, page, limit))
    }),
  ),

  // The first table, with each join's matching row (or null) attached under that join's table name.
  http.post(
    '*/v1/api/multi-join',
    handle(async ({ request }) => {
      const auth = optionalAuth(request)
      const body = (await readJsonObject(request)) as Partial<MultiJoinRequest>
      const tables = Array.isArray(body.tables) ? body.tables : []
      const joins = Array.isArray(body.joins) ? body.joins : []
      const [baseName] = tables
      if (!baseName) throw new HttpError(400, 'table is required.')
      const base = requireRecordTable(baseName)
      const resolved = joins.map((join) => {
        if (!isJsonObject(join) || typeof join.local_key !== 'string' || typeof join.foreign_key !== 'string' || !tables.includes(join.table)) {
          throw new HttpError(400, 'Each join needs a table from tables, a local_key and a foreign_key.')
        }
        const table = requireRecordTable(join.table)
        return { table, localKey: join.local_key, foreignKey: join.foreign_key, rows: readableRows(table, auth) }
      })
      const joined = sortRows(readableRows(base, auth), parseOrder(null)).map((row) => {
        const out: Row = presentOne(base, row)
        for (const join of resolved) {
          const match = join.rows.find((candidate) => candidate[join.foreignKey] !== undefined && candidate[join.foreignKey] === row[join.localKey])
          out[join.table] = match ? presentOne(join.table, match) : null
        }
        return out as LooseRow
      })
      const page = parsePositiveInt(body.page, 'page', 1)
      const limit = parsePositiveInt(body.limit, 'limit', DEFAULT_REST_LIMIT)
      return HttpResponse.json(pageOf(joined, page, limit))
    }),
  ),

  // An empty table segment (`records/`, `records//1`, `rest//PAGINATE`) matches no route above:
  // docs/product.md §5's messages, not the catch-all 404.
  http.all(EMPTY_TABLE_WITH_ID, handle(() => {
    throw new HttpError(400, TABLE_AND_ID_REQUIRED)
  })),
  http.all(EMPTY_TABLE, handle(({ request }) => {
    // Update and delete name a row, so they need both; list, paginate and create need the table.
    throw new HttpError(400, request.method === 'PUT' || request.method === 'DELETE' ? TABLE_AND_ID_REQUIRED : TABLE_REQUIRED)
  })),
]

/**
 * The records calls write the same tables as the dedicated calls, so they honour the same unique
 * keys: a CMS entry's (page, key) is claimed here too, in the same synchronous step as its check.
 */
function claimUniqueRow(table: IdTableName, row: LooseRow, ownId?: number): () => void {
  if (table !== 'cms') return () => undefined
  return claimCmsPair(String(row.page), String(row.key), ownId)
}
