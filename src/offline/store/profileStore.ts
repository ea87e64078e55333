import type { MoveHistoryEntry, MoveStats, UserInfo } from '@/api/moves/moveTypes'
import { CURRENT, type OfflineDb } from './offlineSchema'
import { syncedRecord } from './syncMeta'

export async function saveProfile(db: OfflineDb, profile: UserInfo, at: number = Date.now()): Promise<void> {
  const tx = db.transaction(['profile', 'meta'], 'readwrite')
  await Promise.all([tx.objectStore('profile').put(profile, CURRENT), tx.objectStore('meta').put(syncedRecord('profile', at)), tx.done])
}

export function readProfile(db: OfflineDb): Promise<UserInfo | undefined> {
  return db.get('profile', CURRENT)
}

export async function saveStats(db: OfflineDb, stats: MoveStats, at: number = Date.now()): Promise<void> {
  const tx = db.transaction(['stats', 'meta'], 'readwrite')
  await Promise.all([tx.objectStore('stats').put(stats, CURRENT), tx.objectStore('meta').put(syncedRecord('stats', at)), tx.done])
}

export function readStats(db: OfflineDb): Promise<MoveStats | undefined> {
  return db.get('stats', CURRENT)
}

export async function saveHistory(db: OfflineDb, history: readonly MoveHistoryEntry[], at: number = Date.now()): Promise<void> {
  const tx = db.transaction(['history', 'meta'], 'readwrite')
  await Promise.all([tx.objectStore('history').put([...history], CURRENT), tx.objectStore('meta').put(syncedRecord('history', at)), tx.done])
}

export function readHistory(db: OfflineDb): Promise<MoveHistoryEntry[] | undefined> {
  return db.get('history', CURRENT)
}
