import { useCallback, useId } from 'react'
import type { Booking } from '@/api/bookings/bookingTypes'
import { momentText } from '../common/sessionTime'
import { CoachAvatar } from '../common/CoachCard'
import { ReviewForm } from './ReviewForm'
import { REVIEW_TEXT } from './reviewForm'

export interface WaitingReviewProps {
  booking: Booking
  timeZone: string
  onSubmit: (values: { rating: number; text: string }) => Promise<void>
  onDirtyChange: (id: string, dirty: boolean) => void
}

/** A completed session with no review yet: who, when, and the form to rate it. */
export function WaitingReview({ booking, timeZone, onSubmit, onDirtyChange }: WaitingReviewProps) {
  const titleId = useId()
  const dirty = useCallback((value: boolean) => onDirtyChange(`waiting:${booking.id}`, value), [booking.id, onDirtyChange])
  return (
    <article className="review-card" aria-labelledby={titleId}>
      <header className="review-card__header">
        <CoachAvatar coach={booking.coach} size="small" />
        <div>
          <h3 id={titleId} className="review-card__title">{`Your session with ${booking.coach.name}`}</h3>
          <p className="review-card__when">{momentText(booking.start, timeZone)}</p>
        </div>
      </header>
      <ReviewForm label={`Review your session with ${booking.coach.name}`} submitLabel={REVIEW_TEXT.send} onSubmit={onSubmit} onDirtyChange={dirty} />
    </article>
  )
}
