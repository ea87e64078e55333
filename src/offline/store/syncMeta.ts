import type { MetaRecord, OfflineDb, SyncDataset } from './offlineSchema'

export function syncedRecord(dataset: SyncDataset, at: number): MetaRecord {
  return { key: `synced:${dataset}`, at }
}

/** When the dataset was last saved from the server (epoch ms), or null if it never was. */
export async function lastSyncedAt(db: OfflineDb, dataset: SyncDataset): Promise<number | null> {
  const record = await db.get('meta', `synced:${dataset}`)
  return record && 'at' in record ? record.at : null
}

export async function markSynced(db: OfflineDb, dataset: SyncDataset, at: number = Date.now()): Promise<void> {
  await db.put('meta', syncedRecord(dataset, at))
}
