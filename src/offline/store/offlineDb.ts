import { openDB } from 'idb'
import { migrateOfflineDb } from './offlineMigrations'
import { ALL_STORES, OFFLINE_DB_NAME, OFFLINE_DB_VERSION, type OfflineDb, type OfflineSchema } from './offlineSchema'

/**
 * Opens (creating or upgrading) the device's offline database. `version` exists for the migration
 * tests; the app always opens the current one.
 */
export async function openOfflineDb(name: string = OFFLINE_DB_NAME, version: number = OFFLINE_DB_VERSION): Promise<OfflineDb> {
  const db: OfflineDb = await openDB<OfflineSchema>(name, version, {
    upgrade(upgrading, oldVersion, newVersion, tx) {
      migrateOfflineDb(upgrading, oldVersion, newVersion ?? version, tx)
    },
    // Another tab (a newer release) is upgrading: let it, rather than block it until this tab
    // closes. This connection then fails its calls, and the page should reload.
    blocking() {
      db.close()
    },
  })
  return db
}

/**
 * Empties every store in one transaction, outbox included: after sign-out nothing of the member's
 * may remain on the device, and a half-wiped database must not be possible.
 */
export async function clearOfflineData(db: OfflineDb): Promise<void> {
  const tx = db.transaction(ALL_STORES, 'readwrite')
  await Promise.all([...ALL_STORES.map((store) => tx.objectStore(store).clear()), tx.done])
}

/** Sign-out: removes the member's offline data from the device. */
export async function wipeOfflineData(name: string = OFFLINE_DB_NAME): Promise<void> {
  const db = await openOfflineDb(name)
  try {
    await clearOfflineData(db)
  } finally {
    db.close()
  }
}

/**
 * Opens the database for the signed-in member. Data left by anyone else (a shared device, a
 * sign-out that never finished) is wiped first, so one member never sees another's library,
 * favourites or unsent changes.
 */
export async function openForUser(userId: number, name: string = OFFLINE_DB_NAME): Promise<OfflineDb> {
  const db = await openOfflineDb(name)
  try {
    const tx = db.transaction(ALL_STORES, 'readwrite')
    const meta = tx.objectStore('meta')
    const owner = await meta.get('owner')
    if (!owner || owner.key !== 'owner' || owner.userId !== userId) {
      await Promise.all(ALL_STORES.map((store) => tx.objectStore(store).clear()))
      await meta.put({ key: 'owner', userId })
    }
    await tx.done
    return db
  } catch (error) {
    db.close()
    throw error
  }
}

/** The member whose data the database holds, or null when it holds nobody's. */
export async function offlineOwner(db: OfflineDb): Promise<number | null> {
  const owner = await db.get('meta', 'owner')
  return owner?.key === 'owner' ? owner.userId : null
}
