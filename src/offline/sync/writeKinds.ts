import type { FavouriteOp } from '@/offline/store/offlineSchema'
import { chatMessageWrite, type ChatMessageOp, type ChatMessageServer } from './kinds/chatMessageWrite'
import { challengeTrackWrite, type ChallengeTrackOp, type ChallengeTrackServer } from './kinds/challengeTrackWrite'
import { favouriteWrite, type FavouriteServer } from './kinds/favouriteWrite'
import { friendAnswerWrite, type FriendAnswerOp, type FriendAnswerServer } from './kinds/friendAnswerWrite'
import { friendRequestWrite, type FriendRequestOp, type FriendRequestServer } from './kinds/friendRequestWrite'
import { groupAnswerWrite, type GroupAnswerOp, type GroupAnswerServer } from './kinds/groupAnswerWrite'
import { historyWrite, type HistoryOp, type HistoryServer } from './kinds/historyWrite'
import type { Queued, WriteKindRegistry } from './writeKind'

/**
 * The kinds of offline write the member's sync engine replays. A new kind (a booking, a chat
 * message) goes in `kinds/` and is added here: to the list, to `MemberWrite` and, for its calls,
 * to `SyncTransport`. The engine and the outbox need no change.
 */

/** Every write the member's outbox holds. */
export type MemberWrite = FavouriteOp | HistoryOp | FriendRequestOp | FriendAnswerOp | GroupAnswerOp | ChallengeTrackOp | ChatMessageOp
export type QueuedOp = Queued<MemberWrite>

/**
 * What the sync engine needs from the server: the calls of every registered kind. An interface so
 * tests can stand in a server that loses responses and repeats requests; `syncTransport.ts`
 * builds the real one from the API client.
 */
export type SyncTransport = FavouriteServer & HistoryServer & FriendRequestServer & FriendAnswerServer & GroupAnswerServer & ChallengeTrackServer & ChatMessageServer

/**
 * In the order each round sends them: history first, as the member's own record matters most; a
 * request before an answer to it; chat messages (in the order written) before favourites; favourites last, because favourites that have not converged
 * yet (which ends the round, to be retried with backoff) must hold nothing else back.
 */
export const MEMBER_WRITE_KINDS: WriteKindRegistry<SyncTransport, MemberWrite> = [
  historyWrite,
  friendRequestWrite,
  friendAnswerWrite,
  groupAnswerWrite,
  challengeTrackWrite,
  chatMessageWrite,
  favouriteWrite,
]
