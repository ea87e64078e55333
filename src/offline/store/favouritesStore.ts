import type { IDBPTransaction, StoreNames } from 'idb'
import { CURRENT, type FavouriteOp, type FavouritesRecord, type OfflineDb, type OfflineSchema, type OutboxRecord } from './offlineSchema'

/** Any read-write transaction that includes the favourites and outbox stores. */
export type FavouritesTx = IDBPTransaction<OfflineSchema, ArrayLike<StoreNames<OfflineSchema>>, 'readwrite'>

const EMPTY: FavouritesRecord = { intended: [], confirmed: [] }

export function isFavouriteOp(record: OutboxRecord): record is FavouriteOp & OutboxRecord {
  return record.type === 'favourite'
}

/** The server's ids with the member's unsent intents laid over them: what the hearts should show. */
export function applyIntents(confirmed: Iterable<number>, ops: readonly OutboxRecord[]): number[] {
  const ids = new Set(confirmed)
  for (const op of ops) {
    if (!isFavouriteOp(op)) continue
    if (op.favourite) ids.add(op.moveId)
    else ids.delete(op.moveId)
  }
  return [...ids].sort((a, b) => a - b)
}

/**
 * Records what the server reported and recomputes the intended ids from the outbox in the same
 * transaction, so a fresh server list never hides a change the member made offline.
 */
export async function writeConfirmedFavourites(tx: FavouritesTx, confirmed: Iterable<number>): Promise<FavouritesRecord> {
  const ops = await tx.objectStore('outbox').index('by-favourite-move').getAll()
  const record: FavouritesRecord = { confirmed: [...new Set(confirmed)].sort((a, b) => a - b), intended: [] }
  record.intended = applyIntents(record.confirmed, ops)
  await tx.objectStore('favourites').put(record, CURRENT)
  return record
}

/** Recomputes the intended ids after the outbox changed, keeping the confirmed ones. */
export async function refreshIntendedFavourites(tx: FavouritesTx): Promise<FavouritesRecord> {
  const current = (await tx.objectStore('favourites').get(CURRENT)) ?? EMPTY
  return writeConfirmedFavourites(tx, current.confirmed)
}

export async function readFavourites(db: OfflineDb): Promise<FavouritesRecord> {
  return (await db.get('favourites', CURRENT)) ?? EMPTY
}
