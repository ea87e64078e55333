import type { ChallengeSummary, ParticipationStatus } from '@/api/challenges/challengeTypes'
import type { FriendRequest, FriendRequestAction, FriendRequestStatus, FriendRequestsResponse, MemberCard } from '@/api/friends/friendTypes'
import type { GroupInvitationStatus, GroupsResponse } from '@/api/groups/groupTypes'
import type { ChallengeAnswer, ChallengeTrackOp } from '@/offline/sync/kinds/challengeTrackWrite'
import type { FriendAnswerOp } from '@/offline/sync/kinds/friendAnswerWrite'
import type { FriendRequestOp } from '@/offline/sync/kinds/friendRequestWrite'
import type { GroupAnswer, GroupAnswerOp } from '@/offline/sync/kinds/groupAnswerWrite'
import type { Queued } from '@/offline/sync/writeKind'

/**
 * What the community pages show is the server's last answer with this device's waiting writes laid
 * over it, each marked `queued`: a request sent offline is listed as sent, an answer shows as
 * given. Pure, so the rules are tested without a database.
 */

/** The outbox's community writes, as the overlays need them. */
export interface QueuedCommunityWrites {
  requests: readonly Queued<FriendRequestOp>[]
  friendAnswers: readonly FriendAnswerOp[]
  groupAnswers: readonly GroupAnswerOp[]
  challengeAnswers: readonly ChallengeTrackOp[]
}

const FRIEND_ANSWER_STATUS: Record<FriendRequestAction, FriendRequestStatus> = { accept: 'accepted', decline: 'declined', cancel: 'cancelled' }
const GROUP_ANSWER_STATUS: Record<GroupAnswer, GroupInvitationStatus> = { accept: 'accepted', decline: 'declined' }
const CHALLENGE_ANSWER_STATUS: Record<ChallengeAnswer, ParticipationStatus> = { join: 'joined', decline: 'declined' }

/**
 * A request still on this device has no server id yet: it is shown under the negative of its
 * place in the outbox, which no server id can be, and which cancels it (see communityWrites).
 */
export const queuedRequestId = (seq: number) => -seq
export const isQueuedRequestId = (id: number) => id < 0
export const outboxSeqOf = (queuedId: number) => -queuedId

/** How a request to an email shows before the server says whose it is. */
function emailCard(email: string): MemberCard {
  return { id: 0, first_name: email, last_name: '', photo: '' }
}

function answered<S, T extends { id: number; status: S; queued?: boolean }, A>(item: T, answers: ReadonlyMap<number, A>, status: (answer: A) => S): T {
  const answer = answers.get(item.id)
  return answer ? { ...item, status: status(answer), queued: true } : item
}

export function overlayFriendRequests(data: FriendRequestsResponse, queued: QueuedCommunityWrites, me: MemberCard): FriendRequestsResponse {
  const answers = new Map(queued.friendAnswers.map((write) => [write.requestId, write]))
  const status = (write: FriendAnswerOp) => FRIEND_ANSWER_STATUS[write.action]
  const alreadyAsked = new Set(data.outgoing.map((request) => request.to.id))
  const waiting: FriendRequest[] = queued.requests
    // A request the server already lists went through (its answer was lost): show the server's.
    .filter((write) => !('member' in write.target && alreadyAsked.has(write.target.member.id)))
    .map((write) => ({
      id: queuedRequestId(write.seq),
      from: me,
      to: 'member' in write.target ? write.target.member : emailCard(write.target.email),
      status: 'pending',
      created_at: new Date(write.madeAt).toISOString(),
      queued: true,
    }))
  return {
    ...data,
    incoming: data.incoming.map((request) => answered(request, answers, status)),
    outgoing: [...waiting, ...data.outgoing.map((request) => answered(request, answers, status))],
  }
}

export function overlayGroups(data: GroupsResponse, queued: QueuedCommunityWrites): GroupsResponse {
  const answers = new Map(queued.groupAnswers.map((write) => [write.invitationId, write]))
  return { ...data, invitations: data.invitations.map((invitation) => answered(invitation, answers, (write) => GROUP_ANSWER_STATUS[write.action])) }
}

export function overlayChallenges(list: readonly ChallengeSummary[], queued: QueuedCommunityWrites): ChallengeSummary[] {
  const answers = new Map(queued.challengeAnswers.map((write) => [write.challengeId, write]))
  return list.map((challenge) => {
    const answer = answers.get(challenge.id)
    return answer ? { ...challenge, my_status: CHALLENGE_ANSWER_STATUS[answer.event], queued: true } : challenge
  })
}
