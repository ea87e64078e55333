import type { TrackChallengeBody, TrackEvent } from '@/api/challenges/challengeTypes'
import type { OfflineDb } from '@/offline/store/offlineSchema'
import { queuedWrites, queueWrite } from '../outbox'
import type { Queued, WriteKind } from '../writeKind'

/** Joining or declining; `refresh` asks the server for a recount now and means nothing later. */
export type ChallengeAnswer = Exclude<TrackEvent, 'refresh'>

export interface ChallengeTrackOp {
  type: 'challenge-track'
  challengeId: number
  userId: number
  event: ChallengeAnswer
}

export interface ChallengeTrackServer {
  trackChallenge(body: TrackChallengeBody): Promise<void>
}

export function challengeTrackBody(op: ChallengeTrackOp): TrackChallengeBody {
  return { challenge_id: op.challengeId, user_id: op.userId, event: op.event }
}

/** One answer per challenge, the latest (join, then decline, sends decline); repeating one is harmless. */
export const challengeTrackWrite: WriteKind<ChallengeTrackOp, ChallengeTrackServer> = {
  type: 'challenge-track',
  mergeKey: (write) => write.challengeId,
  merge: (_earlier, next) => next,
  send: (write, server) => server.trackChallenge(challengeTrackBody(write)),
}

export async function queueChallengeTrack(db: OfflineDb, op: ChallengeTrackOp): Promise<void> {
  await queueWrite(db, challengeTrackWrite, op)
}

export function queuedChallengeTracks(db: OfflineDb): Promise<Queued<ChallengeTrackOp>[]> {
  return queuedWrites(db, challengeTrackWrite)
}
