import { useCallback, useId, useRef, useState } from 'react'
import { REVIEW_EDIT_DAYS, type Review } from '@/api/bookings/bookingTypes'
import { Button } from '@/ui/button/Button'
import { dateText, localDateOf, momentText } from '../common/sessionTime'
import { CoachAvatar } from '../common/CoachCard'
import { StarRating } from '../common/ReviewStars'
import { ReviewForm } from './ReviewForm'
import { REVIEW_TEXT } from './reviewForm'

export interface WrittenReviewProps {
  review: Review
  timeZone: string
  now: number
  onSave: (values: { rating: number; text: string }) => Promise<unknown>
  onDirtyChange: (id: string, dirty: boolean) => void
}

export function hiddenText(reason: string | null): string {
  return `Hidden by MoveTime: ${reason?.trim() || 'it did not follow our community guidelines.'}`
}

/** A review the member wrote: editable until its window closes, read-only after, and marked when an admin hid it. */
export function WrittenReview({ review, timeZone, now, onSave, onDirtyChange }: WrittenReviewProps) {
  const titleId = useId()
  const [editing, setEditing] = useState(false)
  const editButton = useRef<HTMLButtonElement>(null)
  const editable = !review.hidden && Date.parse(review.editable_until) > now
  const dirty = useCallback((value: boolean) => onDirtyChange(`review:${review.id}`, value), [review.id, onDirtyChange])

  const close = () => {
    setEditing(false)
    // Focus goes back to where the member started, now that the form is gone.
    requestAnimationFrame(() => editButton.current?.focus())
  }

  return (
    <article className={['review-card', review.hidden && 'review-card--hidden'].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <header className="review-card__header">
        <CoachAvatar coach={review.coach} size="small" />
        <div>
          <h3 id={titleId} className="review-card__title">{`Your review of ${review.coach.name}`}</h3>
          <p className="review-card__when">{`Written ${dateText(localDateOf(review.created_at, timeZone))}${review.updated_at !== review.created_at ? ' · edited' : ''}`}</p>
        </div>
      </header>
      {review.hidden && <p className="review-card__hidden">{hiddenText(review.hidden_reason)}</p>}
      {editing ? (
        <ReviewForm
          label={`Edit your review of ${review.coach.name}`}
          initial={{ rating: String(review.rating), text: review.text }}
          submitLabel={REVIEW_TEXT.save}
          onSubmit={async (values) => {
            await onSave(values)
            close()
          }}
          onCancel={close}
          onDirtyChange={dirty}
        />
      ) : (
        <>
          <StarRating rating={review.rating} />
          {review.text ? <p className="review-card__text">{review.text}</p> : <p className="review-card__text review-card__text--none">No text, just stars.</p>}
          {editable ? (
            <div className="review-card__edit">
              <p className="review-card__until">{`You can edit this until ${momentText(review.editable_until, timeZone)}.`}</p>
              <Button ref={editButton} variant="secondary" onClick={() => setEditing(true)}>
                Edit{' '}
                <span className="visually-hidden">{`your review of ${review.coach.name}`}</span>
              </Button>
            </div>
          ) : (
            !review.hidden && <p className="review-card__until">{`Reviews can be edited for ${REVIEW_EDIT_DAYS} days after they are written.`}</p>
          )}
        </>
      )}
    </article>
  )
}
