import { REVIEW_TEXT_MAX } from '@/api/bookings/bookingTypes'
import type { FieldErrors } from '@/shared/form/fieldErrors'

export interface ReviewValues {
  /** '' until a star is chosen, then '1'…'5'. */
  rating: string
  text: string
}

export const REVIEW_TEXT = {
  ratingLegend: 'Your rating',
  ratingMissing: 'Choose a rating from 1 to 5 stars.',
  textLabel: 'Your review (optional)',
  send: 'Send review',
  save: 'Save changes',
  cancel: 'Cancel',
  sent: 'Thank you: your review is saved.',
  saved: 'Your review is updated.',
} as const

export function textCount(text: string): string {
  return `${text.length} of ${REVIEW_TEXT_MAX} characters`
}

export function validateReview(values: ReviewValues): FieldErrors<keyof ReviewValues> {
  return {
    rating: values.rating ? undefined : REVIEW_TEXT.ratingMissing,
    text: values.text.length > REVIEW_TEXT_MAX ? `Keep the review to ${REVIEW_TEXT_MAX} characters (it has ${values.text.length}).` : undefined,
  }
}
