import {
  BOOKING_HORIZON_DAYS,
  BOOKING_MESSAGES,
  BOOKING_NOTE_MAX,
  BOOKING_NOTICE_HOURS,
  COACH_SESSIONS_PER_MONTH,
  REVIEW_EDIT_DAYS,
  REVIEW_TEXT_MAX,
} from '@/api/bookings/bookingTypes'
import { monthLabel } from './bookingAllowance'

/** The bookings family's words for the member (docs/product.md §7). */
export const SCHEDULING_MESSAGES = {
  ...BOOKING_MESSAGES,
  bookingNotFound: 'Booking not found.',
  reviewNotFound: 'Review not found.',
  coachNotFound: 'Choose one of the coaches.',
  timeZone: 'Choose a time zone (an IANA name such as Europe/London).',
  date: 'Enter a date (YYYY-MM-DD).',
  instant: 'Enter a date and time.',
  rangeOrder: 'The end of the range must be after its start.',
  rangeLength: 'Ask for at most 62 days at a time.',
  notYours: 'You can only see your own bookings.',
  note: `Keep the note to ${BOOKING_NOTE_MAX} characters or fewer.`,
  requestId: 'Send a request id (1 to 100 characters) so a retry does not book twice.',
  revision: 'Send the revision of the booking you are changing.',
  outsideHours: 'Choose one of the coach’s free times.',
  notice: `Sessions must be booked at least ${BOOKING_NOTICE_HOURS} hours ahead.`,
  horizon: `Sessions can be booked up to ${BOOKING_HORIZON_DAYS} days ahead.`,
  memberOverlap: 'You already have a session at that time.',
  stale: 'This booking changed since you opened it. Reload it and try again.',
  notChangeable: 'Only an upcoming session can be moved or cancelled.',
  ownerOnly: 'Only the member who booked this session can change it.',
  sameTime: 'Choose a different time to move the session to.',
  calendarTokens: 'Calendar tokens stay with the server.',
  calendarNotUpcoming: 'Only an upcoming session can be added to your calendar.',
  rating: 'Choose a rating from 1 to 5.',
  reviewText: `Keep the review to ${REVIEW_TEXT_MAX} characters or fewer.`,
  reviewNotCompleted: 'You can review a session once it has taken place.',
  reviewExists: 'You have already reviewed this session.',
  reviewEditClosed: `Reviews can be edited for ${REVIEW_EDIT_DAYS} days after they are written.`,
  reviewHidden: 'An admin hid this review, so it can no longer be edited.',
} as const

export function allowanceUsedMessage(month: string): string {
  return `You have used your ${COACH_SESSIONS_PER_MONTH} sessions for ${monthLabel(month)}. Choose a time in another month, or cancel a session at least 12 hours ahead to free one.`
}
