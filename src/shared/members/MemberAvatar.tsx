import { useState } from 'react'
import type { MemberCard } from '@/api/friends/friendTypes'
import { memberInitials } from './memberName'
import './community.css'

export interface MemberAvatarProps {
  member: Pick<MemberCard, 'id' | 'first_name' | 'last_name' | 'photo'>
  /** 40 px in lists, 56 px for a header or a podium. */
  size?: 'small' | 'medium' | 'large'
}

// A few calm tints, chosen by id, so the same member keeps the same colour on every page.
const TINTS = 6

/**
 * A member's photo, or their initials on a tint when there is none (or it fails to load, offline).
 * Decorative: the member's name is always written beside it.
 */
export function MemberAvatar({ member, size = 'medium' }: MemberAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null)
  const className = `community-avatar community-avatar--${size} community-avatar--tint-${Math.abs(member.id) % TINTS}`
  if (member.photo && failed !== member.photo) {
    return <img className={className} src={member.photo} alt="" loading="lazy" decoding="async" onError={() => setFailed(member.photo)} />
  }
  return (
    <span className={className} aria-hidden="true">
      {memberInitials(member)}
    </span>
  )
}
