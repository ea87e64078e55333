import type { TableName } from './collections'
import { SCHEMA_VERSION, db, idSequences, onDbWrite, resetDb, restore, snapshot, type RowCollection, type Snapshot } from './db'
import { rowKey, type JournalEntry } from './journal'

/** Where the database snapshot lives between runs (memory, localStorage, a JSON file). */
export interface SnapshotStore {
  load(): Snapshot | null
  save(snapshot: Snapshot): void
  /**
   * Stores with a journal take only the rows a request changed, so a save costs the same whatever
   * the size of the data; the others get the whole snapshot every time.
   */
  append?(entry: JournalEntry): void
  /** Keeps stored data that could not be restored out of the way (and says so) instead of overwriting it. */
  setAside?(reason: string, label?: string): void
}

export function memorySnapshotStore(): SnapshotStore & { saves: number } {
  let saved: string | null = null
  return {
    saves: 0,
    load: () => (saved === null ? null : (JSON.parse(saved) as Snapshot)),
    save(next) {
      saved = JSON.stringify(next)
      this.saves += 1
    },
  }
}

export const LOCAL_STORAGE_KEY = 'movetime.mock.db'

export function localStorageSnapshotStore(storage: Storage = localStorage, key = LOCAL_STORAGE_KEY): SnapshotStore {
  return {
    load() {
      const raw = storage.getItem(key)
      return raw ? (JSON.parse(raw) as Snapshot) : null
    },
    save(next) {
      storage.setItem(key, JSON.stringify(next))
    },
  }
}

export interface Persistence {
  /** Saves now if anything changed since the last save. */
  flush(): void
  /** Replaces the data with what the store holds now (another tab saved), without saving it back. */
  reload(): Promise<void>
  stop(): void
}

let active: Persistence | null = null

/**
 * Loads the stored snapshot (or seeds when there is none, or it is from an older schema, or it
 * is unreadable — a store that can keeps such data aside first), then saves after every write:
 * the changed rows only to a store with a journal (the HTTP home), the whole snapshot otherwise. Saves are coalesced: writes mark the database
 * dirty and one save follows, either when the request handler finishes (`flushPendingSave`,
 * called by `handle` in mocks/http/handle.ts) or on the next macrotask, whichever is first.
 * A macrotask rather than a microtask because @msw/data fires its hooks before the write lands.
 * Nothing waits for unload: mobile browsers rarely fire it.
 */
export async function startPersistence(store: SnapshotStore): Promise<Persistence> {
  active?.stop()

  const saved = readSnapshot(store)
  if (saved && saved.version === SCHEMA_VERSION) {
    try {
      await restore(saved)
    } catch (error) {
      store.setAside?.(error instanceof Error ? error.message : String(error))
      await resetDb()
    }
  } else {
    if (saved) store.setAside?.(`it was written by schema version ${saved.version}, this is ${SCHEMA_VERSION}`, `v${saved.version}`)
    await resetDb()
  }
  // Also folds a journal into the snapshot, so each start begins with an empty journal.
  store.save(snapshot())

  let dirty = false
  let everything = false
  const changedRows = new Map<TableName, Set<number | string>>()
  let reloading = false
  let timer: ReturnType<typeof setTimeout> | undefined

  const flush = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    if (!dirty) return
    dirty = false
    try {
      if (store.append && !everything) store.append(journalEntry(changedRows))
      else store.save(snapshot())
    } catch (error) {
      // A full localStorage must not turn a successful request into a failed one.
      console.warn('[mock] could not save the mock database', error)
    } finally {
      everything = false
      changedRows.clear()
    }
  }

  const unsubscribe = onDbWrite((changes) => {
    if (reloading) return
    for (const change of changes) {
      if (change === 'everything') everything = true
      else if (!everything) {
        const keys = changedRows.get(change.table) ?? new Set()
        keys.add(change.key)
        changedRows.set(change.table, keys)
      }
    }
    dirty = true
    timer ??= setTimeout(flush, 0)
  })

  const persistence: Persistence = {
    flush,
    async reload() {
      const latest = readSnapshot(store)
      if (!latest || latest.version !== SCHEMA_VERSION) return
      // The other tab's save is the newer one: drop this tab's pending save rather than overwrite it.
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
      dirty = false
      everything = false
      changedRows.clear()
      reloading = true
      try {
        await restore(latest)
      } catch {
        // An unreadable snapshot from another tab: keep this tab's data.
      } finally {
        reloading = false
      }
    },
    stop() {
      flush()
      unsubscribe()
      if (active === persistence) active = null
    },
  }
  active = persistence
  return persistence
}

/** Lets request handlers save before they answer, so a reload right after a response keeps it. */
export function flushPendingSave(): void {
  active?.flush()
}

/** The current state of just the changed rows: the row when it is there, its key when it is gone. */
function journalEntry(changedRows: ReadonlyMap<TableName, ReadonlySet<number | string>>): JournalEntry {
  const entry: JournalEntry = { sequences: idSequences(), upserts: {}, deletes: {} }
  for (const [table, keys] of changedRows) {
    const collection = db[table] as unknown as RowCollection
    const found = new Map<number | string, unknown>()
    if (keys.size === 1) {
      const [key] = keys
      const row = collection.findFirst((q) => q.where((candidate) => rowKey(candidate) === key))
      if (row) found.set(key as number | string, row)
    } else {
      for (const row of collection.all()) {
        const key = rowKey(row)
        if (key !== undefined && keys.has(key)) found.set(key, row)
      }
    }
    const upserts = [...found.values()]
    const deletes = [...keys].filter((key) => !found.has(key))
    if (upserts.length > 0) entry.upserts[table] = upserts
    if (deletes.length > 0) entry.deletes[table] = deletes
  }
  return entry
}

function readSnapshot(store: SnapshotStore): Snapshot | null {
  try {
    return store.load()
  } catch {
    return null
  }
}
