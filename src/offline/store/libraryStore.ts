import type { IDBPIndex, StoreNames } from 'idb'
import type { MoveSummary } from '@/api/moves/moveTypes'
import { writeConfirmedFavourites } from './favouritesStore'
import { currentAuth } from '@/lib/auth/authState'
import { CURRENT, type OfflineDb, type OfflineSchema } from './offlineSchema'
import { markLibrarySaved } from './savedLibraryMark'
import { syncedRecord } from './syncMeta'

export interface OfflineLibrary {
  moves: MoveSummary[]
  /** The favourites the member intends, unsent changes included. */
  favouriteIds: number[]
  /** When the library was last saved from the server, or null if this device never had it. */
  syncedAt: number | null
}

/** What the library's first screen needs, without reading every move. */
export interface LibraryFirstScreen extends OfflineLibrary {
  /** The newest moves first (`moves` holds only these). */
  moves: MoveSummary[]
  /** How many moves are saved, counted by the store without reading them. */
  total: number
  /** The featured moves as the last save listed them; null when that save predates the list. */
  featured: MoveSummary[] | null
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
  writes.push(tx.objectStore('meta').put({ key: 'featured', ids: moves.filter((move) => move.featured).map((move) => move.id) }))
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

/**
 * The first screen's read: the newest `limit` moves from the created_at index, the count of all
 * of them, the featured ones by id, the favourites and the save time, in one transaction. Reading
 * 5,000 moves takes the device far longer than the screen's first draw should wait.
 */
export async function readLibraryFirstScreen(db: OfflineDb, limit: number): Promise<LibraryFirstScreen> {
  const tx = db.transaction(['moves', 'favourites', 'meta'], 'readonly')
  const moves = tx.objectStore('moves')
  const featured = async (): Promise<MoveSummary[] | null> => {
    const record = await tx.objectStore('meta').get('featured')
    if (!record || !('ids' in record)) return null
    const found = await Promise.all(record.ids.map((id) => moves.get(id)))
    return found.filter((move): move is MoveSummary => move !== undefined)
  }
  const [newest, total, favourites, synced, featuredMoves] = await Promise.all([
    newestOf(moves.index('by-created'), limit),
    moves.count(),
    tx.objectStore('favourites').get(CURRENT),
    tx.objectStore('meta').get('synced:library'),
    featured(),
    tx.done,
  ])
  return {
    moves: newest,
    total,
    featured: featuredMoves,
    favouriteIds: favourites?.intended ?? [],
    syncedAt: synced && 'at' in synced ? synced.at : null,
  }
}

/** The newest moves first, straight from the created_at index (schema v2). */
export async function readNewestMoves(db: OfflineDb, limit: number): Promise<MoveSummary[]> {
  return newestOf(db.transaction('moves').store.index('by-created'), limit)
}

/** Newest first; moves made at the same moment, higher id first (the index's "prev" order), as the server lists them. */
async function newestOf<Stores extends ArrayLike<StoreNames<OfflineSchema>>>(index: IDBPIndex<OfflineSchema, Stores, 'moves', 'by-created'>, limit: number): Promise<MoveSummary[]> {
  const moves: MoveSummary[] = []
  if (limit <= 0) return moves
  let cursor = await index.openCursor(null, 'prev')
  while (cursor) {
    moves.push(cursor.value)
    if (moves.length >= limit) break
    cursor = await cursor.continue()
  }
  return moves
}
