import { atom } from 'jotai'
import { appStore, currentAuth } from '@/lib/auth/authState'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import { openForUser, wipeOfflineData } from '../store/offlineDb'
import { forgetSavedLibrary } from '../store/savedLibraryMark'
import type { OfflineDb, OutboxRecord } from '../store/offlineSchema'
import type { SyncEngine } from '../sync/syncEngine'
import type { SyncStatus } from '../sync/syncTypes'

/**
 * The signed-in member's offline data and the one sync engine replaying their outbox. Opened on
 * first use for the member in the auth state; a different member signing in on the same device
 * gets a wiped store (openForUser), and signing out wipes it (endOfflineSession).
 */
export interface OfflineSession {
  userId: number
  db: OfflineDb
  engine: SyncEngine
}

export const syncStatusAtom = atom<SyncStatus>({ state: 'idle', pending: 0, lastSyncedAt: null })

const syncListeners = new Set<(status: SyncStatus) => void>()

/** Hears every status the engine publishes (e.g. to refresh favourites after a run). */
export function onSyncStatus(listener: (status: SyncStatus) => void): () => void {
  syncListeners.add(listener)
  return () => syncListeners.delete(listener)
}

function publish(status: SyncStatus): void {
  appStore.set(syncStatusAtom, status)
  for (const listener of syncListeners) listener(status)
}

/** The member's database once opening started; the session (with the engine) only once someone asked for it. */
let opened: { userId: number; db: Promise<OfflineDb>; session: Promise<OfflineSession> | null } | null = null

/**
 * The sync engine is no part of drawing a page from the device, so it is not in the first
 * download: it loads beside the database as the session opens.
 */
async function loadSyncEngine() {
  const [{ createSyncEngine }, { createApiSyncTransport }, { droppedWriteMessage }] = await Promise.all([
    import('../sync/syncEngine'),
    import('../sync/syncTransport'),
    import('../sync/droppedWriteMessage'),
  ])
  // The member was told an offline change would be sent; if the server refuses it for good, say so.
  const onDropped = (write: OutboxRecord, error: unknown) => appStore.set(showSnackbarAtom, { text: droppedWriteMessage(write, error), status: 'warning', duration: 8_000 })
  return (db: OfflineDb) => createSyncEngine(createApiSyncTransport(db), db, { onStatus: publish, onDropped })
}

/** The signed-in member's entry in `opened`, opening their database if it is not yet. */
function openedForMember() {
  const { isAuthenticated, user } = currentAuth()
  if (!isAuthenticated || user === null) return null
  if (opened?.userId === user) return opened
  const db = openForUser(user)
  const entry: NonNullable<typeof opened> = { userId: user, db, session: null }
  // A failed open (private mode, storage disabled) is retried on the next use rather than cached.
  db.catch(() => {
    if (opened === entry) opened = null
  })
  opened = entry
  return entry
}

/** The member's database with the sync engine: for sending the outbox, not for reading the device. */
export function offlineSession(): Promise<OfflineSession> | null {
  const entry = openedForMember()
  if (!entry) return null
  if (entry.session) return entry.session
  const session = Promise.all([entry.db, loadSyncEngine()]).then(async ([db, createEngine]) => {
    const engine = createEngine(db)
    publish(await engine.refresh().catch(() => engine.status()))
    return { userId: entry.userId, db, engine }
  })
  // The engine's code could not be fetched (offline, a redeploy): the next use loads it again.
  session.catch(() => {
    if (entry.session === session) entry.session = null
  })
  entry.session = session
  return session
}

/**
 * The signed-in member's database, as soon as it is open, without the sync engine: a page drawn
 * from the device reads it, and a write the member made (a heart, a viewing) goes into the outbox
 * at once, so leaving the page right after cannot lose it. The engine (with the API transport and
 * axios) loads only when something asks to send (offlineSession), after the first page has drawn.
 */
export function offlineDatabase(): Promise<OfflineDb> | null {
  return openedForMember()?.db ?? null
}

/** Replays the outbox now, if a member is signed in. Never rejects. */
export async function requestSync(): Promise<void> {
  const session = offlineSession()
  if (!session) return
  try {
    await (await session).engine.sync()
  } catch (error) {
    console.warn('[offline] sync could not start', error)
  }
}

/**
 * Sign-out: stops the engine first (a run in flight would write the old member's data back),
 * then wipes everything of theirs from the device.
 */
export async function endOfflineSession(): Promise<void> {
  const ending = opened
  opened = null
  if (ending) {
    const session = await ending.session?.catch(() => null)
    await session?.engine.stop()
    const db = await ending.db.catch(() => null)
    db?.close()
  }
  forgetSavedLibrary()
  await wipeOfflineData()
  publish({ state: 'idle', pending: 0, lastSyncedAt: null })
}

/** Syncs when the network returns and when the member comes back to the tab. Returns the cleanup. */
export function startBackgroundSync(): () => void {
  const onOnline = () => void requestSync()
  const onVisible = () => {
    if (document.visibilityState === 'visible') void requestSync()
  }
  window.addEventListener('online', onOnline)
  document.addEventListener('visibilitychange', onVisible)
  void requestSync()
  return () => {
    window.removeEventListener('online', onOnline)
    document.removeEventListener('visibilitychange', onVisible)
  }
}
