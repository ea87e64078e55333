import { beforeEach, describe, expect, it } from 'vitest'
import ICAL from 'ical.js'
import { BOOKING_MESSAGES, BOOKING_NOTE_MAX } from '@/api/bookings/bookingTypes'
import { mockNow } from '@mocks/bookings/mockClock'
import { db } from '@mocks/db/db'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { callMock, signIn } from '@mocks/testing/callMock'
import {
  GRACE,
  LA,
  book,
  bookingOf,
  calendarEvent,
  cancel,
  getBooking,
  graceSlot,
  graceSlotNextMonth,
  moveClock,
  ok,
  reschedule,
  signInCoached,
} from './schedulingCalls.testing'

/** scheduling/POST, reschedule, cancel and google-calendar-event: the rules checked at write time. */

let elena: string
beforeEach(async () => {
  elena = await signInCoached()
  // Her seeded upcoming session may fall in next month (the seed places it from today): these tests start that month empty.
  db.schedule.deleteMany((q) => q.where({ user_id: DEMO_ACCOUNTS.coached.id, status: 'booked' }))
})

const HOUR_MS = 3_600_000
const mailsTo = (email: string) => db.mail.findMany((q) => q.where({ to: email })).sort((a, b) => a.id - b.id)
const elenaMails = () => mailsTo(DEMO_ACCOUNTS.coached.email)

function parseIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  const event = calendar.getFirstSubcomponent('vevent')!
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    status: event.getFirstPropertyValue('status'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
  }
}

describe('scheduling/POST', () => {
  it('books a free slot, keeps the zones and the note, and mails the member a calendar file', async () => {
    const start = graceSlotNextMonth()
    const booking = bookingOf(await book(elena, { coachId: GRACE, start, note: '  Deadlift set-up  ' }))
    expect(booking).toMatchObject({
      start,
      end: new Date(Date.parse(start) + 45 * 60_000).toISOString(),
      status: 'booked',
      revision: 0,
      member_time_zone: LA,
      coach_time_zone: 'Europe/London',
      note: 'Deadlift set-up',
      can: { reschedule: true, cancel: true, review: false },
      free_cancel_until: new Date(Date.parse(start) - 12 * HOUR_MS).toISOString(),
      uid: `booking-${booking.id}@movetime.app`,
    })
    const mail = elenaMails().at(-1)!
    expect(mail.subject).toBe('Your coaching session is booked')
    expect(mail.links).toEqual([expect.stringMatching(new RegExp(`/account/my-bookings/${booking.id}$`))])
    expect(mail.attachments).toHaveLength(1)
    expect(mail.attachments[0]!.content_type).toMatch(/^text\/calendar/)
    expect(parseIcs(mail.attachments[0]!.content)).toEqual({ method: 'REQUEST', uid: booking.uid, sequence: 0, status: 'CONFIRMED', start })
  })

  it('returns the same booking to a replayed requestId, even 8 at once', async () => {
    const start = graceSlotNextMonth()
    const first = bookingOf(await book(elena, { coachId: GRACE, start, requestId: 'replayed' }))
    const burst = await Promise.all(Array.from({ length: 8 }, () => book(elena, { coachId: GRACE, start, requestId: 'replayed' })))
    expect(burst.map((answer) => answer.status)).toEqual(Array(8).fill(200))
    expect(new Set(burst.map((answer) => answer.body.booking?.id))).toEqual(new Set([first.id]))
    expect(db.schedule.findMany((q) => q.where({ meeting_start: start }))).toHaveLength(1)
    expect(elenaMails().filter((mail) => mail.subject === 'Your coaching session is booked')).toHaveLength(1)
  })

  it('lets one of 8 parallel bookings of a slot win; the others hear it was just taken, with the next free times', async () => {
    const start = graceSlotNextMonth('09:00')
    const answers = await Promise.all(Array.from({ length: 8 }, () => book(elena, { coachId: GRACE, start })))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    const losers = answers.filter((answer) => answer.status !== 200)
    expect(losers.map((answer) => answer.status)).toEqual(Array(7).fill(409))
    for (const loser of losers) {
      expect(loser.body.message).toBe(BOOKING_MESSAGES.slotTaken)
      expect(loser.body.next_slots?.length).toBeGreaterThan(0)
      expect(loser.body.next_slots!.every((slot) => Date.parse(slot.start) >= Date.parse(start) + HOUR_MS)).toBe(true)
    }
    expect(db.schedule.findMany((q) => q.where({ meeting_start: start }))).toHaveLength(1)
  })

  it('refuses a member without the Coach plan (403) and an admin', async () => {
    for (const token of [await signIn(), await signIn(DEMO_ACCOUNTS.admin)]) {
      const answer = await book(token, { coachId: GRACE, start: graceSlotNextMonth() })
      expect(answer.status).toBe(403)
      expect(answer.body.message).toBe(BOOKING_MESSAGES.planRequired)
    }
  })

  it('refuses an overlong note, an unknown coach, a bad zone and a missing requestId, each under its field', async () => {
    const answer = await book(elena, { coachId: 42, start: 'tomorrow', tz: 'Mars/Base', note: 'x'.repeat(BOOKING_NOTE_MAX + 1), requestId: '' })
    expect(answer.status).toBe(400)
    expect(answer.body.validation).toEqual({
      coachId: 'Choose one of the coaches.',
      start: 'Enter a date and time.',
      tz: 'Choose a time zone (an IANA name such as Europe/London).',
      note: `Keep the note to ${BOOKING_NOTE_MAX} characters or fewer.`,
      requestId: 'Send a request id (1 to 100 characters) so a retry does not book twice.',
    })
  })

  it('refuses a time outside the coach’s hours, too soon, too far ahead, or when the member is busy', async () => {
    const offGrid = new Date(Date.parse(graceSlotNextMonth()) + 10 * 60_000).toISOString()
    expect((await book(elena, { coachId: GRACE, start: offGrid })).body.validation?.start).toBe('Choose one of the coach’s free times.')
    const farAway = new Date(mockNow() + 70 * 24 * HOUR_MS)
    const far = await book(elena, { coachId: GRACE, start: graceSlotFrom(farAway) })
    expect(far.status).toBe(400)
    expect(far.body.message).toBe('Sessions can be booked up to 60 days ahead.')

    // Two hours' notice, at the edge: the clock moves to 1 h 59 min before a free slot.
    const start = graceSlotNextMonth('11:00')
    await moveClock({ advanceHours: (Date.parse(start) - mockNow()) / HOUR_MS - 1.99 })
    const soon = await book(elena, { coachId: GRACE, start })
    expect(soon.status).toBe(409)
    expect(soon.body.message).toBe('Sessions must be booked at least 2 hours ahead.')
  })

  it('refuses a session that overlaps the member’s own with another coach', async () => {
    const mine = { meeting_start: bookingOf(await book(elena, { coachId: GRACE, start: graceSlotNextMonth() })).start }
    // Marcus (New York, 30 + 10 min) gets a Friday morning window for the test at the same instant as Elena's session.
    const local = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false }).formatToParts(new Date(mine.meeting_start))
    const part = (type: string) => local.find((entry) => entry.type === type)!.value
    await db.coach_override.create({ id: 50, coach_id: 2, date: `${part('year')}-${part('month')}-${part('day')}`, kind: 'extra', start_time: `${part('hour')}:${part('minute')}`, end_time: '23:00', note: 'Test' })
    const answer = await book(elena, { coachId: 2, start: mine.meeting_start })
    expect(answer.status).toBe(409)
    expect(answer.body.message).toBe('You already have a session at that time.')
  })

  it('keeps to the month’s allowance in the member’s zone, naming the month', async () => {
    const first = graceSlotNextMonth('09:00')
    const second = graceSlotNextMonth('10:00')
    const third = graceSlotNextMonth('11:00')
    ok(await book(elena, { coachId: GRACE, start: first }))
    ok(await book(elena, { coachId: GRACE, start: second }))
    const refused = await book(elena, { coachId: GRACE, start: third })
    expect(refused.status).toBe(409)
    const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: LA }).format(new Date(third))
    expect(refused.body.message).toContain(monthName)
  })
})

/** Grace's 10:00 on the first weekday on or after `day` (London). */
function graceSlotFrom(day: Date): string {
  const daysAhead = Math.round((day.getTime() - mockNow()) / (24 * HOUR_MS))
  return graceSlot(daysAhead, '10:00')
}

describe('PUT schedules/{id} (reschedule)', () => {
  it('moves the booking, bumps the revision, and mails a calendar file with the same UID and a higher SEQUENCE', async () => {
    const booking = bookingOf(await book(elena, { coachId: GRACE, start: graceSlotNextMonth('09:00') }))
    const to = graceSlotNextMonth('11:00')
    const moved = bookingOf(await reschedule(elena, booking.id, { start: to, tz: 'Asia/Kolkata', revision: 0 }))
    expect(moved).toMatchObject({ id: booking.id, uid: booking.uid, start: to, revision: 1, member_time_zone: 'Asia/Kolkata', status: 'booked' })
    const mail = elenaMails().at(-1)!
    expect(mail.subject).toBe('Your coaching session has moved')
    expect(parseIcs(mail.attachments[0]!.content)).toMatchObject({ method: 'REQUEST', uid: booking.uid, sequence: 1, start: to })
  })

  it('refuses a stale revision (409), and lets the slot it left be booked again', async () => {
    const from = graceSlotNextMonth('09:00')
    const booking = bookingOf(await book(elena, { coachId: GRACE, start: from }))
    ok(await reschedule(elena, booking.id, { start: graceSlotNextMonth('10:00'), tz: LA, revision: 0 }))
    const stale = await reschedule(elena, booking.id, { start: graceSlotNextMonth('11:00'), tz: LA, revision: 0 })
    expect(stale.status).toBe(409)
    expect(stale.body.message).toBe('This booking changed since you opened it. Reload it and try again.')
    // The old 09:00 is free again: the move back is allowed.
    ok(await reschedule(elena, booking.id, { start: from, tz: LA, revision: 1 }))
  })

  it('moving within the month does not use a second place of the allowance', async () => {
    const booking = bookingOf(await book(elena, { coachId: GRACE, start: graceSlotNextMonth('09:00') }))
    ok(await book(elena, { coachId: GRACE, start: graceSlotNextMonth('10:00') }))
    ok(await reschedule(elena, booking.id, { start: graceSlotNextMonth('11:00'), tz: LA, revision: 0 }))
  })

  it('is 404 to other members, 403 to an admin, 409 once the session started', async () => {
    const upcoming = bookingOf(await book(elena, { coachId: GRACE, start: graceSlotNextMonth('09:00') }))
    const body = { start: graceSlotNextMonth('10:00'), tz: LA, revision: upcoming.revision }
    expect((await reschedule(await signIn(), upcoming.id, body)).status).toBe(404)
    expect((await reschedule(await signIn(DEMO_ACCOUNTS.admin), upcoming.id, body)).status).toBe(403)
    await moveClock({ advanceHours: (Date.parse(upcoming.start) - mockNow()) / HOUR_MS + 0.1 })
    const started = await reschedule(elena, upcoming.id, body)
    expect(started.status).toBe(409)
    expect(started.body.message).toBe('Only an upcoming session can be moved or cancelled.')
  })
})

describe('POST schedules/{id}/cancel', () => {
  it('is free until 12 hours before: the place comes back and a METHOD:CANCEL file goes out', async () => {
    const start = graceSlotNextMonth('09:00')
    const booking = bookingOf(await book(elena, { coachId: GRACE, start }))
    const cancelled = bookingOf(await cancel(elena, booking.id, { revision: 0 }))
    expect(cancelled).toMatchObject({ status: 'cancelled', revision: 1, can: { reschedule: false, cancel: false, review: false } })
    const mail = elenaMails().at(-1)!
    expect(mail.subject).toBe('Your coaching session is cancelled')
    expect(parseIcs(mail.attachments[0]!.content)).toMatchObject({ method: 'CANCEL', uid: booking.uid, sequence: 1, status: 'CANCELLED' })
    // Both places of the month are free again, and the slot is bookable.
    ok(await book(elena, { coachId: GRACE, start }))
    ok(await book(elena, { coachId: GRACE, start: graceSlotNextMonth('10:00') }))
  })

  it('is a late cancel from 12 hours before, still counted', async () => {
    const start = graceSlotNextMonth('09:00')
    const booking = bookingOf(await book(elena, { coachId: GRACE, start }))
    // 11 h 59 min before the start.
    await moveClock({ advanceHours: (Date.parse(start) - mockNow()) / HOUR_MS - 11.99 })
    const late = bookingOf(await cancel(elena, booking.id, { revision: 0 }))
    expect(late.status).toBe('late-cancelled')
    expect(db.mail.findMany((q) => q.where({ to: DEMO_ACCOUNTS.coached.email })).at(-1)!.text).toContain('still counts')
  })

  it('refuses a stale revision, another member (404) and a second cancel', async () => {
    const booking = bookingOf(await book(elena, { coachId: GRACE, start: graceSlotNextMonth() }))
    expect((await cancel(elena, booking.id, { revision: 3 })).status).toBe(409)
    expect((await cancel(await signIn(), booking.id, { revision: 0 })).status).toBe(404)
    expect((await cancel(elena, booking.id, { revision: 'x' })).body.validation).toEqual({ revision: 'Send the revision of the booking you are changing.' })
    ok(await cancel(elena, booking.id, { revision: 0 }))
    expect((await cancel(elena, booking.id, { revision: 1 })).status).toBe(409)
  })
})

describe('scheduling/google-calendar-event', () => {
  const eventBody = (bookingId: number) => ({ bookingId, summary: 'Coaching session with Grace Bennett', location: 'Video call', description: 'Squats', startTime: '2000-01-01T00:00:00Z', endTime: '2000-01-01T01:00:00Z', attendees: ['coached@movetime.app'] })

  it('adds the session once, at the booking’s own times, and shows it on the booking', async () => {
    const booking = bookingOf(await book(elena, { coachId: GRACE, start: graceSlotNextMonth() }))
    const first = ok(await calendarEvent(elena, eventBody(booking.id)))
    const again = ok(await calendarEvent(elena, eventBody(booking.id)))
    expect(again.event).toEqual(first.event)
    expect(db.calendar_event.findMany((q) => q.where({ booking_id: booking.id }))).toEqual([expect.objectContaining({ start: booking.start, end: booking.end })])
    expect(ok(await getBooking(elena, booking.id)).booking.calendar_event).toEqual(first.event)
    // The developer panel's calendar lists it.
    const panel = await callMock<{ list: Array<{ booking_id: number; summary: string }> }>('GET', '/__mock/calendar')
    expect(panel.body.list).toEqual([expect.objectContaining({ booking_id: booking.id, summary: 'Coaching session with Grace Bennett' })])
    expect(first.event.html_link).toMatch(new RegExp(`/__mock/calendar#event-\\d+$`))
  })

  it('keeps tokens with the server, and the event to its member', async () => {
    const booking = bookingOf(await book(elena, { coachId: GRACE, start: graceSlotNextMonth() }))
    const withTokens = await calendarEvent(elena, { ...eventBody(booking.id), tokens: { access_token: 'x' } })
    expect(withTokens.status).toBe(400)
    expect(withTokens.body.message).toBe('Calendar tokens stay with the server.')
    expect((await calendarEvent(await signIn(), eventBody(booking.id))).status).toBe(404)
  })

  it('follows a reschedule and leaves with a cancel', async () => {
    const booking = bookingOf(await book(elena, { coachId: GRACE, start: graceSlotNextMonth('09:00') }))
    ok(await calendarEvent(elena, eventBody(booking.id)))
    const moved = bookingOf(await reschedule(elena, booking.id, { start: graceSlotNextMonth('10:00'), tz: LA, revision: 0 }))
    expect(db.calendar_event.findFirst((q) => q.where({ booking_id: booking.id }))?.start).toBe(moved.start)
    const cancelled = bookingOf(await cancel(elena, booking.id, { revision: 1 }))
    expect(cancelled.calendar_event).toBeNull()
    expect((await calendarEvent(elena, eventBody(booking.id))).status).toBe(409)
  })
})
