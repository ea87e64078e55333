import type { Review, ReviewsResponse } from '@/api/bookings/bookingTypes'
import { REVIEW_EDIT_DAYS } from '@/api/bookings/bookingTypes'
import { completedBooking, FIXTURE_NOW, londonCoach, makeBooking, newYorkCoach } from '../common/bookingFixtures.testing'

/** Story- and test-only reviews around the bookings fixtures' moment (1 December 2026). */

const DAY = 86_400_000

function review(id: number, written: number, overrides: Partial<Review> = {}): Review {
  const created = new Date(written).toISOString()
  return {
    id,
    booking_id: 100 + id,
    coach: londonCoach,
    rating: 5,
    text: '',
    created_at: created,
    updated_at: created,
    editable_until: new Date(written + REVIEW_EDIT_DAYS * DAY).toISOString(),
    hidden: false,
    hidden_reason: null,
    ...overrides,
  }
}

/** Written three days ago: still editable. */
export const editableReview = review(1, FIXTURE_NOW - 3 * DAY, {
  rating: 4,
  text: 'Priya spotted in two minutes what I had been doing wrong for a year. Clear cues and a plan I could follow.',
})
/** Written a month ago: read-only now. */
export const closedReview = review(2, FIXTURE_NOW - 30 * DAY, { coach: newYorkCoach, rating: 5, text: '' })
/** Hidden by an admin, with the reason. */
export const hiddenReview = review(3, FIXTURE_NOW - 5 * DAY, {
  coach: newYorkCoach,
  rating: 1,
  text: 'Useless. Do not bother.',
  hidden: true,
  hidden_reason: 'Personal remarks about the coach rather than the session.',
})

export const waitingBookings = [completedBooking, makeBooking({ id: 21, start: '2026-11-19T15:00:00Z', coach: newYorkCoach, status: 'completed' })]

export const reviewsFull: ReviewsResponse = { error: false, waiting: waitingBookings, reviews: [editableReview, hiddenReview, closedReview] }
export const reviewsWaitingOnly: ReviewsResponse = { error: false, waiting: waitingBookings, reviews: [] }
export const reviewsWrittenOnly: ReviewsResponse = { error: false, waiting: [], reviews: [editableReview, closedReview] }
export const reviewsHidden: ReviewsResponse = { error: false, waiting: [], reviews: [hiddenReview] }
export const reviewsNone: ReviewsResponse = { error: false, waiting: [], reviews: [] }
