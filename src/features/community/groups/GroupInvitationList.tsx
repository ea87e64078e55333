import type { GroupInvitation } from '@/api/groups/groupTypes'
import { formatDate } from '@/shared/dates/formatDate'
import { Button } from '@/ui/button/Button'
import { memberName } from '@/shared/members/memberName'
import { QueuedBadge } from '../common/QueuedBadge'
import { GroupCover } from './GroupCover'
import { memberCountText } from './groupText'
import { QUEUED_ANSWER_TEXT, type InvitationAnswer, type InvitationAnswers } from './invitationAnswer'
import './groups.css'

export interface GroupInvitationListProps {
  invitations: GroupInvitation[]
  answers: InvitationAnswers
  onAnswer: (invitation: GroupInvitation, action: InvitationAnswer) => void
}

/**
 * Invitations waiting for my answer. Accepting or declining works offline too: the answer waits in
 * the outbox (the invitation comes `queued`, its status the answer) and says so until it is sent.
 */
export function GroupInvitationList({ invitations, answers, onAnswer }: GroupInvitationListProps) {
  return (
    <ul className="group-invitations">
      {invitations.map((invitation) => {
        const answer = answers[invitation.id]
        const { group } = invitation
        const queuedText = invitation.queued ? QUEUED_ANSWER_TEXT[invitation.status] : undefined
        return (
          <li key={invitation.id} className="group-invitation">
            <GroupCover name={group.name} coverUrl={group.cover_url} size="thumb" />
            <div className="group-invitation__text">
              <p className="group-invitation__name">{group.name}</p>
              <p className="group-invitation__detail">
                {memberName(invitation.invited_by)} invited you · {memberCountText(group.member_count)}
                {invitation.created_at && <> · {formatDate(invitation.created_at)}</>}
              </p>
              {answer?.status === 'failed' && (
                <p className="group-invitation__error" role="alert">
                  {answer.message}
                </p>
              )}
            </div>
            <div className="group-invitation__actions">
              {queuedText ? (
                <p className="group-invitation__queued">
                  {queuedText} <QueuedBadge />
                </p>
              ) : (
                <>
                  <Button
                    busy={answer?.status === 'busy' && answer.action === 'accept'}
                    disabled={answer?.status === 'busy'}
                    onClick={() => onAnswer(invitation, 'accept')}
                    aria-label={`Accept the invitation to ${group.name}`}
                  >
                    Accept
                  </Button>
                  <Button
                    variant="secondary"
                    busy={answer?.status === 'busy' && answer.action === 'decline'}
                    disabled={answer?.status === 'busy'}
                    onClick={() => onAnswer(invitation, 'decline')}
                    aria-label={`Decline the invitation to ${group.name}`}
                  >
                    Decline
                  </Button>
                </>
              )}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
