import type { GroupInvitation, GroupInvitationStatus } from '@/api/groups/groupTypes'
import { formatDate } from '@/shared/dates/formatDate'
import type { RemoteData } from '@/shared/remote/useRemoteData'
import { RemoteContent } from '@/shared/states/RemoteContent'
import { Button } from '@/ui/button/Button'
import { MemberRow } from '../common/MemberRow'
import { memberName } from '@/shared/members/memberName'
import { INVITEES_LOADING } from './groupText'
import './groups.css'

export const INVITEE_STATUS_LABEL: Record<GroupInvitationStatus, string> = {
  pending: 'Waiting for an answer',
  accepted: 'Accepted',
  declined: 'Declined',
  cancelled: 'Cancelled',
}

/** Where cancelling one invitation stands. */
export type CancelState = { id: number; status: 'busy' } | { id: number; status: 'failed'; message: string } | null

export interface GroupInviteesProps {
  invitees: Pick<RemoteData<GroupInvitation[]>, 'state' | 'retry'>
  cancel: CancelState
  /** Null while the page shows the device's copy: cancelling needs the server. */
  onCancel: ((invitation: GroupInvitation) => void) | null
}

const STATUS_ORDER: Record<GroupInvitationStatus, number> = { pending: 0, declined: 1, accepted: 2, cancelled: 3 }

/** The owner's view of who was invited and how they answered; a waiting invitation can be withdrawn. */
export function GroupInvitees({ invitees, cancel, onCancel }: GroupInviteesProps) {
  return (
    <RemoteContent
      remote={invitees}
      section
      loading={INVITEES_LOADING}
      what="Who you invited"
      offline="Who you invited shows when you are back online."
    >
      {(list) => {
        if (list.length === 0) return <p className="group-empty group-empty--plain">No one invited yet.</p>
        const sorted = [...list].sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || b.created_at.localeCompare(a.created_at))
        return (
          <ul className="community-list">
            {sorted.map((invitation) => {
              const name = memberName(invitation.invitee)
              const mine = cancel?.id === invitation.id ? cancel : null
              return (
                <MemberRow
                  key={invitation.id}
                  member={invitation.invitee}
                  badge={<span className={`group-invitee-status group-invitee-status--${invitation.status}`}>{INVITEE_STATUS_LABEL[invitation.status]}</span>}
                  detail={
                    <>
                      Invited {formatDate(invitation.created_at)}
                      {mine?.status === 'failed' && (
                        <span className="group-invitation__error" role="alert">
                          {' '}
                          {mine.message}
                        </span>
                      )}
                    </>
                  }
                  actions={
                    invitation.status === 'pending' && onCancel ? (
                      <Button
                        variant="secondary"
                        busy={mine?.status === 'busy'}
                        onClick={() => onCancel(invitation)}
                        aria-label={`Cancel invitation to ${name}`}
                      >
                        Cancel invitation
                      </Button>
                    ) : undefined
                  }
                />
              )
            })}
          </ul>
        )
      }}
    </RemoteContent>
  )
}
