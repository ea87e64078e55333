import type { GroupMember } from '@/api/groups/groupTypes'
import { formatDate } from '@/shared/dates/formatDate'
import { Button } from '@/ui/button/Button'
import { MemberRow } from '../common/MemberRow'
import { memberName } from '@/shared/members/memberName'
import { openerKey } from './useGroupDialogs'
import './groups.css'

export interface GroupMembersProps {
  members: GroupMember[]
  /** The signed-in member, marked "You". */
  me: number | null
  /** The owner's tool: remove another member (null for everyone else, or while offline). */
  onRemove: ((member: GroupMember) => void) | null
  /** The button whose dialog's code is loading (see openerKey): that Remove shows busy. */
  opening?: string | null
}

/** Everyone in the group, the owner first, then by when they joined. */
export function GroupMembers({ members, me, onRemove, opening = null }: GroupMembersProps) {
  const sorted = [...members].sort((a, b) => (a.role === b.role ? a.joined_at.localeCompare(b.joined_at) : a.role === 'owner' ? -1 : 1))
  return (
    <ul className="community-list">
      {sorted.map((entry) => {
        const name = memberName(entry.member)
        const isMe = entry.member.id === me
        return (
          <MemberRow
            key={entry.member.id}
            member={entry.member}
            badge={
              <>
                {entry.role === 'owner' && <span className="group-role group-role--owner">Owner</span>}
                {isMe && <span className="group-you">You</span>}
              </>
            }
            detail={entry.joined_at ? `Joined ${formatDate(entry.joined_at)}` : undefined}
            actions={
              onRemove && entry.role !== 'owner' && !isMe ? (
                <Button
                  variant="ghost"
                  className="group-danger-link"
                  busy={opening === openerKey({ kind: 'remove', member: entry })}
                  onClick={() => onRemove(entry)}
                  aria-label={`Remove ${name} from the group`}
                >
                  Remove
                </Button>
              ) : undefined
            }
          />
        )
      })}
    </ul>
  )
}
