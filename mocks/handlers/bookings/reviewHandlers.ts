import { HttpResponse, http } from 'msw'
import { REVIEW_TEXT_MAX, type ReviewResponse, type ReviewsResponse } from '@/api/bookings/bookingTypes'
import { readId } from '@mocks/bookings/bookingInput'
import { bookingKeys, withBookingLock } from '@mocks/bookings/bookingLocks'
import { SCHEDULING_MESSAGES as M } from '@mocks/bookings/bookingMessages'
import { reviewEditableUntil, toBooking, toReview } from '@mocks/bookings/bookingPresenters'
import { findBooking, findReview, reviewOfBooking } from '@mocks/bookings/bookingStore'
import { mockNow } from '@mocks/bookings/mockClock'
import type { ReviewRow } from '@mocks/db/bookingSchemas'
import { db, nextId } from '@mocks/db/db'
import { handle } from '@mocks/http/handle'
import { HttpError, assertValid, type Validation } from '@mocks/http/httpErrors'
import { readJsonObject, type JsonObject } from '@mocks/http/requestBody'
import { SCHEDULING_BASE, signedInAndSettled, viewerOf } from './schedulingRequest'

/** Reviews of completed sessions (our extension): one per booking, by its member, editable for a while. */

function readRating(body: JsonObject, validation: Validation): number {
  const value = body.rating
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5) return value
  validation.rating = M.rating
  return 0
}

function readText(body: JsonObject, validation: Validation): string {
  const value = body.text ?? ''
  if (typeof value !== 'string' || value.length > REVIEW_TEXT_MAX) {
    validation.text = M.reviewText
    return ''
  }
  return value.trim()
}

const newestFirst = (a: { created_at?: string; id: number }, b: { created_at?: string; id: number }) =>
  (b.created_at ?? '').localeCompare(a.created_at ?? '') || b.id - a.id

function reviewAnswer(review: ReviewRow): Response {
  return HttpResponse.json<ReviewResponse>({ error: false, review: toReview(review) })
}

export const reviewHandlers = [
  // The caller's reviews (hidden ones too, with the reason) and their completed sessions waiting for one.
  http.get(
    `${SCHEDULING_BASE}/reviews`,
    handle(async ({ request }) => {
      const auth = await signedInAndSettled(request)
      const reviews = db.review.findMany((q) => q.where({ user_id: auth.user.id })).sort(newestFirst)
      const viewer = viewerOf(auth, request)
      const waiting = db.schedule
        .findMany((q) => q.where({ user_id: auth.user.id, status: 'completed' }))
        .filter((row) => !reviewOfBooking(row.id))
        .sort((a, b) => b.meeting_start.localeCompare(a.meeting_start) || b.id - a.id)
      return HttpResponse.json<ReviewsResponse>({ error: false, reviews: reviews.map(toReview), waiting: waiting.map((row) => toBooking(row, viewer)) })
    }),
  ),

  http.post(
    `${SCHEDULING_BASE}/reviews`,
    handle(async ({ request }) => {
      const auth = await signedInAndSettled(request)
      const body = await readJsonObject(request)
      const validation: Validation = {}
      const bookingId = readId(body.bookingId, 'bookingId', M.bookingNotFound, validation)
      const rating = readRating(body, validation)
      const text = readText(body, validation)
      assertValid(validation)
      const booking = findBooking(bookingId)
      if (!booking || booking.user_id !== auth.user.id) throw new HttpError(404, M.bookingNotFound)

      return withBookingLock([bookingKeys.review(bookingId)], async () => {
        if (reviewOfBooking(bookingId)) throw new HttpError(409, M.reviewExists)
        const current = findBooking(bookingId)!
        if (current.status !== 'completed') throw new HttpError(409, M.reviewNotCompleted)
        const stamp = new Date(mockNow()).toISOString()
        const review = await db.review.create({
          id: nextId('review'),
          booking_id: bookingId,
          user_id: auth.user.id,
          coach_id: current.coach_id,
          rating,
          text,
          hidden: false,
          hidden_reason: null,
          created_at: stamp,
          updated_at: stamp,
        })
        return reviewAnswer(review)
      })
    }),
  ),

  http.put<{ id: string }>(
    `${SCHEDULING_BASE}/reviews/:id`,
    handle<{ id: string }>(async ({ request, params }) => {
      const auth = await signedInAndSettled(request)
      const reviewId = /^\d{1,10}$/.test(params.id) ? Number(params.id) : 0
      const body = await readJsonObject(request)
      const validation: Validation = {}
      const rating = readRating(body, validation)
      const text = readText(body, validation)
      const seen = reviewId > 0 ? findReview(reviewId) : undefined
      if (!seen || seen.user_id !== auth.user.id) throw new HttpError(404, M.reviewNotFound)
      assertValid(validation)

      return withBookingLock([bookingKeys.review(seen.booking_id)], async () => {
        const current = findReview(reviewId)!
        if (current.hidden) throw new HttpError(409, M.reviewHidden)
        if (mockNow() > Date.parse(reviewEditableUntil(current))) throw new HttpError(409, M.reviewEditClosed)
        const updated = await db.review.update((q) => q.where({ id: reviewId }), {
          data(draft) {
            draft.rating = rating
            draft.text = text
            draft.updated_at = new Date(mockNow()).toISOString()
          },
        })
        return reviewAnswer(updated ?? current)
      })
    }),
  ),
]
