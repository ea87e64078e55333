import type { MoveSummary } from '@/api/moves/moveTypes'
import { writeConfirmedFavourites } from './favouritesStore'
import { currentAuth } from '@/lib/auth/authState'
import { CURRENT, type OfflineDb } from './offlineSchema'
import { markLibrarySaved } from './savedLibraryMark'
import { syncedRecord } from './syncMeta'

export interface OfflineLibrary {
  moves: MoveSummary[]
  /** The favourites the member intends, unsent changes included. */
  favouriteIds: number[]
  /** When the library was last saved from the server, or null if this device never had it. */
  syncedAt: number | null
}

/**
 * Replaces the library with the server's, in one transaction: moves the server no longer lists
 * (deleted, made private) disappear, along with their cached details.
 *
 * `askedAt` is when the server was asked. The sync engine may have confirmed the favourites since
 * (it reads the server's list again after sending a heart): an answer asked for before that is
 * older than what the device knows, so its favourites are not taken over the engine's. Without
 * this, a heart sent and confirmed while the library was on its way came back undone.
 */
export async function saveLibrary(
  db: OfflineDb,
  moves: readonly MoveSummary[],
  favouriteIds: readonly number[],
  at: number = Date.now(),
  askedAt: number = at,
): Promise<void> {
  const tx = db.transaction(['moves', 'moveDetails', 'favourites', 'outbox', 'meta'], 'readwrite')
  const movesStore = tx.objectStore('moves')
  const details = tx.objectStore('moveDetails')
  const listed = new Set(moves.map((move) => move.id))
  const [detailIds, favouritesSynced] = await Promise.all([details.getAllKeys(), tx.objectStore('meta').get('synced:favourites')])
  const favouritesAreNewer = favouritesSynced !== undefined && 'at' in favouritesSynced && favouritesSynced.at > askedAt
  // Requests are queued without awaiting each one: awaiting 5,000 puts in turn is many times slower.
  const writes: Promise<unknown>[] = [movesStore.clear()]
  for (const move of moves) writes.push(movesStore.put(move))
  for (const id of detailIds) if (!listed.has(id)) writes.push(details.delete(id))
  writes.push(tx.objectStore('meta').put(syncedRecord('library', at)))
  if (!favouritesAreNewer) {
    writes.push(writeConfirmedFavourites(tx, favouriteIds))
    writes.push(tx.objectStore('meta').put(syncedRecord('favourites', at)))
  }
  await Promise.all([...writes, tx.done])
  markLibrarySaved(currentAuth().user)
}

/** The library as last saved, in id order; one getAll, so it stays fast for thousands of moves. */
export async function readLibrary(db: OfflineDb): Promise<OfflineLibrary> {
  const tx = db.transaction(['moves', 'favourites', 'meta'], 'readonly')
  const [moves, favourites, synced] = await Promise.all([
    tx.objectStore('moves').getAll(),
    tx.objectStore('favourites').get(CURRENT),
    tx.objectStore('meta').get('synced:library'),
    tx.done,
  ])
  return {
    moves,
    favouriteIds: favourites?.intended ?? [],
    syncedAt: synced && 'at' in synced ? synced.at : null,
  }
}

/** The newest moves first, straight from the created_at index (schema v2). */
export async function readNewestMoves(db: OfflineDb, limit: number): Promise<MoveSummary[]> {
  const moves: MoveSummary[] = []
  let cursor = await db.transaction('moves').store.index('by-created').openCursor(null, 'prev')
  while (cursor && moves.length < limit) {
    moves.push(cursor.value)
    cursor = await cursor.continue()
  }
  return moves
}
