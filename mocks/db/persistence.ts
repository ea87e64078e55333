import { SCHEMA_VERSION, onDbWrite, resetDb, restore, snapshot, type Snapshot } from './db'

/** Where the database snapshot lives between runs (memory, localStorage, a JSON file). */
export interface SnapshotStore {
  load(): Snapshot | null
  save(snapshot: Snapshot): void
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
 * is unreadable), then saves after every write. Saves are coalesced: writes mark the database
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
    } catch {
      await resetDb()
    }
  } else {
    await resetDb()
  }
  store.save(snapshot())

  let dirty = false
  let reloading = false
  let timer: ReturnType<typeof setTimeout> | undefined

  const flush = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    if (!dirty) return
    dirty = false
    try {
      store.save(snapshot())
    } catch (error) {
      // A full localStorage must not turn a successful request into a failed one.
      console.warn('[mock] could not save the mock database', error)
    }
  }

  const unsubscribe = onDbWrite(() => {
    if (reloading) return
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

function readSnapshot(store: SnapshotStore): Snapshot | null {
  try {
    return store.load()
  } catch {
    return null
  }
}
