import type { CommunityRecord } from './communityRecords'
import type { OfflineDb } from './offlineSchema'

/** The saved copy under `key`, or undefined if this device never saved one. */
export async function readCommunityCopy<R extends CommunityRecord>(db: OfflineDb, key: R['key']): Promise<R | undefined> {
  const record = await db.get('community', key)
  // Only saveCommunityCopy writes this store, and each key always holds the same record type.
  return record as R | undefined
}

/** Keeps a server answer as the page's copy, replacing the last one. */
export async function saveCommunityCopy(db: OfflineDb, record: CommunityRecord): Promise<void> {
  await db.put('community', record)
}

/**
 * Forgets the saved pages of groups or challenges the member no longer sees (left, removed,
 * deleted): what the server stopped showing them must not stay readable on the device.
 */
export async function forgetCommunityPagesExcept(db: OfflineDb, prefix: 'group' | 'challenge', keepIds: readonly number[]): Promise<void> {
  const keep = new Set<string>(keepIds.map((id) => `${prefix}:${id}`))
  const tx = db.transaction('community', 'readwrite')
  // Every key that starts with `${prefix}:` (';' is the character after ':').
  const range = IDBKeyRange.bound(`${prefix}:`, `${prefix};`, false, true)
  for (let cursor = await tx.store.openCursor(range); cursor; cursor = await cursor.continue()) {
    if (!keep.has(cursor.key)) await cursor.delete()
  }
  await tx.done
}
