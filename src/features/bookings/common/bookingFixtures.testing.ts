import type { Booking, BookingAllowance, BookingStatus, Coach, CoachSummary, MonthResponse } from '@/api/bookings/bookingTypes'
import { FREE_CANCEL_HOURS } from '@/api/bookings/bookingTypes'
import type { RemoteState, SavedCopy } from '@/shared/remote/remoteState'

/**
 * Story- and test-only bookings, around one fixed moment: Tuesday 1 December 2026, 10:00 in
 * London. The member's calendar is in Europe/London; one coach works in London, one in New York.
 */

export const FIXTURE_NOW = Date.parse('2026-12-01T10:00:00Z')
export const FIXTURE_ZONE = 'Europe/London'
export const FIXTURE_MONTH = '2026-12'

const HOUR = 3_600_000

export const londonCoach: CoachSummary = { id: 1, name: 'Priya Shah', time_zone: 'Europe/London', photo_url: null }
export const newYorkCoach: CoachSummary = { id: 2, name: 'Marcus Cole', time_zone: 'America/New_York', photo_url: null }

export function fullCoach(summary: CoachSummary): Coach {
  return { ...summary, bio: `${summary.name} coaches mobility and strength.`, session_minutes: 45, buffer_minutes: 15, rating: { average: 4.8, count: 12 } }
}

export const fixtureMember = { id: 1, name: 'Maya Thompson', email: 'coached@movetime.app' }

export interface BookingSpec {
  id: number
  start: string
  coach?: CoachSummary
  status?: BookingStatus
  note?: string
  minutes?: number
  revision?: number
  reviewed?: boolean
  calendarLink?: string
}

/** A booking as the server would send it at FIXTURE_NOW. */
export function makeBooking({ id, start, coach = londonCoach, status = 'booked', note = '', minutes = 45, revision = 1, reviewed = false, calendarLink }: BookingSpec): Booking {
  const startMs = Date.parse(start)
  const end = new Date(startMs + minutes * 60_000).toISOString()
  const upcoming = status === 'booked' && startMs > FIXTURE_NOW
  return {
    id,
    uid: `booking-${id}@movetime.app`,
    coach,
    member: fixtureMember,
    start: new Date(startMs).toISOString(),
    end,
    member_time_zone: FIXTURE_ZONE,
    coach_time_zone: coach.time_zone,
    note,
    status,
    revision,
    created_at: '2026-11-20T09:00:00.000Z',
    updated_at: '2026-11-20T09:00:00.000Z',
    cancelled_at: status === 'cancelled' || status === 'late-cancelled' ? '2026-11-30T09:00:00.000Z' : null,
    free_cancel_until: new Date(startMs - FREE_CANCEL_HOURS * HOUR).toISOString(),
    can: { reschedule: upcoming, cancel: upcoming, review: status === 'completed' && !reviewed },
    review: null,
    calendar_event: calendarLink ? { id: `event-${id}`, html_link: calendarLink, added_at: '2026-11-21T09:00:00.000Z' } : null,
  }
}

export const allowance = (used: number, eligible = true): BookingAllowance => ({ eligible, month: FIXTURE_MONTH, time_zone: FIXTURE_ZONE, used, limit: 2 })

/** Wednesday 2 December, 09:00 London: free to cancel until Tuesday 21:00. */
export const upcomingBooking = makeBooking({ id: 11, start: '2026-12-02T09:00:00Z', note: 'My left knee clicks when I squat: can we look at form?' })
/** Tuesday 1 December, 14:00 London (09:00 in New York): within 12 hours, so a cancel is late. */
export const soonBooking = makeBooking({ id: 12, start: '2026-12-01T14:00:00Z', coach: newYorkCoach, note: 'Running plan for January.' })
export const completedBooking = makeBooking({ id: 13, start: '2026-11-24T09:00:00Z', status: 'completed', note: 'Hip mobility.' })
export const reviewedBooking = makeBooking({ id: 14, start: '2026-11-17T09:00:00Z', status: 'completed', reviewed: true })
export const cancelledBooking = makeBooking({ id: 15, start: '2026-12-09T10:00:00Z', status: 'cancelled', revision: 2 })
export const lateCancelledBooking = makeBooking({ id: 16, start: '2026-12-01T08:00:00Z', status: 'late-cancelled', revision: 2 })
export const noShowBooking = makeBooking({ id: 17, start: '2026-11-26T15:00:00Z', coach: newYorkCoach, status: 'no-show' })
export const addedToGoogleBooking = makeBooking({ id: 18, start: '2026-12-02T09:00:00Z', calendarLink: 'https://calendar.google.com/calendar/event?eid=booking-18' })

/** The member's December: a day with three sessions (the 2nd), one cancelled, one late cancel, past and upcoming. */
export const fullMonth: MonthResponse = {
  error: false,
  time_zone: FIXTURE_ZONE,
  allowance: allowance(2),
  bookings: [
    completedBooking,
    makeBooking({ id: 21, start: '2026-11-30T17:30:00Z', coach: newYorkCoach, status: 'completed', reviewed: true }),
    lateCancelledBooking,
    soonBooking,
    upcomingBooking,
    makeBooking({ id: 22, start: '2026-12-02T13:00:00Z', coach: newYorkCoach }),
    makeBooking({ id: 23, start: '2026-12-02T17:00:00Z', coach: newYorkCoach }),
    cancelledBooking,
    makeBooking({ id: 24, start: '2026-12-16T11:00:00Z' }),
    makeBooking({ id: 25, start: '2026-12-22T15:00:00Z', coach: newYorkCoach }),
    makeBooking({ id: 26, start: '2027-01-02T10:00:00Z' }),
  ],
}

export const quietMonth: MonthResponse = { error: false, time_zone: FIXTURE_ZONE, allowance: allowance(1), bookings: [upcomingBooking] }
export const emptyMonth: MonthResponse = { error: false, time_zone: FIXTURE_ZONE, allowance: allowance(0), bookings: [] }
export const noPlanMonth: MonthResponse = { error: false, time_zone: FIXTURE_ZONE, allowance: allowance(0, false), bookings: [] }

/** A page's remote data held in one state, for stories and view tests. */
export function frozen<T>(state: RemoteState<T>) {
  return { state, retry: () => {} }
}

export const loadingState = { status: 'loading' } as const
export const failedState = { status: 'error', message: 'Request failed (500).', error: new Error('Request failed (500).'), offline: false } as const
export const offlineState = { status: 'error', message: 'You appear to be offline.', error: new Error('offline'), offline: true } as const
export const notFoundState = { status: 'not-found' } as const

export function readyState<T>(data: T, saved: SavedCopy | null = null): RemoteState<T> {
  return { status: 'ready', data, saved }
}
