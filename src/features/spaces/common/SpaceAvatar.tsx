import { useState } from 'react'
import type { SpaceSummary } from '@/api/spaces/spaceTypes'
import { memberTintClass } from '@/shared/members/MemberAvatar'
import { memberInitials } from '@/shared/members/memberName'
import '@/shared/members/memberAvatar.css'

/**
 * A space's picture: the group's cover, the other member's or the coach's photo, else the title's
 * initials on a tint. Decorative: the title is always written beside it.
 */
export function SpaceAvatar({ space, size = 'medium' }: { space: Pick<SpaceSummary, 'id' | 'title' | 'photo' | 'kind'>; size?: 'medium' | 'large' }) {
  const [failed, setFailed] = useState<string | null>(null)
  const className = ['member-avatar', `member-avatar--${size}`, memberTintClass(space.id), space.kind === 'group' ? 'space-avatar--group' : ''].filter(Boolean).join(' ')
  if (space.photo && failed !== space.photo) {
    return <img className={className} src={space.photo} alt="" loading="lazy" decoding="async" onError={() => setFailed(space.photo)} />
  }
  const [first = '', ...rest] = space.title.replace(/^Coach\s+/, '').split(/\s+/)
  return (
    <span className={className} aria-hidden="true">
      {memberInitials({ first_name: first, last_name: rest[rest.length - 1] ?? '' })}
    </span>
  )
}
