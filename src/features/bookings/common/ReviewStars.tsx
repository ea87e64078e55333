import { useId } from 'react'
import type { CoachRating } from '@/api/bookings/bookingTypes'
import { REVIEW_RATINGS } from '@/api/bookings/bookingTypes'
import './reviewStars.css'

/** "4.7 ★ (12 reviews)", or "No reviews yet" before the first. */
export function ratingSummary(rating: CoachRating): string {
  if (rating.average === null || rating.count === 0) return 'No reviews yet'
  return `${rating.average.toFixed(1)} ★ (${rating.count} ${rating.count === 1 ? 'review' : 'reviews'})`
}

/** The same in words, for a screen reader: the star glyph is not read the same everywhere. */
export function ratingSpoken(rating: CoachRating): string {
  if (rating.average === null || rating.count === 0) return 'No reviews yet'
  return `Rated ${rating.average.toFixed(1)} out of 5 from ${rating.count} ${rating.count === 1 ? 'review' : 'reviews'}`
}

export function starsLabel(rating: number): string {
  return `${rating} ${rating === 1 ? 'star' : 'stars'}`
}

/** A coach's average rating, as written beside their name. */
export function RatingSummary({ rating }: { rating: CoachRating }) {
  const none = rating.average === null || rating.count === 0
  return (
    <span className={['rating-summary', none && 'rating-summary--none'].filter(Boolean).join(' ')}>
      <span aria-hidden="true">{ratingSummary(rating)}</span>
      <span className="visually-hidden">{ratingSpoken(rating)}</span>
    </span>
  )
}

/** A given rating drawn as five stars, read as "4 out of 5 stars". */
export function StarRating({ rating }: { rating: number }) {
  return (
    <span className="star-rating" role="img" aria-label={`${rating} out of 5 stars`}>
      {REVIEW_RATINGS.map((value) => (
        <span key={value} className={value <= rating ? 'star-rating__star star-rating__star--on' : 'star-rating__star'} aria-hidden="true">
          {value <= rating ? '★' : '☆'}
        </span>
      ))}
    </span>
  )
}

export interface StarRatingInputProps {
  /** The radios' name: the form finds the group by it to focus it. */
  name: string
  legend: string
  /** '' before a choice, else '1'…'5'. */
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  error?: string
}

/**
 * Choosing 1–5 stars: a real radio group (arrow keys move between stars, the legend names it), each
 * radio drawn as a star; stars up to the chosen one are filled.
 */
export function StarRatingInput({ name, legend, value, onChange, onBlur, error }: StarRatingInputProps) {
  const id = useId()
  const errorId = `${id}-error`
  const chosen = Number(value) || 0
  return (
    <fieldset className={['star-input', error && 'star-input--invalid'].filter(Boolean).join(' ')} aria-describedby={error ? errorId : undefined}>
      <legend className="star-input__legend">{legend}</legend>
      <div className="star-input__stars">
        {REVIEW_RATINGS.map((rating) => (
          <label key={rating} className={rating <= chosen ? 'star-input__star star-input__star--on' : 'star-input__star'}>
            <input
              type="radio"
              className="star-input__radio"
              name={name}
              value={String(rating)}
              checked={chosen === rating}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(String(rating))}
              onBlur={onBlur}
            />
            <span aria-hidden="true" className="star-input__glyph">
              {rating <= chosen ? '★' : '☆'}
            </span>
            <span className="visually-hidden">{starsLabel(rating)}</span>
          </label>
        ))}
        {chosen > 0 && <span className="star-input__chosen">{starsLabel(chosen)}</span>}
      </div>
      {error && (
        <p id={errorId} className="star-input__error">
          {error}
        </p>
      )}
    </fieldset>
  )
}
