import { useState } from 'react'
import './groups.css'

export interface GroupCoverProps {
  name: string
  /** '' when the group has no cover photo. */
  coverUrl: string
  /** thumb: a small square in a list; card: the top of a group card; banner: a group page's header. */
  size?: 'thumb' | 'card' | 'banner'
}

// Deep enough that white initials keep at least 4.5:1 on every one of them.
const PALETTES = 8

function hashOf(text: string): number {
  let hash = 0
  for (const char of text) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) | 0
  return Math.abs(hash)
}

/** "Sunrise Run Club" → "SR": the first letters of the first two words. */
export function groupInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const letters = words.slice(0, 2).map((word) => [...word][0] ?? '')
  return letters.join('').toUpperCase() || '?'
}

/**
 * A group's cover photo or, without one (or when it cannot load, offline), a placeholder made from
 * its name: its initials on a colour chosen by the name, so a group keeps its look everywhere.
 * Decorative: the group's name is always written beside it.
 */
export function GroupCover({ name, coverUrl, size = 'card' }: GroupCoverProps) {
  const [failed, setFailed] = useState<string | null>(null)
  const className = `group-cover group-cover--${size}`
  if (coverUrl && failed !== coverUrl) {
    return (
      <div className={className}>
        <img className="group-cover__image" src={coverUrl} alt="" loading="lazy" decoding="async" onError={() => setFailed(coverUrl)} />
      </div>
    )
  }
  return (
    <div className={`${className} group-cover--placeholder group-cover--palette-${hashOf(name) % PALETTES}`} aria-hidden="true">
      <span className="group-cover__initials">{groupInitials(name)}</span>
    </div>
  )
}
