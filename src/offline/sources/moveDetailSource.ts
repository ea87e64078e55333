import { getMoveDetail } from '@/api/moves/movesApi'
import type { MoveDetail } from '@/api/moves/moveTypes'
import type { OfflineFirstSource } from './offlineFirstSource'
import { readMoveDetail, readMoveFromLibrary, saveMoveDetail, type MoveDetailOnDevice } from '../store/moveDetailStore'

/**
 * One move's page: kept on the device once opened, so it opens again with no network. A move never
 * opened here still opens offline from the saved library (without its video links).
 */
export function moveDetailSource(id: number): OfflineFirstSource<MoveDetailOnDevice> {
  return {
    read: async (db) => (await readMoveDetail(db, id)) ?? (await readMoveFromLibrary(db, id)),
    fetch: (signal) => getMoveDetail(id, signal),
    async save(db, detail: MoveDetail) {
      await saveMoveDetail(db, detail)
      // Read back so the heart reflects favourite changes still waiting to be sent.
      return (await readMoveDetail(db, id)) ?? detail
    },
  }
}
