import { readFavourites, refreshIntendedFavourites, writeConfirmedFavourites } from '@/offline/store/favouritesStore'
import type { FavouriteOp, FavouritesRecord, OfflineDb } from '@/offline/store/offlineSchema'
import { syncedRecord } from '@/offline/store/syncMeta'
import { queuedWrites, queueWrite, settleWrites } from '../outbox'
import type { Queued, ReconciledKind } from '../writeKind'

/** The server's favourites calls. Its favourite call is a toggle, not a set. */
export interface FavouriteServer {
  getServerFavouriteIds(): Promise<number[]>
  /** The server flips the favourite and returns the state after. */
  toggleFavourite(moveId: number): Promise<boolean>
}

/**
 * The member's intent per move, never their taps: a toggle replayed after a lost reply would undo
 * itself. Only the server's list decides whether a toggle is needed, and only the list retires an
 * intent, so the server converges on the intent however often a toggle is lost or doubled.
 */
export const favouriteWrite: ReconciledKind<FavouriteOp, FavouriteServer, ReadonlySet<number>> = {
  type: 'favourite',
  stores: ['favourites', 'meta'],
  mergeKey: (write) => write.moveId,
  // The latest wish wins, and is kept even when it matches the last confirmed state: a toggle
  // whose reply was lost may already have changed the server, and only reconciling can tell.
  merge: (_earlier, next) => next,
  // The hearts on screen are the server's list with the waiting intents laid over it.
  afterChange: async (tx) => {
    await refreshIntendedFavourites(tx)
  },
  send: async (write, server) => {
    await server.toggleFavourite(write.moveId)
  },
  reconcile: {
    // The favourites list, not the library: the same truth at a fraction of the size.
    read: async (server) => new Set(await server.getServerFavouriteIds()),
    shows: (serverIds, write) => serverIds.has(write.moveId) === write.favourite,
    save: async (tx, serverIds, at) => {
      await writeConfirmedFavourites(tx, serverIds)
      await tx.objectStore('meta').put(syncedRecord('favourites', at))
    },
  },
}

/**
 * Records that the member wants `moveId` to be (or not be) a favourite, replacing any earlier wish
 * for that move, and updates the intended ids in the same transaction.
 */
export async function queueFavouriteIntent(db: OfflineDb, moveId: number, favourite: boolean): Promise<FavouritesRecord> {
  await queueWrite(db, favouriteWrite, { type: 'favourite', moveId, favourite })
  return readFavourites(db)
}

/** The waiting intents, one per move, in move order. */
export async function favouriteIntents(db: OfflineDb): Promise<Queued<FavouriteOp>[]> {
  return (await queuedWrites(db, favouriteWrite)).sort((a, b) => a.moveId - b.moveId)
}

/**
 * Takes the server's list as the confirmed favourites and retires every intent it already shows.
 * Returns the intents the server does not show yet.
 */
export function settleFavourites(db: OfflineDb, serverIds: readonly number[], at: number = Date.now()): Promise<Queued<FavouriteOp>[]> {
  return settleWrites(db, favouriteWrite, new Set(serverIds), at)
}
