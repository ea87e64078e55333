import { useState } from 'react'
import type { MemberCard } from '@/api/friends/friendTypes'
import { memberInitials } from './memberName'
import './memberAvatar.css'

export interface MemberAvatarProps {
  member: Pick<MemberCard, 'id' | 'first_name' | 'last_name' | 'photo'>
  /** 40 px in lists, 56 px for a header or a podium. */
  size?: 'small' | 'medium' | 'large'
  className?: string
}

// A few calm tints, chosen by id, so the same member keeps the same colour on every page.
const TINTS = 6

/** The tint class for a member (or a space) with no photo; the same id always gets the same one. */
export function memberTintClass(id: number): string {
  return `member-avatar--tint-${Math.abs(id) % TINTS}`
}

/**
 * A member's photo, or their initials on a tint when there is none (or it fails to load, offline).
 * Decorative: the member's name is always written beside it.
 */
export function MemberAvatar({ member, size = 'medium', className }: MemberAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null)
  const classes = ['member-avatar', `member-avatar--${size}`, memberTintClass(member.id), className].filter(Boolean).join(' ')
  if (member.photo && failed !== member.photo) {
    return <img className={classes} src={member.photo} alt="" loading="lazy" decoding="async" onError={() => setFailed(member.photo)} />
  }
  return (
    <span className={classes} aria-hidden="true">
      {memberInitials(member)}
    </span>
  )
}
