import { HttpResponse, http } from 'msw'
import type { CalendarEventResponse } from '@/api/bookings/bookingTypes'
import { monthOf } from '@/lib/time/zonedTime'
import { checkSlot, nextFreeSlots, type Busy, type CoachHours } from '@mocks/bookings/availability'
import { hasCoachPlan, sessionsUsed } from '@mocks/bookings/bookingAllowance'
import { sendBookingMail } from '@mocks/bookings/bookingEmails'
import { readId, readInstant, readNote, readRequestId, readRevision, readTimeZone } from '@mocks/bookings/bookingInput'
import { bookingKeys, withBookingLock } from '@mocks/bookings/bookingLocks'
import { SCHEDULING_MESSAGES as M, allowanceUsedMessage } from '@mocks/bookings/bookingMessages'
import { cancelStatus } from '@mocks/bookings/bookingPolicy'
import { toCalendarEvent } from '@mocks/bookings/bookingPresenters'
import { calendarEventOf, coachBusy, coachHours, findBooking, findCoach, memberBusy } from '@mocks/bookings/bookingStore'
import { readCalendarEvent } from '@mocks/bookings/calendarEvents'
import { mockNow } from '@mocks/bookings/mockClock'
import { COACH_SESSIONS_PER_MONTH } from '@/api/bookings/bookingTypes'
import type { CoachRow } from '@mocks/db/bookingSchemas'
import type { ScheduleRow } from '@mocks/db/contentSchemas'
import { db, nextId } from '@mocks/db/db'
import { linkOrigin } from '@mocks/http/appOrigins'
import { requireAuth } from '@mocks/http/guard'
import { handle } from '@mocks/http/handle'
import { HttpError, assertValid, type Validation } from '@mocks/http/httpErrors'
import { readJsonObject } from '@mocks/http/requestBody'
import { settleBookings } from '@mocks/bookings/bookingSettle'
import { SCHEDULING_BASE, bookingAnswer, bookingIdOf, requireOwnBooking } from './schedulingRequest'

/**
 * Checks a start for this member with this coach against the live diaries, at write time (inside
 * the coach's and member's locks): the coach's hours, notice and horizon, the coach's other
 * sessions (409 "That time was just taken" with the next free times), the member's own.
 */
function requireBookableSlot(coach: CoachRow, hours: CoachHours, start: string, userId: number, now: number, moving?: number): void {
  const theirs = coachBusy(coach.id, moving)
  const mine = memberBusy(userId, moving)
  const refusal = checkSlot(hours, start, theirs, now)
  const nextSlots = () => nextFreeSlots(hours, Date.parse(start), [...theirs, ...mine] satisfies Busy[], now)
  if (refusal === 'outside-hours') throw new HttpError(400, M.outsideHours, { start: M.outsideHours })
  if (refusal === 'horizon') throw new HttpError(400, M.horizon, { start: M.horizon })
  if (refusal === 'notice') throw new HttpError(409, M.notice, undefined, { next_slots: nextSlots() })
  if (refusal === 'overlap') throw new HttpError(409, M.slotTaken, undefined, { next_slots: nextSlots() })
  if (checkSlot(hours, start, mine, now) === 'overlap') throw new HttpError(409, M.memberOverlap, undefined, { next_slots: nextSlots() })
}

/** 409 naming the month when the member's sessions of the start's month (in `zone`) are used up. */
function requireAllowance(userId: number, start: string, zone: string, moving?: ScheduleRow): void {
  const month = monthOf(start, zone)
  // A session moved within its own month does not take a second place.
  const counted = moving && monthOf(moving.meeting_start, zone) === month ? 1 : 0
  if (sessionsUsed(userId, month, zone) - counted >= COACH_SESSIONS_PER_MONTH) throw new HttpError(409, allowanceUsedMessage(month))
}

function requireRevision(row: ScheduleRow, revision: number): void {
  if (row.revision !== revision) throw new HttpError(409, M.stale)
}

function requireUpcoming(row: ScheduleRow, now: number): void {
  if (row.status !== 'booked' || now >= Date.parse(row.meeting_start)) throw new HttpError(409, M.notChangeable)
}

const endOf = (start: string, coach: CoachRow) => new Date(Date.parse(start) + coach.session_minutes * 60_000).toISOString()

export const bookingWriteHandlers = [
  // Book a slot. One booking per (member, requestId): a retried request gets the booking it made.
  http.post(
    `${SCHEDULING_BASE}/scheduling/POST`,
    handle(async ({ request }) => {
      const auth = requireAuth(request)
      const body = await readJsonObject(request)
      if (!hasCoachPlan(auth.user.id)) throw new HttpError(403, M.planRequired)
      const validation: Validation = {}
      const coachId = readId(body.coachId, 'coachId', M.coachNotFound, validation)
      const start = readInstant(body.start, 'start', validation)
      const zone = readTimeZone(body.tz, 'tz', validation)
      const note = readNote(body, validation)
      const requestId = readRequestId(body, validation)
      const coach = coachId > 0 ? findCoach(coachId) : undefined
      if (coachId > 0 && !coach?.active) validation.coachId = M.coachNotFound
      assertValid(validation)

      // Claimed before the next await: parallel requests for this coach or by this member queue here.
      return withBookingLock([bookingKeys.coach(coach!.id), bookingKeys.member(auth.user.id)], async () => {
        const replayed = db.schedule.findFirst((q) => q.where({ user_id: auth.user.id, client_ref: requestId }))
        if (replayed) return bookingAnswer(replayed, auth, request)
        await settleBookings(linkOrigin(request))
        const now = mockNow()
        requireBookableSlot(coach!, coachHours(coach!), start, auth.user.id, now)
        requireAllowance(auth.user.id, start, zone)

        const stamp = new Date(now).toISOString()
        const row = await db.schedule.create({
          id: nextId('schedule'),
          user_id: auth.user.id,
          coach_id: coach!.id,
          meeting_start: start,
          meeting_end: endOf(start, coach!),
          meeting_details: note,
          status: 'booked',
          revision: 0,
          member_time_zone: zone,
          coach_time_zone: coach!.time_zone,
          cancelled_at: null,
          reminder_sent_at: null,
          client_ref: requestId,
          created_at: stamp,
          updated_at: stamp,
        })
        await sendBookingMail('booked', row, linkOrigin(request), now)
        return bookingAnswer(row, auth, request)
      })
    }),
  ),

  // Move a booking to another of the coach's slots: its member only, while upcoming, at the revision they saw.
  http.put<{ id: string }>(
    `${SCHEDULING_BASE}/schedules/:id`,
    handle<{ id: string }>(async ({ request, params }) => {
      const auth = requireAuth(request)
      const bookingId = bookingIdOf(params.id)
      const body = await readJsonObject(request)
      const validation: Validation = {}
      const start = readInstant(body.start, 'start', validation)
      const zone = readTimeZone(body.tz, 'tz', validation)
      const revision = readRevision(body, validation)
      const seen = requireOwnBooking(bookingId, auth)
      assertValid(validation)

      return withBookingLock([bookingKeys.booking(bookingId), bookingKeys.coach(seen.coach_id), bookingKeys.member(auth.user.id)], async () => {
        await settleBookings(linkOrigin(request))
        const current = requireOwnBooking(bookingId, auth)
        const now = mockNow()
        requireRevision(current, revision)
        requireUpcoming(current, now)
        if (start === current.meeting_start) throw new HttpError(400, M.sameTime, { start: M.sameTime })
        const coach = findCoach(current.coach_id)
        if (!coach) throw new HttpError(409, M.coachNotFound)
        requireBookableSlot(coach, coachHours(coach), start, auth.user.id, now, current.id)
        requireAllowance(auth.user.id, start, zone, current)

        const stamp = new Date(now).toISOString()
        const end = endOf(start, coach)
        const moved = await db.schedule.update((q) => q.where({ id: current.id }), {
          data(draft) {
            draft.meeting_start = start
            draft.meeting_end = end
            draft.member_time_zone = zone
            draft.coach_time_zone = coach.time_zone
            draft.revision = current.revision + 1
            // A new time gets its own reminder.
            draft.reminder_sent_at = null
            draft.updated_at = stamp
          },
        })
        // The server holds the calendar tokens, so it moves the member's calendar event too.
        await db.calendar_event.update((q) => q.where({ booking_id: current.id }), {
          data(draft) {
            draft.start = start
            draft.end = end
            draft.updated_at = stamp
          },
        })
        const row = moved ?? current
        await sendBookingMail('rescheduled', row, linkOrigin(request), now)
        return bookingAnswer(row, auth, request)
      })
    }),
  ),

  // Cancel: free until FREE_CANCEL_HOURS before the start, later a late cancel that still counts.
  http.post<{ id: string }>(
    `${SCHEDULING_BASE}/schedules/:id/cancel`,
    handle<{ id: string }>(async ({ request, params }) => {
      const auth = requireAuth(request)
      const bookingId = bookingIdOf(params.id)
      const body = await readJsonObject(request)
      const validation: Validation = {}
      const revision = readRevision(body, validation)
      requireOwnBooking(bookingId, auth)
      assertValid(validation)

      return withBookingLock([bookingKeys.booking(bookingId), bookingKeys.member(auth.user.id)], async () => {
        await settleBookings(linkOrigin(request))
        const current = requireOwnBooking(bookingId, auth)
        const now = mockNow()
        requireRevision(current, revision)
        requireUpcoming(current, now)
        const stamp = new Date(now).toISOString()
        const cancelled = await db.schedule.update((q) => q.where({ id: current.id }), {
          data(draft) {
            draft.status = cancelStatus(current.meeting_start, now)
            draft.cancelled_at = stamp
            draft.revision = current.revision + 1
            draft.updated_at = stamp
          },
        })
        // The event leaves the member's calendar with the session.
        db.calendar_event.deleteMany((q) => q.where({ booking_id: current.id }))
        const row = cancelled ?? current
        await sendBookingMail('cancelled', row, linkOrigin(request), now)
        return bookingAnswer(row, auth, request)
      })
    }),
  ),

  // Adds the session to the member's Google Calendar (the mock calendar here); once per booking.
  http.post(
    `${SCHEDULING_BASE}/scheduling/google-calendar-event`,
    handle(async ({ request }) => {
      const auth = requireAuth(request)
      const body = await readJsonObject(request)
      if (Object.hasOwn(body, 'tokens')) throw new HttpError(400, M.calendarTokens, { tokens: M.calendarTokens })
      const validation: Validation = {}
      const bookingId = readId(body.bookingId, 'bookingId', M.bookingNotFound, validation)
      const fields = readCalendarEvent(body, validation)
      assertValid(validation)
      const seen = findBooking(bookingId)
      if (!seen || seen.user_id !== auth.user.id) throw new HttpError(404, M.bookingNotFound)

      return withBookingLock([bookingKeys.booking(bookingId)], async () => {
        await settleBookings(linkOrigin(request))
        const origin = new URL(request.url).origin
        const existing = calendarEventOf(bookingId)
        if (existing) return HttpResponse.json<CalendarEventResponse>({ error: false, event: toCalendarEvent(existing, origin) })
        const current = findBooking(bookingId)!
        if (current.status !== 'booked' || mockNow() >= Date.parse(current.meeting_end)) throw new HttpError(409, M.calendarNotUpcoming)
        const event = await db.calendar_event.create({
          id: nextId('calendar_event'),
          user_id: auth.user.id,
          booking_id: bookingId,
          ...fields,
          // The booking's own times, whatever the body said: the server knows when the session is.
          start: current.meeting_start,
          end: current.meeting_end,
          created_at: new Date(mockNow()).toISOString(),
        })
        return HttpResponse.json<CalendarEventResponse>({ error: false, event: toCalendarEvent(event, origin) })
      })
    }),
  ),
]
