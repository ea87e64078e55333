import { getFavouriteMoves, recordMoveHistory, toggleFavourite } from '@/api/moves/movesApi'
import type { RecordHistoryRequest } from '@/api/moves/moveTypes'
import { sendMessage } from '@/api/spaces/roomsApi'
import { chatMessageTransport } from '../spaces/chatMessageDevice'
import type { OfflineDb } from '../store/offlineSchema'
import { communityApiTransport } from './communityTransport'
import type { HistoryOp } from './kinds/historyWrite'
import type { SyncTransport } from './writeKinds'

/**
 * An entry watched offline keeps the time it was watched (not the time it was sent), its
 * client_ref (the server ignores a replay) and the member's zone then (a challenge's day is their
 * own local day).
 */
type HistoryBody = RecordHistoryRequest & { client_ref: string; watched_at: string }

export function historyBody(op: HistoryOp): HistoryBody {
  return {
    move_id: op.move_id,
    seconds_watched: op.seconds_watched,
    completed: op.completed,
    watched_at: op.watched_at,
    client_ref: op.clientRef,
    ...(op.time_zone ? { time_zone: op.time_zone } : {}),
  }
}

/** The real server, through the API client; `db` keeps what became of queued chat messages. */
export function createApiSyncTransport(db: OfflineDb): SyncTransport {
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
    ...communityApiTransport,
    ...chatMessageTransport(db, async (body) => (await sendMessage(body)).message),
  }
}
