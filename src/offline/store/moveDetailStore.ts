import type { MoveDetail } from '@/api/moves/moveTypes'
import { currentAuth } from '@/lib/auth/authState'
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

/** A move as the device knows it: the whole detail, or only what the saved library holds. */
export interface MoveDetailOnDevice extends MoveDetail {
  /**
   * True when the move was never opened here and only its library entry is on the device: title,
   * photo, facts, cues and the heart are real, but the video links are not known (empty).
   */
  libraryOnly?: true
}

/**
 * A move from the saved library, shaped as a detail, for a move never opened on this device: it
 * still opens offline from what the library holds. Undefined when the library does not list it.
 */
export async function readMoveFromLibrary(db: OfflineDb, id: number): Promise<MoveDetailOnDevice | undefined> {
  const tx = db.transaction(['moves', 'favourites'], 'readonly')
  const [summary, favourites] = await Promise.all([tx.objectStore('moves').get(id), tx.objectStore('favourites').get(CURRENT), tx.done])
  if (!summary) return undefined
  const me = currentAuth().user
  return {
    ...summary,
    video_url: '',
    video_webm_url: '',
    captions_url: '',
    author_name: '',
    is_favourite: favourites?.intended.includes(id) ?? false,
    is_mine: summary.user_id !== null && summary.user_id === me,
    libraryOnly: true,
  }
}
