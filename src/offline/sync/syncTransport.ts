import { getFavouriteMoves, recordMoveHistory, toggleFavourite } from '@/api/moves/movesApi'
import type { RecordHistoryRequest } from '@/api/moves/moveTypes'
import type { HistoryOp } from './kinds/historyWrite'
import type { SyncTransport } from './writeKinds'

/**
 * The server's history call does not yet declare `client_ref` (dedupe of replays) or `watched_at`
 * (an entry watched offline keeps the time it was watched, not the time it was sent); they are
 * sent anyway so the API can start honouring them without a client change.
 */
type HistoryBody = RecordHistoryRequest & { client_ref: string; watched_at: string }

export function historyBody(op: HistoryOp): HistoryBody {
  return {
    move_id: op.move_id,
    seconds_watched: op.seconds_watched,
    completed: op.completed,
    watched_at: op.watched_at,
    client_ref: op.clientRef,
  }
}

/** The real server, through movesApi. */
export function createApiSyncTransport(): SyncTransport {
  return {
    async getServerFavouriteIds() {
      // The favourites list, not the library: it is the same truth at a fraction of the size.
      const response = await getFavouriteMoves()
      return response.list.map((move) => move.id)
    },
    async toggleFavourite(moveId) {
      const response = await toggleFavourite(moveId)
      return response.is_favourite
    },
    async recordHistory(op) {
      await recordMoveHistory(historyBody(op))
    },
  }
}
