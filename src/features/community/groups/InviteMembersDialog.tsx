import { useState } from 'react'
import type { Friend } from '@/api/friends/friendTypes'
import type { GroupInvitation } from '@/api/groups/groupTypes'
import type { RemoteData } from '@/shared/remote/useRemoteData'
import { RemoteContent } from '@/shared/states/RemoteContent'
import { Button } from '@/ui/button/Button'
import { Dialog } from '@/ui/dialog/Dialog'
import { memberName } from '@/shared/members/memberName'
import { EmailInviteForm } from './EmailInviteForm'
import { FriendInviteForm } from './FriendInviteForm'
import './groups.css'

export interface InviteMembersDialogProps {
  groupId: number
  groupName: string
  friends: Pick<RemoteData<Friend[]>, 'state' | 'retry'>
  /** Members and members with a waiting invitation: not offered again. */
  unavailable: ReadonlySet<number>
  onInvited: (invitation: GroupInvitation) => void
  onClose: () => void
}

/**
 * The owner invites a friend (picked from a list) or any member by their exact email. Each
 * invitation keeps the dialog open, so several can be sent in a row; one already on its way
 * still reaches the page's list if the dialog is closed.
 */
export function InviteMembersDialog({ groupId, groupName, friends, unavailable, onInvited, onClose }: InviteMembersDialogProps) {
  const [sent, setSent] = useState('')
  const invited = (invitation: GroupInvitation) => {
    setSent(`Invitation sent to ${memberName(invitation.invitee)}.`)
    onInvited(invitation)
  }
  return (
    <Dialog
      open
      className="group-dialog"
      title={`Invite to ${groupName}`}
      description="They’ll see the invitation on their Groups page and can accept or decline."
      onClose={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          Done
        </Button>
      }
    >
      <p role="status" className="group-invite__sent">
        {sent}
      </p>
      <section className="group-invite__part" aria-label="Invite a friend">
        <RemoteContent remote={friends} section loading="Loading your friends…" what="Your friends" offline="Your friends show when you are back online.">
          {(list) => (
            <FriendInviteForm
              groupId={groupId}
              friends={list.filter((friend) => !unavailable.has(friend.member.id))}
              hadFriends={list.length > 0}
              onInvited={invited}
            />
          )}
        </RemoteContent>
      </section>
      <section className="group-invite__part" aria-label="Invite by email">
        <EmailInviteForm groupId={groupId} onInvited={invited} />
      </section>
    </Dialog>
  )
}
