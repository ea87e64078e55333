import type { MoveDetail } from '@/api/moves/moveTypes'
import { CURRENT, type OfflineDb } from './offlineSchema'
import { syncedRecord } from './syncMeta'

export async function saveMoveDetail(db: OfflineDb, detail: MoveDetail, at: number = Date.now()): Promise<void> {
  const tx = db.transaction(['moveDetails', 'meta'], 'readwrite')
  await Promise.all([tx.objectStore('moveDetails').put(detail), tx.objectStore('meta').put(syncedRecord(`move:${detail.id}`, at)), tx.done])
}

/**
 * The cached detail, or undefined. Its heart comes from the member's intended favourites, not from
 * the copy saved with the detail, which goes stale the moment the member toggles offline.
 */
export async function readMoveDetail(db: OfflineDb, id: number): Promise<MoveDetail | undefined> {
  const tx = db.transaction(['moveDetails', 'favourites'], 'readonly')
  const [detail, favourites] = await Promise.all([tx.objectStore('moveDetails').get(id), tx.objectStore('favourites').get(CURRENT), tx.done])
  if (!detail) return undefined
  return favourites ? { ...detail, is_favourite: favourites.intended.includes(id) } : detail
}
