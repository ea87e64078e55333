import type { Collection } from '@msw/data'
import type { z } from 'zod'
import { TYPED_SCHEMAS, createCollections, type IdTableName, type TableName } from './collections'
import { looseRowSchema, type LooseRow } from './schemas'
import { seedDb } from './seed'

/**
 * Bump when a schema changes shape: older snapshots are then dropped and the seed is used.
 * 6: the real exercise library (moves gained thumbnails, cues and muscles; the old clips are gone).
 * 7: community (issue 20): challenges and their participants, history's time zone and arrival time;
 *    members' community privacy, blocks, group invitations, group covers and friend request refs.
 * 8: bookings (issue 21): schedules became bookings with a coach, status, revision and zones;
 *    coaches, their hours and overrides, reviews, the mock calendar and clock; mail attachments.
 * 9: spaces (issue 22): chat rooms, messages, members' room state and reports; coaches got a
 *    member account (coach.user_id).
 */
export const SCHEMA_VERSION = 10

/** The one live database of this home (a browser tab, a Vitest run, the HTTP server). */
export const db = createCollections()

export const TABLE_NAMES = Object.keys(db) as TableName[]

export function isTableName(name: string): name is TableName {
  return Object.hasOwn(db, name)
}

export type RowCollection = Collection<typeof looseRowSchema>

/**
 * Any id table seen through the loose row shape, for code that works on tables by name.
 * The cast is sound for reading (every row there has a numeric id); writers validate against
 * the table's own schema first (see `schemaOf`).
 */
export function tableOf(name: IdTableName): RowCollection {
  return db[name] as unknown as RowCollection
}

/** The table's own schema, for validating a row before writing it (to report field errors). */
export function schemaOf(name: TableName): z.ZodType<LooseRow> {
  const schema = Object.hasOwn(TYPED_SCHEMAS, name) ? TYPED_SCHEMAS[name as keyof typeof TYPED_SCHEMAS] : looseRowSchema
  return schema as unknown as z.ZodType<LooseRow>
}

export function findById(name: IdTableName, id: number): LooseRow | undefined {
  return tableOf(name).findFirst((q) => q.where((row) => row.id === id))
}

// ---- ids --------------------------------------------------------------------------------

let sequences: Partial<Record<IdTableName, number>> = {}

/** Like an auto-increment column: never reuses the id of a deleted row. */
export function nextId(table: IdTableName): number {
  const highest = tableOf(table)
    .all()
    .reduce((max, row) => Math.max(max, row.id), 0)
  const next = Math.max(sequences[table] ?? 0, highest) + 1
  sequences[table] = next
  return next
}

// ---- writes -----------------------------------------------------------------------------

/**
 * What a write touched: one row, by its key (`id`, or `token` for sessions and email tokens), or
 * everything (a reset or restore). Persistence journals just those rows instead of the database.
 */
export type DbChange = { table: TableName; key: number | string } | 'everything'

type WriteListener = (changes: readonly DbChange[]) => void
const writeListeners = new Set<WriteListener>()
let batchDepth = 0
let batchChanges: DbChange[] = []
let batchReplacesEverything = false

function notifyWrite(changes: readonly DbChange[]): void {
  if (batchDepth > 0) {
    if (!batchReplacesEverything) batchChanges.push(...changes)
    return
  }
  for (const listener of writeListeners) listener(changes)
}

function rowChange(table: TableName, row: Record<string, unknown>): DbChange[] {
  const key = typeof row.id === 'number' ? row.id : row.token
  return typeof key === 'number' || typeof key === 'string' ? [{ table, key }] : ['everything']
}

/**
 * Reports the rows a create or update returned, once they are in the table. @msw/data's hooks
 * fire before an awaited create or update lands, so a save made by a parallel request in between
 * would see the old row; this second report makes the writer's own save carry the new one.
 */
function reportWhenLanded<Args extends unknown[], Result>(table: TableName, write: (...args: Args) => Promise<Result>) {
  return async (...args: Args): Promise<Result> => {
    const result = await write(...args)
    const rows: unknown[] = Array.isArray(result) ? result : result ? [result] : []
    const changes = rows.flatMap((row) => rowChange(table, row as Record<string, unknown>))
    if (changes.length > 0) notifyWrite(changes)
    return result
  }
}

for (const table of TABLE_NAMES) {
  const collection = db[table] as unknown as RowCollection
  collection.hooks.on('create', (event) => notifyWrite(rowChange(table, event.data.record)))
  // Both keys, in case the write changed the key itself.
  collection.hooks.on('update', (event) =>
    notifyWrite([...rowChange(table, event.data.prevRecord), ...rowChange(table, event.data.nextRecord)]),
  )
  // Deletes land synchronously, right after their hook.
  collection.hooks.on('delete', (event) => notifyWrite(rowChange(table, event.data.deletedRecord)))
  collection.create = reportWhenLanded(table, collection.create.bind(collection))
  collection.update = reportWhenLanded(table, collection.update.bind(collection))
  collection.updateMany = reportWhenLanded(table, collection.updateMany.bind(collection))
}

/** Called after any create, update or delete; a batch (reset, restore, writeAll) reports once, at its end. */
export function onDbWrite(listener: WriteListener): () => void {
  writeListeners.add(listener)
  return () => writeListeners.delete(listener)
}

/** Runs many writes as one: listeners hear of them once, after the last, never a half state. */
async function batch(work: () => Promise<void>, replacesEverything = false): Promise<void> {
  batchDepth += 1
  if (replacesEverything) batchReplacesEverything = true
  try {
    await work()
  } finally {
    batchDepth -= 1
    if (batchDepth === 0) {
      const changes: DbChange[] = batchReplacesEverything ? ['everything'] : batchChanges
      batchChanges = []
      batchReplacesEverything = false
      if (changes.length > 0) notifyWrite(changes)
    }
  }
}

// ---- snapshots --------------------------------------------------------------------------

export interface Snapshot {
  version: number
  sequences: Partial<Record<IdTableName, number>>
  tables: Partial<Record<TableName, unknown[]>>
}

export function snapshot(): Snapshot {
  const tables: Snapshot['tables'] = {}
  for (const name of TABLE_NAMES) tables[name] = (db[name] as unknown as RowCollection).all()
  // The round trip drops @msw/data's internal symbols and detaches the copy from live records.
  return JSON.parse(JSON.stringify({ version: SCHEMA_VERSION, sequences, tables })) as Snapshot
}

/** The id sequences alone, for a save that carries only the changed rows. */
export function idSequences(): Snapshot['sequences'] {
  return { ...sequences }
}

function clearAll(): void {
  for (const name of TABLE_NAMES) db[name].clear()
  sequences = {}
}

/** Replaces every table with the snapshot's rows; throws if a row does not fit its schema. */
export async function restore(saved: Snapshot): Promise<void> {
  await serial(() =>
    batch(async () => {
      // Every row is checked before anything is cleared, so a bad snapshot leaves the data as it was
      // (and @msw/data, which logs each schema issue before throwing, never sees it).
      for (const name of TABLE_NAMES) {
        for (const row of saved.tables[name] ?? []) {
          if (!schemaOf(name).safeParse(row).success) throw new Error(`Snapshot row of "${name}" does not fit its schema.`)
        }
      }
      clearAll()
      for (const name of TABLE_NAMES) {
        const collection = db[name] as unknown as RowCollection
        for (const row of saved.tables[name] ?? []) await collection.create(row as LooseRow)
      }
      sequences = { ...saved.sequences }
    }, true),
  )
}

/**
 * Many writes as one step: listeners (persistence) hear once, at the end, and no reset or
 * restore runs in the middle. For bulk changes such as loading a large catalogue.
 */
export function writeAll(work: () => Promise<void>): Promise<void> {
  return serial(() => batch(work))
}

/** Clears everything (sessions and mail too) and writes the deterministic seed again. */
export async function resetDb(): Promise<void> {
  await serial(() =>
    batch(async () => {
      clearAll()
      await seedDb(db)
    }, true),
  )
}

// ---- readiness --------------------------------------------------------------------------

let ready: Promise<void> | undefined
let queue: Promise<void> = Promise.resolve()

/** Resets and restores run one after another: two interleaved seeds would duplicate ids. */
function serial(work: () => Promise<void>): Promise<void> {
  const run = queue.then(work)
  queue = run.catch(() => undefined)
  ready = queue
  return run
}

/**
 * Handlers await this before touching data. With no persistence started (Storybook, a bare
 * `setupServer`), the first request seeds the database; otherwise it waits for the load or a
 * reset in progress.
 */
export function whenDbReady(): Promise<void> {
  return ready ?? resetDb()
}
