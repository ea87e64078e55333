import { bodyCall, call, endpoint } from '../http'
import type {
  BookingResponse,
  CalendarEventBody,
  CalendarEventResponse,
  CancelBookingBody,
  CoachesResponse,
  CreateBookingBody,
  DatesBody,
  DatesResponse,
  MonthBody,
  MonthResponse,
  RescheduleBody,
  ReviewBody,
  ReviewResponse,
  ReviewsResponse,
  SlotsBody,
  SlotsResponse,
  UpdateReviewBody,
} from './bookingTypes'

/** The scheduling family (docs/product.md §7) and our extensions to it: coaches, reschedule, cancel, reviews. */

const coachesCall = endpoint('GET', '/v3/api/custom/movetime/scheduling/coaches')
const bookingCall = endpoint('GET', '/v3/api/custom/movetime/schedules/{id}')
const rescheduleCall = endpoint('PUT', '/v3/api/custom/movetime/schedules/{id}')
const cancelCall = endpoint('POST', '/v3/api/custom/movetime/schedules/{id}/cancel')
const reviewsCall = endpoint('GET', '/v3/api/custom/movetime/reviews')
const updateReviewCall = endpoint('PUT', '/v3/api/custom/movetime/reviews/{id}')

/** Coaches with their ratings, and the caller's allowance for the current month in `timeZone`. */
export const getCoaches = (timeZone: string, signal?: AbortSignal) =>
  call<CoachesResponse>(coachesCall, { query: { tz: timeZone }, signal })

export const getBookableDates = bodyCall<DatesBody, DatesResponse>('POST', '/v3/api/custom/movetime/scheduling/dates')

export const getDaySlots = bodyCall<SlotsBody, SlotsResponse>('POST', '/v3/api/custom/movetime/scheduling/schedules')

export const getMonthBookings = bodyCall<MonthBody, MonthResponse>('POST', '/v3/api/custom/movetime/scheduling/tz-month-schedules')

export const createBooking = bodyCall<CreateBookingBody, BookingResponse>('POST', '/v3/api/custom/movetime/scheduling/POST')

export const addToGoogleCalendar = bodyCall<CalendarEventBody, CalendarEventResponse>(
  'POST',
  '/v3/api/custom/movetime/scheduling/google-calendar-event',
)

export const getBooking = (bookingId: number, signal?: AbortSignal) =>
  call<BookingResponse>(bookingCall, { params: { id: bookingId }, signal })

export const rescheduleBooking = (bookingId: number, body: RescheduleBody) =>
  call<BookingResponse>(rescheduleCall, { params: { id: bookingId }, body })

export const cancelBooking = (bookingId: number, body: CancelBookingBody) =>
  call<BookingResponse>(cancelCall, { params: { id: bookingId }, body })

export const getReviews = (signal?: AbortSignal) => call<ReviewsResponse>(reviewsCall, { signal })

export const createReview = bodyCall<ReviewBody, ReviewResponse>('POST', '/v3/api/custom/movetime/reviews')

export const updateReview = (reviewId: number, body: UpdateReviewBody) =>
  call<ReviewResponse>(updateReviewCall, { params: { id: reviewId }, body })
