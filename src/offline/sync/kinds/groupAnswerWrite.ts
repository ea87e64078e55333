import type { GroupInvitationAction } from '@/api/groups/groupTypes'
import type { OfflineDb } from '@/offline/store/offlineSchema'
import { queuedWrites, queueWrite } from '../outbox'
import type { Queued, WriteKind } from '../writeKind'

/** The invitee's answer; cancelling is the owner's and is never made offline. */
export type GroupAnswer = Exclude<GroupInvitationAction, 'cancel'>

export interface GroupAnswerOp {
  type: 'group-invitation-answer'
  invitationId: number
  action: GroupAnswer
}

export interface GroupAnswerServer {
  respondToGroupInvitation(invitationId: number, action: GroupAnswer): Promise<void>
}

/** One answer per invitation, the latest; answering twice is harmless on the server, so no reconcile. */
export const groupAnswerWrite: WriteKind<GroupAnswerOp, GroupAnswerServer> = {
  type: 'group-invitation-answer',
  mergeKey: (write) => write.invitationId,
  merge: (_earlier, next) => next,
  send: (write, server) => server.respondToGroupInvitation(write.invitationId, write.action),
}

export async function queueGroupAnswer(db: OfflineDb, op: GroupAnswerOp): Promise<void> {
  await queueWrite(db, groupAnswerWrite, op)
}

export function queuedGroupAnswers(db: OfflineDb): Promise<Queued<GroupAnswerOp>[]> {
  return queuedWrites(db, groupAnswerWrite)
}
