import type { SpaceMember, SpacePresence } from '@/api/spaces/spaceTypes'
import { MemberAvatar } from '@/shared/members/MemberAvatar'
import { memberName } from '@/shared/members/memberName'
import { Button } from '@/ui/button/Button'
import { Dialog } from '@/ui/dialog/Dialog'
import { presenceText, ROLE_LABEL } from '../common/spaceText'

export interface MembersDialogProps {
  open: boolean
  members: readonly SpaceMember[]
  /** The newest presence from the live poll, over what the space was opened with. */
  presence: ReadonlyMap<number, SpacePresence>
  meId: number | null
  now: number
  onClose: () => void
}

/** Who is in the space, online first, with their presence ("Online", "Last seen 5 minutes ago") and role. */
export function MembersDialog({ open, members, presence, meId, now, onClose }: MembersDialogProps) {
  const shown = members
    .map((member) => ({ ...member, ...presence.get(member.user_id) }))
    .sort((a, b) => Number(b.online) - Number(a.online) || memberName(a.card).localeCompare(memberName(b.card)))
  return (
    <Dialog
      open={open}
      title="Members"
      onClose={onClose}
      className="members-dialog"
      actions={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <ul className="space-members">
        {shown.map((member) => (
          <li key={member.user_id} className="space-members__row">
            <span className="space-members__avatar">
              <MemberAvatar member={member.card} size="small" />
              {member.online && <span className="space-online-dot space-members__dot" aria-hidden="true" />}
            </span>
            <span className="space-members__text">
              <span className="space-members__name">
                {memberName(member.card)}
                {member.user_id === meId && ' (you)'}
                {ROLE_LABEL[member.role] && <span className="space-members__role">{ROLE_LABEL[member.role]}</span>}
              </span>
              <span className={member.online ? 'space-members__presence space-members__presence--online' : 'space-members__presence'}>
                {member.user_id === meId ? 'Online' : presenceText(member, now)}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </Dialog>
  )
}
