import type { IDBPDatabase, IDBPTransaction, StoreNames } from 'idb'
import type { OfflineSchema } from './offlineSchema'

type UpgradeTransaction = IDBPTransaction<OfflineSchema, StoreNames<OfflineSchema>[], 'versionchange'>

/**
 * Runs every step from the device's version up to the target, in order, inside the one upgrade
 * transaction, so a device that skipped releases still ends at the same schema as a fresh one.
 */
export function migrateOfflineDb(db: IDBPDatabase<OfflineSchema>, oldVersion: number, newVersion: number, tx: UpgradeTransaction): void {
  for (let version = oldVersion + 1; version <= newVersion; version++) {
    switch (version) {
      case 1:
        createV1(db)
        break
      case 2:
        // Lets the library list "newest first" without loading and sorting every move.
        tx.objectStore('moves').createIndex('by-created', 'created_at')
        break
      case 3:
        // The dashboard's recent moves, so it shows what was last synced offline too.
        db.createObjectStore('history')
        break
      case 4:
        // Each library move's small photo, so every saved card shows a picture offline.
        db.createObjectStore('thumbnails', { keyPath: 'url' })
        break
      case 5:
        // The community pages' saved copies, so friends, groups and challenges open offline.
        db.createObjectStore('community', { keyPath: 'key' })
        break
      case 6:
        // The bookings pages' saved copies, so the calendar and a booking's page open offline.
        db.createObjectStore('bookings', { keyPath: 'key' })
        break
      case 7:
        // Spaces: the list, each space's newest messages and the member's refused messages, for offline reading.
        db.createObjectStore('spaces', { keyPath: 'key' })
        break
      case 8:
        // The public pages' text (CMS entries by page), so home, FAQ and the legal pages open offline.
        db.createObjectStore('site', { keyPath: 'key' })
        break
      default:
        throw new Error(`No migration to offline database version ${version}`)
    }
  }
}

function createV1(db: IDBPDatabase<OfflineSchema>): void {
  db.createObjectStore('moves', { keyPath: 'id' })
  db.createObjectStore('moveDetails', { keyPath: 'id' })
  db.createObjectStore('favourites')
  db.createObjectStore('profile')
  db.createObjectStore('stats')
  db.createObjectStore('meta', { keyPath: 'key' })
  const outbox = db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true })
  // Unique: coalescing keeps at most one intent per move, and the index makes a second one fail loudly.
  outbox.createIndex('by-favourite-move', 'moveId', { unique: true })
}
