import type { MemberCard } from '@/api/friends/friendTypes'
import { useOnline } from '@/lib/network/useOnline'
import { ConfirmDialog } from '@/ui/dialog/ConfirmDialog'
import { FormAlert } from '@/ui/field/FormAlert'
import { memberName } from '@/shared/members/memberName'
import { FRIENDS_TEXT } from './friendsText'
import './friends.css'

interface MemberDialogProps {
  /** Who it is about, or null when closed. */
  member: MemberCard | null
  onClose: () => void
  onConfirm: (member: MemberCard) => Promise<void>
}

/** Removing and blocking change both members' pages at once, so they need the server. */
function OfflineWarning() {
  const online = useOnline()
  return online ? null : (
    <FormAlert tone="info">
      <strong>You’re offline.</strong> {FRIENDS_TEXT.needsConnection}
    </FormAlert>
  )
}

export function RemoveFriendDialog({ member, onClose, onConfirm }: MemberDialogProps) {
  const online = useOnline()
  const name = member ? memberName(member) : ''
  return (
    <ConfirmDialog
      subject={member?.id ?? null}
      title={`Remove ${name} from your friends?`}
      description={`You’ll stop seeing each other’s activity and challenge progress as friends. ${member?.first_name ?? ''} isn’t told, and either of you can send a new request later.`}
      keepLabel="Keep as friend"
      confirmLabel="Remove friend"
      busyLabel="Removing…"
      confirmDisabled={!online}
      onClose={onClose}
      onConfirm={() => (member ? onConfirm(member) : Promise.resolve())}
    >
      <OfflineWarning />
    </ConfirmDialog>
  )
}

export function BlockMemberDialog({ member, onClose, onConfirm }: MemberDialogProps) {
  const online = useOnline()
  const name = member ? memberName(member) : ''
  return (
    <ConfirmDialog
      subject={member?.id ?? null}
      title={`Block ${name}?`}
      description="Blocking is for when you want no contact at all."
      keepLabel="Don’t block"
      confirmLabel="Block"
      busyLabel="Blocking…"
      confirmDisabled={!online}
      onClose={onClose}
      onConfirm={() => (member ? onConfirm(member) : Promise.resolve())}
    >
      <ul className="friends-dialog__list">
        <li>{member?.first_name} can’t find you, send you friend requests, or invite you to groups and challenges.</li>
        <li>They can’t see your activity or your challenge progress.</li>
        <li>If you’re friends, that ends, and any request between you is withdrawn.</li>
        <li>You can unblock them any time from this page; unblocking doesn’t make you friends again.</li>
      </ul>
      <OfflineWarning />
    </ConfirmDialog>
  )
}
