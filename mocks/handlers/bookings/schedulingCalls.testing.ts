import type {
  Booking,
  BookingResponse,
  CoachesResponse,
  DatesResponse,
  MonthResponse,
  ReviewResponse,
  ReviewsResponse,
  Slot,
  SlotsResponse,
} from '@/api/bookings/bookingTypes'
import { weekdayOf } from '@/lib/time/plainCalendar'
import { addDays } from '@/lib/time/plainDates'
import { localDate } from '@/lib/time/timeZones'
import { localDateTimeToInstant } from '@/lib/time/zonedTime'
import { mockNow } from '@mocks/bookings/mockClock'
import { db } from '@mocks/db/db'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { SEED_COACH_IDS } from '@mocks/db/seedBookings'
import { callMock, signIn, type MockAnswer } from '@mocks/testing/callMock'

/** The scheduling calls as the handler tests make them (raw, with the status and body). */

export const BASE = '/v3/api/custom/movetime'
export const GRACE = SEED_COACH_IDS.grace
export const MARCUS = SEED_COACH_IDS.marcus
export const LA = 'America/Los_Angeles'

/** The fields of a refusal, beside `error`. */
export interface ErrorAnswer {
  message: string
  validation?: Record<string, string>
  next_slots?: Slot[]
}

type Answer<T> = MockAnswer<T & Partial<ErrorAnswer>>

export const signInCoached = () => signIn(DEMO_ACCOUNTS.coached)

export const coaches = (token: string, tz = LA) => callMock<CoachesResponse & Partial<ErrorAnswer>>('GET', `${BASE}/scheduling/coaches?tz=${encodeURIComponent(tz)}`, { token })
export const dates = (token: string, body: Record<string, unknown>): Promise<Answer<DatesResponse>> => callMock('POST', `${BASE}/scheduling/dates`, { token, body })
export const slots = (token: string, body: Record<string, unknown>): Promise<Answer<SlotsResponse>> => callMock('POST', `${BASE}/scheduling/schedules`, { token, body })
export const month = (token: string, body: Record<string, unknown>): Promise<Answer<MonthResponse>> => callMock('POST', `${BASE}/scheduling/tz-month-schedules`, { token, body })
export const getBooking = (token: string, id: number | string): Promise<Answer<BookingResponse>> => callMock('GET', `${BASE}/schedules/${id}`, { token })
export const reschedule = (token: string, id: number, body: Record<string, unknown>): Promise<Answer<BookingResponse>> => callMock('PUT', `${BASE}/schedules/${id}`, { token, body })
export const cancel = (token: string, id: number, body: Record<string, unknown>): Promise<Answer<BookingResponse>> => callMock('POST', `${BASE}/schedules/${id}/cancel`, { token, body })
export const calendarEvent = (token: string, body: Record<string, unknown>) => callMock<{ event: { id: string; html_link: string; added_at: string } } & Partial<ErrorAnswer>>('POST', `${BASE}/scheduling/google-calendar-event`, { token, body })
export const reviews = (token: string): Promise<Answer<ReviewsResponse>> => callMock('GET', `${BASE}/reviews`, { token })
export const writeReview = (token: string, body: Record<string, unknown>): Promise<Answer<ReviewResponse>> => callMock('POST', `${BASE}/reviews`, { token, body })
export const editReview = (token: string, id: number, body: Record<string, unknown>): Promise<Answer<ReviewResponse>> => callMock('PUT', `${BASE}/reviews/${id}`, { token, body })

let requests = 0
export const book = (token: string, body: Record<string, unknown>): Promise<Answer<BookingResponse>> =>
  callMock('POST', `${BASE}/scheduling/POST`, { token, body: { tz: LA, note: '', requestId: `test-request-${++requests}`, ...body } })

export const moveClock = (body: Record<string, unknown>) => callMock<{ now: string; offset_ms: number } & Partial<ErrorAnswer>>('POST', '/__mock/clock', { body })

export function ok<T>(answer: MockAnswer<T>): T {
  if (answer.status !== 200) throw new Error(`Expected 200, got ${answer.status}: ${JSON.stringify(answer.body)}`)
  return answer.body
}

/**
 * A start of Grace's (Europe/London, weekdays 09:00–12:00, 45 + 15 min) at `time` on the first
 * weekday at least `daysAhead` London days after the mock's now, skipping `skip`.
 */
export function graceSlot(daysAhead: number, time: '09:00' | '10:00' | '11:00', skip: readonly string[] = []): string {
  const daysOff = db.coach_override.findMany((q) => q.where({ coach_id: GRACE, kind: 'off' })).map((row) => row.date)
  let day = addDays(localDate(mockNow(), 'Europe/London'), daysAhead)
  while (weekdayOf(day) > 5 || skip.includes(day) || daysOff.includes(day)) day = addDays(day, 1)
  return localDateTimeToInstant(day, time, 'Europe/London') as string
}

/** Grace's slot on the first weekday from the 8th of next month (LA): clear of the seed's bookings and within the horizon. */
export function graceSlotNextMonth(time: '09:00' | '10:00' | '11:00' = '10:00'): string {
  const today = localDate(mockNow(), LA)
  const nextMonth = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 8)).toISOString().slice(0, 10)
  const daysOff = db.coach_override.findMany((q) => q.where({ coach_id: GRACE, kind: 'off' })).map((row) => row.date)
  let day = nextMonth
  while (weekdayOf(day) > 5 || daysOff.includes(day)) day = addDays(day, 1)
  return localDateTimeToInstant(day, time, 'Europe/London') as string
}

export const bookingOf = (answer: MockAnswer<{ booking: Booking }>) => ok(answer).booking
