import type { OfflineDb } from '../store/offlineSchema'
import { challengeTrackWrite, type ChallengeTrackOp } from '../sync/kinds/challengeTrackWrite'
import { friendAnswerWrite, type FriendAnswerOp } from '../sync/kinds/friendAnswerWrite'
import { friendRequestWrite, type FriendRequestOp } from '../sync/kinds/friendRequestWrite'
import { groupAnswerWrite, type GroupAnswerOp } from '../sync/kinds/groupAnswerWrite'
import { readOutbox } from '../sync/outbox'
import type { OutboxWrite, Queued, WriteKind } from '../sync/writeKind'
import type { QueuedCommunityWrites } from './queuedOverlay'

function ofKind<W extends OutboxWrite>(kind: WriteKind<W, never>) {
  // Only `kind` queues records of its type, so a record of that type is one of its writes.
  return (record: Queued<OutboxWrite>): record is Queued<W> => record.type === kind.type
}

/** The community writes waiting on this device, read from the outbox in one go. */
export async function readQueuedCommunityWrites(db: OfflineDb): Promise<QueuedCommunityWrites> {
  const outbox = await readOutbox(db)
  return {
    requests: outbox.filter(ofKind<FriendRequestOp>(friendRequestWrite)),
    friendAnswers: outbox.filter(ofKind<FriendAnswerOp>(friendAnswerWrite)),
    groupAnswers: outbox.filter(ofKind<GroupAnswerOp>(groupAnswerWrite)),
    challengeAnswers: outbox.filter(ofKind<ChallengeTrackOp>(challengeTrackWrite)),
  }
}
