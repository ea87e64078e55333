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

let opened: { userId: number; db: Promise<OfflineDb>; session: Promise<OfflineSession> } | null = null

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

export function offlineSession(): Promise<OfflineSession> | null {
  const { isAuthenticated, user } = currentAuth()
  if (!isAuthenticated || user === null) return null
  if (opened?.userId === user) return opened.session
  const opening = openForUser(user)
  const session = Promise.all([opening, loadSyncEngine()]).then(
    async ([db, createEngine]) => {
      const engine = createEngine(db)
      publish(await engine.refresh().catch(() => engine.status()))
      return { userId: user, db, engine }
    },
    (error: unknown) => {
      // The engine failed to load after the database opened: close it, the next use reopens.
      void opening.then((db) => db.close(), () => undefined)
      throw error
    },
  )
  // A failed open (private mode, storage disabled) is retried on the next use rather than cached.
  session.catch(() => {
    if (opened?.session === session) opened = null
  })
  opened = { userId: user, db: opening, session }
  return session
}

/**
 * The signed-in member's database, as soon as it is open: a write the member made (a heart, a
 * viewing) goes into the outbox at once, not after the sync engine has loaded, so leaving the
 * page right after cannot lose it.
 */
export function offlineDatabase(): Promise<OfflineDb> | null {
  return offlineSession() && opened ? opened.db : null
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
    const session = await ending.session.catch(() => null)
    if (session) {
      await session.engine.stop()
      session.db.close()
    }
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
