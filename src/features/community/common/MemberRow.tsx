import type { ReactNode } from 'react'
import type { MemberCard } from '@/api/friends/friendTypes'
import { MemberAvatar } from '@/shared/members/MemberAvatar'
import { memberName } from '@/shared/members/memberName'
import './community.css'

export interface MemberRowProps {
  member: MemberCard
  /** A short line under the name ("Friends since 3 May", "Invited"). */
  detail?: ReactNode
  /** Buttons for this member; they wrap under the name on narrow screens. */
  actions?: ReactNode
  /** Shown beside the name, e.g. a "Will be sent when you're back online" badge. */
  badge?: ReactNode
}

/** One member in a list (`<li>`): avatar, name, a detail line and the actions that fit their relation. */
export function MemberRow({ member, detail, actions, badge }: MemberRowProps) {
  return (
    <li className="community-member">
      <MemberAvatar member={member} />
      <div className="community-member__text">
        <p className="community-member__name">
          {memberName(member)}
          {badge}
        </p>
        {detail && <p className="community-member__detail">{detail}</p>}
      </div>
      {actions && <div className="community-member__actions">{actions}</div>}
    </li>
  )
}
