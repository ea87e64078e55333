import type { GroupInvitationAction, GroupInvitationStatus } from '@/api/groups/groupTypes'

export type InvitationAnswer = Exclude<GroupInvitationAction, 'cancel'>

/** My answer to one invitation while it is on its way; once queued, the invitation itself says so. */
export type AnswerState = { action: InvitationAnswer; status: 'busy' } | { action: InvitationAnswer; status: 'failed'; message: string }

export type InvitationAnswers = Readonly<Record<number, AnswerState>>

export const ANSWER_STATUS: Record<InvitationAnswer, GroupInvitationStatus> = { accept: 'accepted', decline: 'declined' }

/** What an invitation answered on this device, and not sent yet, says. */
export const QUEUED_ANSWER_TEXT: Partial<Record<GroupInvitationStatus, string>> = { accepted: 'You accepted', declined: 'You declined' }
