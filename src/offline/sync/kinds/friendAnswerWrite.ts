import type { FriendRequestAction } from '@/api/friends/friendTypes'
import type { OfflineDb } from '@/offline/store/offlineSchema'
import { queuedWrites, queueWrite } from '../outbox'
import type { Queued, WriteKind } from '../writeKind'

/** The member accepts, declines or cancels a friend request the server knows. */
export interface FriendAnswerOp {
  type: 'friend-request-answer'
  requestId: number
  action: FriendRequestAction
}

export interface FriendAnswerServer {
  respondToFriendRequest(requestId: number, action: FriendRequestAction): Promise<void>
}

/** One answer per request, the latest; answering twice is harmless on the server, so no reconcile. */
export const friendAnswerWrite: WriteKind<FriendAnswerOp, FriendAnswerServer> = {
  type: 'friend-request-answer',
  mergeKey: (write) => write.requestId,
  merge: (_earlier, next) => next,
  send: (write, server) => server.respondToFriendRequest(write.requestId, write.action),
}

export async function queueFriendAnswer(db: OfflineDb, op: FriendAnswerOp): Promise<void> {
  await queueWrite(db, friendAnswerWrite, op)
}

export function queuedFriendAnswers(db: OfflineDb): Promise<Queued<FriendAnswerOp>[]> {
  return queuedWrites(db, friendAnswerWrite)
}
