import type { ReactNode } from 'react'
import type { GroupSummary } from '@/api/groups/groupTypes'
import { formatDate } from '@/shared/dates/formatDate'
import { MemberAvatar } from '@/shared/members/MemberAvatar'
import { memberName } from '@/shared/members/memberName'
import { GroupCover } from './GroupCover'
import { memberCountText, ROLE_LABEL } from './groupText'
import './groups.css'

export interface GroupHeaderProps {
  group: GroupSummary
  /** Buttons for the whole group (invite, edit), under its name. */
  actions?: ReactNode
}

/** A group's banner: cover, name (the page's h1), my role, description, owner and size. */
export function GroupHeader({ group, actions }: GroupHeaderProps) {
  return (
    <header className="group-header">
      <GroupCover name={group.name} coverUrl={group.cover_url} size="banner" />
      <div className="group-header__body">
        <div className="group-header__heading">
          <h1 className="group-header__name">{group.name}</h1>
          {group.my_role && (
            <span className={`group-role group-role--${group.my_role}`}>
              <span className="visually-hidden">Your role: </span>
              {ROLE_LABEL[group.my_role]}
            </span>
          )}
        </div>
        {group.description && <p className="group-header__description">{group.description}</p>}
        <div className="group-header__facts">
          <span className="group-header__owner">
            <MemberAvatar member={group.owner} size="small" />
            <span>
              Owned by <strong>{memberName(group.owner)}</strong>
            </span>
          </span>
          <span>{memberCountText(group.member_count)}</span>
          {group.created_at && <span>Started {formatDate(group.created_at)}</span>}
        </div>
        {actions && <div className="group-header__actions">{actions}</div>}
      </div>
    </header>
  )
}
