import { getMoveDetail } from '@/api/moves/movesApi'
import type { MoveDetail } from '@/api/moves/moveTypes'
import type { OfflineFirstSource } from './offlineFirstSource'
import { readMoveDetail, saveMoveDetail } from '../store/moveDetailStore'

/** One move's page: kept on the device once opened, so it opens again with no network. */
export function moveDetailSource(id: number): OfflineFirstSource<MoveDetail> {
  return {
    read: (db) => readMoveDetail(db, id),
    fetch: (signal) => getMoveDetail(id, signal),
    async save(db, detail) {
      await saveMoveDetail(db, detail)
      // Read back so the heart reflects favourite changes still waiting to be sent.
      return (await readMoveDetail(db, id)) ?? detail
    },
  }
}
