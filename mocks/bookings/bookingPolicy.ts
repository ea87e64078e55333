import {
  BOOKING_NOTICE_HOURS,
  FREE_CANCEL_HOURS,
  REMINDER_HOURS,
  type BookingStatus,
} from '@/api/bookings/bookingTypes'
import { monthOf } from '@/lib/time/zonedTime'

/**
 * The server's rules about a booking's time: notice, free cancelling, the monthly allowance, the
 * session completing and the reminder. Pure: the caller passes the clock (`now`, epoch ms).
 * Every edge is inclusive on the member's side: a start exactly 2 hours ahead is bookable, a
 * cancel exactly 12 hours before is free.
 */

const HOUR_MS = 3_600_000

/** Statuses that use up one of the month's sessions (a late cancel still counts). */
export const COUNTED_STATUSES: readonly BookingStatus[] = ['booked', 'completed', 'late-cancelled', 'no-show']

export function meetsNotice(start: string, now: number): boolean {
  return Date.parse(start) >= now + BOOKING_NOTICE_HOURS * HOUR_MS
}

/** The last instant a cancel is free. */
export function freeCancelUntil(start: string): string {
  return new Date(Date.parse(start) - FREE_CANCEL_HOURS * HOUR_MS).toISOString()
}

export function cancelStatus(start: string, now: number): 'cancelled' | 'late-cancelled' {
  return now <= Date.parse(freeCancelUntil(start)) ? 'cancelled' : 'late-cancelled'
}

/** Sessions counted against the allowance of `month` (YYYY-MM), read in the member's `zone`. */
export function usedInMonth(bookings: { start: string; status: BookingStatus }[], month: string, zone: string): number {
  return bookings.filter((booking) => COUNTED_STATUSES.includes(booking.status) && monthOf(booking.start, zone) === month)
    .length
}

/** The status to show now: a booked session whose end has passed is completed. */
export function sessionState(_start: string, end: string, status: BookingStatus, now: number): BookingStatus {
  return status === 'booked' && Date.parse(end) <= now ? 'completed' : status
}

/** Whether the reminder email is due: from REMINDER_HOURS before the start until the start. */
export function reminderDue(start: string, now: number): boolean {
  const startMs = Date.parse(start)
  return now >= startMs - REMINDER_HOURS * HOUR_MS && now < startMs
}
