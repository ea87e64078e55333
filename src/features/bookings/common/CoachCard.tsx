import { useId, useState, type ReactNode } from 'react'
import type { Coach } from '@/api/bookings/bookingTypes'
import { clockText, zoneCity } from './sessionTime'
import { RatingSummary } from './ReviewStars'
import './coachCard.css'

export interface CoachCardProps {
  coach: Coach
  /** The moment "their local time now" is read at (the page ticks it each minute). */
  now: number
  /** What the member can do with this coach: choose them, or change to another. */
  action?: ReactNode
  /** A short card (the chosen coach above the calendar): no biography. */
  compact?: boolean
  headingLevel?: 2 | 3
}

// A few calm tints, chosen by id, so a coach keeps the same colour everywhere.
const TINTS = 4

export function coachInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const letters = [words[0], words.length > 1 ? words[words.length - 1] : undefined].map((word) => word?.charAt(0) ?? '')
  return (letters.join('') || '?').toUpperCase()
}

/** A coach's photo, or initials on a tint when there is none (or it cannot load offline). Decorative: the name is beside it. */
export function CoachAvatar({ coach, size = 'large' }: { coach: Pick<Coach, 'id' | 'name' | 'photo_url'>; size?: 'small' | 'large' }) {
  const [failed, setFailed] = useState<string | null>(null)
  const className = `coach-avatar coach-avatar--${size} coach-avatar--tint-${Math.abs(coach.id) % TINTS}`
  if (coach.photo_url && failed !== coach.photo_url) {
    return <img className={className} src={coach.photo_url} alt="" loading="lazy" decoding="async" onError={() => setFailed(coach.photo_url)} />
  }
  return (
    <span className={className} aria-hidden="true">
      {coachInitials(coach.name)}
    </span>
  )
}

/** A coach as the member meets them when booking: who, where and what time it is there, session length, rating. */
export function CoachCard({ coach, now, action, compact = false, headingLevel = 2 }: CoachCardProps) {
  const titleId = useId()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className={['coach-card', compact && 'coach-card--compact'].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <div className="coach-card__who">
        <CoachAvatar coach={coach} size={compact ? 'small' : 'large'} />
        <div className="coach-card__name-block">
          <Heading id={titleId} className="coach-card__name">
            {coach.name}
          </Heading>
          <RatingSummary rating={coach.rating} />
        </div>
      </div>
      <ul className="coach-card__facts">
        <li>
          <span className="coach-card__place">{zoneCity(coach.time_zone)}</span>
          {` (${coach.time_zone}) · `}
          <span className="coach-card__clock">{`${clockText(now, coach.time_zone)} there now`}</span>
        </li>
        <li>{`${coach.session_minutes}-minute sessions`}</li>
      </ul>
      {!compact && coach.bio && <p className="coach-card__bio">{coach.bio}</p>}
      {action && <div className="coach-card__action">{action}</div>}
    </article>
  )
}
