// CONTRACT STUB (issue 20): the offline helper replaces these bodies; the names and types stay.
import type { FriendRequestAction, MemberCard } from '@/api/friends/friendTypes'
import type { GroupInvitationAction } from '@/api/groups/groupTypes'
import type { TrackEvent } from '@/api/challenges/challengeTypes'

/**
 * Writes a member may make offline. Online, each is sent at once and a refusal rejects with the
 * server's ApiError (so a form can show it); with no network it goes into the outbox and resolves
 * 'queued', and the sync engine sends it when the network returns.
 */
export type WriteOutcome = 'sent' | 'queued'

export declare function sendFriendRequestOrQueue(target: { member: MemberCard } | { email: string }): Promise<WriteOutcome>
export declare function answerFriendRequestOrQueue(requestId: number, action: FriendRequestAction): Promise<WriteOutcome>
export declare function answerGroupInvitationOrQueue(invitationId: number, action: Exclude<GroupInvitationAction, 'cancel'>): Promise<WriteOutcome>
export declare function trackChallengeOrQueue(challengeId: number, userId: number, event: Exclude<TrackEvent, 'refresh'>): Promise<WriteOutcome>
