/**
 * Shapes of the scheduling family: docs/product.md §7's scheduling/dates, scheduling/schedules,
 * scheduling/tz-month-schedules, scheduling/POST, scheduling/google-calendar-event and
 * schedules/{id}, plus our extensions (coaches, reschedule, cancel, reviews). Shared by the client
 * and the mock.
 *
 * Time: every instant on the wire is an ISO date-time in UTC; the IANA zone it is meant in travels
 * beside it. Local clock rules (a coach's weekly hours, a member's calendar month) are computed
 * in those zones, never in the machine's.
 */

export const BOOKING_STATUSES = ['booked', 'cancelled', 'late-cancelled', 'completed', 'no-show'] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]

/** A slot must start at least this long after the moment it is booked. */
export const BOOKING_NOTICE_HOURS = 2
/** Cancelling is free until this long before the start; later it is a late cancel and still counts. */
export const FREE_CANCEL_HOURS = 12
/** Coach plan: sessions per calendar month, in the member's own zone. */
export const COACH_SESSIONS_PER_MONTH = 2
/** The reminder email goes this long before the start. */
export const REMINDER_HOURS = 24
/** How far ahead a member may book. */
export const BOOKING_HORIZON_DAYS = 60
export const BOOKING_NOTE_MAX = 500
export const REVIEW_TEXT_MAX = 1000
export const REVIEW_EDIT_DAYS = 14
export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const
export const HIDDEN_REASON_MAX = 300

/** The server's words for refusals the client reacts to (docs/product.md §7). */
export const BOOKING_MESSAGES = {
  slotTaken: 'That time was just taken',
  planRequired: 'Sessions with a coach come with the Coach plan.',
  offline: 'Booking needs a connection. Your saved bookings are shown; try again when you are online.',
} as const

/** The plan that includes coaching: the plans page highlights it for members without it. */
export const COACH_PLAN_NAME = 'MoveTime Coach'

export interface CoachRating {
  /** Mean of the visible reviews, one decimal; null before the first review. */
  average: number | null
  count: number
}

export interface CoachSummary {
  id: number
  name: string
  /** IANA zone the coach's weekly hours are written in. */
  time_zone: string
  photo_url: string | null
}

export interface Coach extends CoachSummary {
  bio: string
  session_minutes: number
  buffer_minutes: number
  rating: CoachRating
}

export interface Slot {
  start: string
  end: string
}

/** The member's sessions this calendar month (in `time_zone`) against the plan's allowance. */
export interface BookingAllowance {
  /** False without a live Coach plan: the client shows the plans page with the Coach plan highlighted. */
  eligible: boolean
  /** YYYY-MM in `time_zone`. */
  month: string
  time_zone: string
  used: number
  limit: number
}

export interface Review {
  id: number
  booking_id: number
  coach: CoachSummary
  rating: number
  text: string
  created_at: string
  updated_at: string
  /** The member may edit until this instant (REVIEW_EDIT_DAYS after writing it). */
  editable_until: string
  /** Hidden by an admin; the member still sees it with the reason, nobody else does. */
  hidden: boolean
  hidden_reason: string | null
}

/** What the member may do with a booking now, decided by the server's clock. */
export interface BookingActions {
  reschedule: boolean
  cancel: boolean
  /** True after the session completed and before a review exists. */
  review: boolean
}

export interface Booking {
  id: number
  /** Stable across reschedules and cancellation: the calendar file's UID. */
  uid: string
  coach: CoachSummary
  member: { id: number; name: string; email: string }
  start: string
  end: string
  /** The zone the member booked in (their calendar's zone at the time). */
  member_time_zone: string
  /** The coach's zone, for "the coach's local time" beside the member's. */
  coach_time_zone: string
  /** meeting_details: what the member wants to work on. */
  note: string
  status: BookingStatus
  /** Bumped by every change; the calendar file's SEQUENCE. */
  revision: number
  created_at: string
  updated_at: string
  cancelled_at: string | null
  /** The last moment a cancel is free (start − FREE_CANCEL_HOURS). */
  free_cancel_until: string
  can: BookingActions
  review: Review | null
  /** Set once the session was added to the member's Google Calendar. */
  calendar_event: CalendarEvent | null
}

export interface CalendarEvent {
  id: string
  /** Where the event opens in the calendar (the developer panel's calendar in mock mode). */
  html_link: string
  added_at: string
}

// scheduling/coaches (extension)
export interface CoachesResponse {
  error: false
  coaches: Coach[]
  allowance: BookingAllowance
}

// scheduling/dates
export interface DatesBody {
  /** The coach. */
  userId: number
  /** Any day (YYYY-MM-DD) of the month asked about, in `tz`. */
  date: string
  tz: string
}
export interface DatesResponse {
  error: false
  coach_id: number
  /** YYYY-MM in `tz`. */
  month: string
  time_zone: string
  /** Days (YYYY-MM-DD in `tz`) with at least one free slot. */
  dates: string[]
}

// scheduling/schedules
export interface SlotsBody {
  /** The coach. */
  userId: number
  /** YYYY-MM-DD in `tz`. */
  date: string
  tz: string
}
export interface SlotsResponse {
  error: false
  coach_id: number
  date: string
  time_zone: string
  slots: Slot[]
}

// scheduling/tz-month-schedules
export interface MonthBody {
  /** Instants bounding the view (the first and last visible local day in `tz`). */
  rangeStart: string
  rangeEnd: string
  /** The member whose bookings are listed: the caller, or every member for an admin. */
  userId: number
  tz: string
}
export interface MonthResponse {
  error: false
  time_zone: string
  bookings: Booking[]
  allowance: BookingAllowance
}

// scheduling/POST
export interface CreateBookingBody {
  coachId: number
  /** One of the slots' `start`. */
  start: string
  /** The member's zone: decides the allowance month and is kept on the booking. */
  tz: string
  note: string
  /** Client-made key: a retried request returns the booking it already made. */
  requestId: string
}
export interface BookingResponse {
  error: false
  booking: Booking
}
/** The body of a 409 "That time was just taken". */
export interface SlotTakenBody {
  message: string
  next_slots: Slot[]
}

// schedules/{id} PUT (extension): reschedule
export interface RescheduleBody {
  start: string
  tz: string
  /** The revision the member saw: a stale one is refused (409), so two tabs cannot both move it. */
  revision: number
}

// schedules/{id}/cancel (extension)
export interface CancelBookingBody {
  revision: number
}

// scheduling/google-calendar-event
/**
 * docs/product.md §7 lists tokens among this call's fields. The client never holds them: the
 * server keeps the member's calendar tokens and adds them itself, so the client sends none.
 */
export interface CalendarEventBody {
  bookingId: number
  summary: string
  location: string
  description: string
  startTime: string
  endTime: string
  attendees: string[]
}
export interface CalendarEventResponse {
  error: false
  event: CalendarEvent
}

// reviews (extension)
export interface ReviewsResponse {
  error: false
  reviews: Review[]
  /** Completed sessions with no review yet, newest first. */
  waiting: Booking[]
}
export interface ReviewBody {
  bookingId: number
  rating: number
  text: string
}
export interface UpdateReviewBody {
  rating: number
  text: string
}
export interface ReviewResponse {
  error: false
  review: Review
}
