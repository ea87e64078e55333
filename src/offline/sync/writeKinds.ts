import type { FavouriteOp } from '@/offline/store/offlineSchema'
import { favouriteWrite, type FavouriteServer } from './kinds/favouriteWrite'
import { historyWrite, type HistoryOp, type HistoryServer } from './kinds/historyWrite'
import type { Queued, WriteKindRegistry } from './writeKind'

/**
 * The kinds of offline write the member's sync engine replays. A new kind (a booking, challenge
 * progress, a chat message) goes in `kinds/` and is added here: to the list, to `MemberWrite` and,
 * for its calls, to `SyncTransport`. The engine and the outbox need no change.
 */

/** Every write the member's outbox holds. */
export type MemberWrite = FavouriteOp | HistoryOp
export type QueuedOp = Queued<MemberWrite>

/**
 * What the sync engine needs from the server: the calls of every registered kind. An interface so
 * tests can stand in a server that loses responses and repeats requests; `syncTransport.ts`
 * builds the real one from the API client.
 */
export type SyncTransport = FavouriteServer & HistoryServer

/**
 * In the order each round sends them: history first, so favourites that have not converged yet
 * (which ends the round, to be retried with backoff) hold nothing else back.
 */
export const MEMBER_WRITE_KINDS: WriteKindRegistry<SyncTransport, MemberWrite> = [historyWrite, favouriteWrite]
