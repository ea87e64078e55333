import {
  REVIEW_EDIT_DAYS,
  type Booking,
  type CalendarEvent,
  type Coach,
  type CoachRating,
  type CoachSummary,
  type Review,
} from '@/api/bookings/bookingTypes'
import type { CalendarEventRow, CoachRow, ReviewRow } from '@mocks/db/bookingSchemas'
import type { ScheduleRow } from '@mocks/db/contentSchemas'
import { db } from '@mocks/db/db'
import { findUser } from '@mocks/http/guard'
import { freeCancelUntil } from './bookingPolicy'
import { calendarEventOf, findCoach, reviewOfBooking } from './bookingStore'

/** Rows of the bookings tables in the shapes of src/api/bookings/bookingTypes.ts. */

const DAY_MS = 86_400_000

/** The calendar file's UID: the same for every revision of the booking, and for its cancellation. */
export const bookingUid = (bookingId: number) => `booking-${bookingId}@movetime.app`

/** Where the mock Google Calendar shows an event (the developer panel reads /__mock/calendar). */
export const calendarEventLink = (origin: string, eventId: number) => `${origin}/__mock/calendar#event-${eventId}`

export function toCoachSummary(coach: CoachRow): CoachSummary {
  return { id: coach.id, name: coach.name, time_zone: coach.time_zone, photo_url: coach.photo_url }
}

/** A coach who has since been removed still names their past sessions. */
function coachSummaryOf(coachId: number, fallbackZone: string): CoachSummary {
  const coach = findCoach(coachId)
  return coach ? toCoachSummary(coach) : { id: coachId, name: 'A former coach', time_zone: fallbackZone, photo_url: null }
}

/** Mean of the visible reviews to one decimal; hidden ones count for nobody. */
export function ratingOf(coachId: number): CoachRating {
  const visible = db.review.findMany((q) => q.where({ coach_id: coachId, hidden: false }))
  if (visible.length === 0) return { average: null, count: 0 }
  const sum = visible.reduce((total, review) => total + review.rating, 0)
  return { average: Math.round((sum / visible.length) * 10) / 10, count: visible.length }
}

export function toCoach(coach: CoachRow): Coach {
  return { ...toCoachSummary(coach), bio: coach.bio, session_minutes: coach.session_minutes, buffer_minutes: coach.buffer_minutes, rating: ratingOf(coach.id) }
}

export function reviewEditableUntil(review: ReviewRow): string {
  const written = review.created_at ?? review.updated_at ?? new Date(0).toISOString()
  return new Date(Date.parse(written) + REVIEW_EDIT_DAYS * DAY_MS).toISOString()
}

export function toReview(review: ReviewRow): Review {
  const booking = db.schedule.findFirst((q) => q.where({ id: review.booking_id }))
  const written = review.created_at ?? new Date(0).toISOString()
  return {
    id: review.id,
    booking_id: review.booking_id,
    coach: coachSummaryOf(review.coach_id, booking?.coach_time_zone ?? 'UTC'),
    rating: review.rating,
    text: review.text,
    created_at: written,
    updated_at: review.updated_at ?? written,
    editable_until: reviewEditableUntil(review),
    hidden: review.hidden,
    hidden_reason: review.hidden ? review.hidden_reason : null,
  }
}

export function toCalendarEvent(event: CalendarEventRow, origin: string): CalendarEvent {
  return { id: `mock-event-${event.id}`, html_link: calendarEventLink(origin, event.id), added_at: event.created_at }
}

export interface Viewer {
  userId: number
  /** The mock's clock, epoch ms. */
  now: number
  /** The mock's origin, for the calendar event's link. */
  origin: string
}

/** The booking as `viewer` sees it: `can` says what they (its member, or an admin) may do now. */
export function toBooking(row: ScheduleRow, viewer: Viewer): Booking {
  const member = findUser(row.user_id)
  const review = reviewOfBooking(row.id)
  const event = calendarEventOf(row.id)
  const owner = viewer.userId === row.user_id
  const upcoming = row.status === 'booked' && viewer.now < Date.parse(row.meeting_start)
  const created = row.created_at ?? row.meeting_start
  return {
    id: row.id,
    uid: bookingUid(row.id),
    coach: coachSummaryOf(row.coach_id, row.coach_time_zone),
    member: {
      id: row.user_id,
      name: member ? `${member.first_name} ${member.last_name}`.trim() || member.email : 'A former member',
      email: member?.email ?? '',
    },
    start: row.meeting_start,
    end: row.meeting_end,
    member_time_zone: row.member_time_zone,
    coach_time_zone: row.coach_time_zone,
    note: row.meeting_details,
    status: row.status,
    revision: row.revision,
    created_at: created,
    updated_at: row.updated_at ?? created,
    cancelled_at: row.cancelled_at,
    free_cancel_until: freeCancelUntil(row.meeting_start),
    can: {
      reschedule: owner && upcoming,
      cancel: owner && upcoming,
      review: owner && row.status === 'completed' && !review,
    },
    review: review ? toReview(review) : null,
    calendar_event: event ? toCalendarEvent(event, viewer.origin) : null,
  }
}
