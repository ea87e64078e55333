import type { BookingStatus } from '@/api/bookings/bookingTypes'
import type { CoachRow, ReviewRow } from '@mocks/db/bookingSchemas'
import type { ScheduleRow } from '@mocks/db/contentSchemas'
import { db } from '@mocks/db/db'
import type { Busy, CoachHours } from './availability'

/** Reading the bookings tables: coaches with their hours, bookings, reviews, calendar events. */

export function findCoach(id: number): CoachRow | undefined {
  return db.coach.findFirst((q) => q.where({ id }))
}

/** Coaches members can book, in name order. */
export function activeCoaches(): CoachRow[] {
  return db.coach.findMany((q) => q.where({ active: true })).sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
}

/** The coach's weekly hours and overrides as the availability rules read them. */
export function coachHours(coach: CoachRow): CoachHours {
  return {
    time_zone: coach.time_zone,
    session_minutes: coach.session_minutes,
    buffer_minutes: coach.buffer_minutes,
    weekly: db.coach_availability
      .findMany((q) => q.where({ coach_id: coach.id }))
      .map(({ weekday, start_time, end_time }) => ({ weekday, start_time, end_time })),
    overrides: db.coach_override
      .findMany((q) => q.where({ coach_id: coach.id }))
      .map(({ date, kind, start_time, end_time }) => ({ date, kind, start_time, end_time })),
  }
}

export function findBooking(id: number): ScheduleRow | undefined {
  return db.schedule.findFirst((q) => q.where({ id }))
}

export function bookingsOfMember(userId: number): ScheduleRow[] {
  return db.schedule.findMany((q) => q.where({ user_id: userId }))
}

/** Only a booked session holds its time: a cancelled one gives it back, a completed one is over. */
const HOLDS_TIME: readonly BookingStatus[] = ['booked']

const asBusy = (row: ScheduleRow): Busy => ({ start: row.meeting_start, end: row.meeting_end })

/** The coach's booked sessions, less the one being moved. */
export function coachBusy(coachId: number, except?: number): Busy[] {
  return db.schedule
    .findMany((q) => q.where({ coach_id: coachId }))
    .filter((row) => HOLDS_TIME.includes(row.status) && row.id !== except)
    .map(asBusy)
}

/** The member's booked sessions with every coach, less the one being moved. */
export function memberBusy(userId: number, except?: number): Busy[] {
  return bookingsOfMember(userId)
    .filter((row) => HOLDS_TIME.includes(row.status) && row.id !== except)
    .map(asBusy)
}

export function reviewOfBooking(bookingId: number): ReviewRow | undefined {
  return db.review.findFirst((q) => q.where({ booking_id: bookingId }))
}

export function findReview(id: number): ReviewRow | undefined {
  return db.review.findFirst((q) => q.where({ id }))
}

export function calendarEventOf(bookingId: number) {
  return db.calendar_event.findFirst((q) => q.where({ booking_id: bookingId }))
}

export const byStart = (a: ScheduleRow, b: ScheduleRow) => a.meeting_start.localeCompare(b.meeting_start) || a.id - b.id
