import { ApiError, NETWORK_ERROR_MESSAGE } from '@/api/apiError'
import type { FriendRequestAction, MemberCard } from '@/api/friends/friendTypes'
import type { GroupInvitationAction } from '@/api/groups/groupTypes'
import type { TrackEvent } from '@/api/challenges/challengeTypes'
import { offlineDatabase, offlineSession } from '../session/offlineSession'
import type { OfflineDb } from '../store/offlineSchema'
import { communityApiTransport, type CommunityServer } from '../sync/communityTransport'
import { challengeTrackWrite, type ChallengeTrackOp } from '../sync/kinds/challengeTrackWrite'
import { friendAnswerWrite, type FriendAnswerOp } from '../sync/kinds/friendAnswerWrite'
import { friendRequestWrite, newFriendRequestOp, type FriendRequestOp, unqueueFriendRequest } from '../sync/kinds/friendRequestWrite'
import { groupAnswerWrite, type GroupAnswerOp } from '../sync/kinds/groupAnswerWrite'
import { queuedWrites, queueWrite, removeWrite } from '../sync/outbox'
import { classifyFailure } from '../sync/syncErrors'
import type { OutboxWrite, WriteKind } from '../sync/writeKind'
import { isQueuedRequestId, outboxSeqOf } from './queuedOverlay'

/**
 * Writes a member may make offline. Online, each is sent at once and a refusal rejects with the
 * server's ApiError (so a form can show it); with no network it goes into the outbox and resolves
 * 'queued', and the sync engine sends it when the network returns.
 */
export type WriteOutcome = 'sent' | 'queued'

/** Surely offline: false means "maybe online", so the call is tried. */
const surelyOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false

/**
 * Worth keeping for later: no answer at all, or a passing server fault (the write may even have
 * arrived; every kind here is safe to send again). A refusal, or a session that has to be renewed,
 * is the member's to see now.
 */
function worthQueueing(error: unknown): boolean {
  const failure = classifyFailure(error)
  return failure === 'offline' || failure === 'retry'
}

/**
 * Tells the engine the outbox changed (the pending count the app shows) and, when a write is
 * waiting, starts a run. The write is already safe, so this never rejects.
 */
async function tellEngine(sync: boolean): Promise<void> {
  try {
    const session = offlineSession()
    if (!session) return
    const { engine } = await session
    await engine.refresh()
    if (sync) void engine.sync()
  } catch (error) {
    console.warn('[offline] sync could not start', error)
  }
}

async function memberDb(): Promise<OfflineDb | null> {
  return (await offlineDatabase()?.catch(() => null)) ?? null
}

/**
 * Sends `write` at once, or keeps it in the outbox when there is no network. A write of the same
 * key still waiting here is settled first by the kind's merge rule, so the member's latest choice
 * is what reaches the server, and is never overtaken by an older one sent later.
 */
async function sendOrQueue<W extends OutboxWrite>(kind: WriteKind<W, CommunityServer>, write: W): Promise<WriteOutcome> {
  const db = await memberDb()
  let toSend = write
  let waitingSeq: number | null = null
  if (db && kind.mergeKey) {
    const key = kind.mergeKey(write)
    const waiting = (await queuedWrites(db, kind)).find((queued) => kind.mergeKey?.(queued) === key)
    if (waiting) {
      const { seq, ...earlier } = waiting
      const kept = kind.merge ? kind.merge(earlier as unknown as W, write) : write
      // A merge that cancels both leaves nothing to send: take the waiting one back.
      if (!kept) {
        await removeWrite(db, kind, seq)
        void tellEngine(false)
        return 'sent'
      }
      toSend = kept
      waitingSeq = seq
    }
  }
  let failure: unknown = new ApiError(0, NETWORK_ERROR_MESSAGE)
  if (!surelyOffline()) {
    try {
      await kind.send(toSend, communityApiTransport)
      if (db && waitingSeq !== null) {
        await removeWrite(db, kind, waitingSeq)
        void tellEngine(false)
      }
      return 'sent'
    } catch (error) {
      if (!worthQueueing(error)) throw error
      failure = error
    }
  }
  if (!db) throw failure
  try {
    await queueWrite(db, kind, toSend)
  } catch {
    // The device cannot keep it (storage refused): the member sees why it was not sent.
    throw failure
  }
  void tellEngine(true)
  return 'queued'
}

/**
 * Asks a member to be friends: one found by search, or an exact email. Offline it shows at once
 * in the outgoing requests, marked queued.
 */
export function sendFriendRequestOrQueue(target: { member: MemberCard } | { email: string }): Promise<WriteOutcome> {
  const op: FriendRequestOp = newFriendRequestOp(target)
  return sendOrQueue(friendRequestWrite, op)
}

/**
 * Accepts, declines or cancels a request. A request made on this device and not sent yet (shown
 * with a negative id) is cancelled here, without the server.
 */
export async function answerFriendRequestOrQueue(requestId: number, action: FriendRequestAction): Promise<WriteOutcome> {
  if (isQueuedRequestId(requestId)) {
    const db = await memberDb()
    if (action === 'cancel' && db && (await unqueueFriendRequest(db, outboxSeqOf(requestId)))) {
      void tellEngine(false)
      return 'sent'
    }
    // Sent meanwhile (it has a server id now) or never a request of this member's to answer.
    throw new ApiError(409, 'This request has just been sent. Refresh the page and try again.')
  }
  const op: FriendAnswerOp = { type: 'friend-request-answer', requestId, action }
  return sendOrQueue(friendAnswerWrite, op)
}

export function answerGroupInvitationOrQueue(invitationId: number, action: Exclude<GroupInvitationAction, 'cancel'>): Promise<WriteOutcome> {
  const op: GroupAnswerOp = { type: 'group-invitation-answer', invitationId, action }
  return sendOrQueue(groupAnswerWrite, op)
}

/** Joins or declines a challenge; `userId` is the member's own (the server refuses anyone else's). */
export function trackChallengeOrQueue(challengeId: number, userId: number, event: Exclude<TrackEvent, 'refresh'>): Promise<WriteOutcome> {
  const op: ChallengeTrackOp = { type: 'challenge-track', challengeId, userId, event }
  return sendOrQueue(challengeTrackWrite, op)
}
