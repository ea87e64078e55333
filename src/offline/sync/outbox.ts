import { refreshIntendedFavourites, writeConfirmedFavourites } from '@/offline/store/favouritesStore'
import { syncedRecord } from '@/offline/store/syncMeta'
import type { FavouriteOp, FavouritesRecord, HistoryOp, OfflineDb, OutboxOp, OutboxRecord } from '@/offline/store/offlineSchema'

/** An op as stored: `seq` is its place in the queue. */
export type QueuedOp = OutboxOp & { seq: number }
export type QueuedFavouriteOp = FavouriteOp & { seq: number }
export type QueuedHistoryOp = HistoryOp & { seq: number }

export type NewHistoryOp = Omit<HistoryOp, 'type' | 'clientRef'> & { clientRef?: string }

function queued(record: OutboxRecord): QueuedOp {
  if (typeof record.seq !== 'number') throw new Error('Outbox record without a sequence number')
  return record as QueuedOp
}

/**
 * Records that the member wants `moveId` to be (or not be) a favourite, replacing any earlier wish
 * for that move, and updates the intended ids in the same transaction.
 *
 * The op is kept even when the wish matches the last confirmed state: a toggle whose response was
 * lost may already have changed the server, and only reconciliation can tell.
 */
export async function queueFavouriteIntent(db: OfflineDb, moveId: number, favourite: boolean): Promise<FavouritesRecord> {
  const tx = db.transaction(['outbox', 'favourites'], 'readwrite')
  const outbox = tx.objectStore('outbox')
  const earlier = await outbox.index('by-favourite-move').getKey(moveId)
  if (earlier !== undefined) await outbox.delete(earlier)
  await outbox.add({ type: 'favourite', moveId, favourite })
  const record = await refreshIntendedFavourites(tx)
  await tx.done
  return record
}

/** Appends a watched move; history is never coalesced, each one counts. */
export async function queueHistory(db: OfflineDb, entry: NewHistoryOp): Promise<QueuedHistoryOp> {
  const op: HistoryOp = { ...entry, type: 'history', clientRef: entry.clientRef ?? crypto.randomUUID() }
  const seq = await db.add('outbox', op)
  return { ...op, seq }
}

/** Every pending op, oldest first. */
export async function readOutbox(db: OfflineDb): Promise<QueuedOp[]> {
  return (await db.getAll('outbox')).map(queued)
}

export function pendingCount(db: OfflineDb): Promise<number> {
  return db.count('outbox')
}

/** The oldest history op, or undefined: history goes to the server in the order it happened. */
export async function nextHistoryOp(db: OfflineDb): Promise<QueuedHistoryOp | undefined> {
  let cursor = await db.transaction('outbox').store.openCursor()
  while (cursor) {
    const op = queued(cursor.value)
    if (op.type === 'history') return op
    cursor = await cursor.continue()
  }
  return undefined
}

export async function favouriteIntents(db: OfflineDb): Promise<QueuedFavouriteOp[]> {
  const ops = await db.getAllFromIndex('outbox', 'by-favourite-move')
  return ops.map(queued).filter((op): op is QueuedFavouriteOp => op.type === 'favourite')
}

/** Removes one op (sent, or dropped as impossible) and brings the intended favourites in line. */
export async function removeOp(db: OfflineDb, seq: number): Promise<void> {
  const tx = db.transaction(['outbox', 'favourites'], 'readwrite')
  await tx.objectStore('outbox').delete(seq)
  await refreshIntendedFavourites(tx)
  await tx.done
}

/**
 * Takes the server's list as the confirmed favourites and retires every intent it already shows.
 * Intents are compared by value, not by sequence number, so a wish the member made while this
 * list was in flight is retired only if the server happens to agree with it too.
 * Returns the intents the server does not show yet.
 */
export async function settleFavourites(db: OfflineDb, serverIds: readonly number[], at: number = Date.now()): Promise<QueuedFavouriteOp[]> {
  const server = new Set(serverIds)
  const tx = db.transaction(['outbox', 'favourites', 'meta'], 'readwrite')
  const outbox = tx.objectStore('outbox')
  const ops = (await outbox.index('by-favourite-move').getAll()).map(queued)
  const unsettled: QueuedFavouriteOp[] = []
  for (const op of ops) {
    if (op.type !== 'favourite') continue
    if (server.has(op.moveId) === op.favourite) await outbox.delete(op.seq)
    else unsettled.push(op)
  }
  await writeConfirmedFavourites(tx, server)
  await tx.objectStore('meta').put(syncedRecord('favourites', at))
  await tx.done
  return unsettled
}
