import { HttpResponse, http } from 'msw'
import type { CoachesResponse, DatesResponse, MonthResponse, SlotsResponse } from '@/api/bookings/bookingTypes'
import { instantToLocal, monthOf } from '@/lib/time/zonedTime'
import { datesWithSlots, slotsForLocalDay, type Busy } from '@mocks/bookings/availability'
import { allowanceOf } from '@mocks/bookings/bookingAllowance'
import { readId, readInstant, readPlainDate, readTimeZone } from '@mocks/bookings/bookingInput'
import { SCHEDULING_MESSAGES as M } from '@mocks/bookings/bookingMessages'
import { toBooking, toCoach } from '@mocks/bookings/bookingPresenters'
import { activeCoaches, byStart, coachBusy, coachHours, findCoach, memberBusy } from '@mocks/bookings/bookingStore'
import { mockNow } from '@mocks/bookings/mockClock'
import type { CoachRow } from '@mocks/db/bookingSchemas'
import { db } from '@mocks/db/db'
import { handle } from '@mocks/http/handle'
import { HttpError, assertValid, type Validation } from '@mocks/http/httpErrors'
import { readJsonObject } from '@mocks/http/requestBody'
import { SCHEDULING_BASE, isAdmin, requireVisibleBooking, bookingAnswer, bookingIdOf, signedInAndSettled, viewerOf } from './schedulingRequest'

const DAY_MS = 86_400_000
/** A month view with its leading and trailing weeks is at most six weeks; a little more is allowed. */
const MAX_RANGE_MS = 62 * DAY_MS

/** The coach asked about (`userId` in docs/product.md §7's bodies), or 400 under that field. */
function readCoach(value: unknown, validation: Validation): CoachRow | undefined {
  const id = readId(value, 'userId', M.coachNotFound, validation)
  const coach = id > 0 ? findCoach(id) : undefined
  if (id > 0 && (!coach || !coach.active)) validation.userId = M.coachNotFound
  return coach?.active ? coach : undefined
}

/**
 * The body of scheduling/dates and scheduling/schedules ({userId: the coach, date, tz}), read and
 * checked, with what is busy for this caller: the coach's bookings and the caller's own.
 */
async function readCoachDay(request: Request): Promise<{ coach: CoachRow; date: string; zone: string; busy: Busy[] }> {
  const auth = await signedInAndSettled(request)
  const body = await readJsonObject(request)
  const validation: Validation = {}
  const coach = readCoach(body.userId, validation)
  const date = readPlainDate(body.date, 'date', validation)
  const zone = readTimeZone(body.tz, 'tz', validation)
  assertValid(validation)
  // assertValid threw unless the coach was found.
  const found = coach as CoachRow
  return { coach: found, date, zone, busy: [...coachBusy(found.id), ...memberBusy(auth.user.id)] }
}

export const schedulingReadHandlers = [
  // Coaches with their ratings, and the caller's allowance for this month in `tz`.
  http.get(
    `${SCHEDULING_BASE}/scheduling/coaches`,
    handle(async ({ request }) => {
      const auth = await signedInAndSettled(request)
      const validation: Validation = {}
      const zone = readTimeZone(new URL(request.url).searchParams.get('tz'), 'tz', validation)
      assertValid(validation)
      return HttpResponse.json<CoachesResponse>({
        error: false,
        coaches: activeCoaches().map(toCoach),
        allowance: allowanceOf(auth.user.id, monthOf(mockNow(), zone), zone),
      })
    }),
  ),

  // The days of a month (in `tz`) with at least one slot the caller could book.
  http.post(
    `${SCHEDULING_BASE}/scheduling/dates`,
    handle(async ({ request }) => {
      const { coach, date, zone, busy } = await readCoachDay(request)
      const month = date.slice(0, 7)
      return HttpResponse.json<DatesResponse>({
        error: false,
        coach_id: coach.id,
        month,
        time_zone: zone,
        dates: datesWithSlots(coachHours(coach), month, zone, busy, mockNow()),
      })
    }),
  ),

  // The free slots of one day (in `tz`).
  http.post(
    `${SCHEDULING_BASE}/scheduling/schedules`,
    handle(async ({ request }) => {
      const { coach, date, zone, busy } = await readCoachDay(request)
      return HttpResponse.json<SlotsResponse>({
        error: false,
        coach_id: coach.id,
        date,
        time_zone: zone,
        slots: slotsForLocalDay(coachHours(coach), date, zone, busy, mockNow()),
      })
    }),
  ),

  // A member's bookings meeting [rangeStart, rangeEnd), every status, and the allowance of the month shown.
  http.post(
    `${SCHEDULING_BASE}/scheduling/tz-month-schedules`,
    handle(async ({ request }) => {
      const auth = await signedInAndSettled(request)
      const body = await readJsonObject(request)
      const validation: Validation = {}
      const rangeStart = readInstant(body.rangeStart, 'rangeStart', validation)
      const rangeEnd = readInstant(body.rangeEnd, 'rangeEnd', validation)
      const userId = readId(body.userId, 'userId', 'Choose the member whose bookings to show.', validation)
      const zone = readTimeZone(body.tz, 'tz', validation)
      if (!validation.rangeStart && !validation.rangeEnd) {
        const span = Date.parse(rangeEnd) - Date.parse(rangeStart)
        if (span <= 0) validation.rangeEnd = M.rangeOrder
        else if (span > MAX_RANGE_MS) validation.rangeEnd = M.rangeLength
      }
      assertValid(validation)
      if (userId !== auth.user.id && !isAdmin(auth)) throw new HttpError(403, M.notYours)

      const from = Date.parse(rangeStart)
      const to = Date.parse(rangeEnd)
      const bookings = db.schedule
        .findMany((q) => q.where({ user_id: userId }))
        .filter((row) => Date.parse(row.meeting_start) < to && Date.parse(row.meeting_end) > from)
        .sort(byStart)
      // The month the view shows: the one its middle day falls in.
      const month = instantToLocal(from + (to - from) / 2, zone).date.slice(0, 7)
      const viewer = viewerOf(auth, request)
      return HttpResponse.json<MonthResponse>({
        error: false,
        time_zone: zone,
        bookings: bookings.map((row) => toBooking(row, viewer)),
        allowance: allowanceOf(userId, month, zone),
      })
    }),
  ),

  // One booking: its member or an admin; to other members it does not exist.
  http.get<{ id: string }>(
    `${SCHEDULING_BASE}/schedules/:id`,
    handle<{ id: string }>(async ({ request, params }) => {
      const auth = await signedInAndSettled(request)
      const row = requireVisibleBooking(bookingIdOf(params.id), auth)
      return bookingAnswer(row, auth, request)
    }),
  ),
]
