// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { BOOKING_MESSAGES, BOOKING_NOTE_MAX, type Booking, type BookingResponse, type MonthResponse } from '@/api/bookings/bookingTypes'
import { weekdayOf } from '@/lib/time/plainCalendar'
import { addDays } from '@/lib/time/plainDates'
import { localDate } from '@/lib/time/timeZones'
import { localDateTimeToInstant } from '@/lib/time/zonedTime'
import { serverForThisFile, type RunningServer } from './mockServer'
import { ACCOUNTS, burst, call, countStatus, resetData, signIn, type Account } from './securityClient'

/**
 * Issue 21's booking attacks over real HTTP, against the seed (mocks/db/seedBookings.ts): Elena
 * (coached@movetime.app) is the Coach plan member; Grace (coach 1, Europe/London) takes 45-minute
 * sessions on weekdays 09:00–12:00 every hour. Another member's booking answers 404 on every
 * scheduling call and through the records calls, never 403: a member cannot tell a booking that
 * is not theirs from one that does not exist, so booking ids cannot be probed.
 */

const mock = serverForThisFile()
const server = () => mock.current()

const COACHED: Account = { email: 'coached@movetime.app', password: 'Member123!', role: 'user' }
const COACHED_ID = 13
const GRACE = 1
const LA = 'America/Los_Angeles'
const BASE = '/v3/api/custom/movetime'

interface ErrorBody {
  message?: string
  validation?: Record<string, string>
  next_slots?: Array<{ start: string; end: string }>
}

beforeEach(async () => {
  await resetData(server())
})

/** Grace's days off, read as every signed-in member may (coaches are public to members). */
async function graceDaysOff(token: string): Promise<string[]> {
  const answer = await call<{ list: Array<{ coach_id: number; kind: string; date: string }> }>(server(), 'GET', '/v4/api/records/coach_override?page=1,100', { token })
  return answer.body.list.filter((row) => row.coach_id === GRACE && row.kind === 'off').map((row) => row.date)
}

/** Grace's slot at `time` on the first free weekday from the 8th of next month (LA): clear of the seed, within 60 days. */
async function graceSlotNextMonth(token: string, time: '09:00' | '10:00' | '11:00'): Promise<string> {
  const today = localDate(Date.now(), LA)
  const off = await graceDaysOff(token)
  let day = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 8)).toISOString().slice(0, 10)
  while (weekdayOf(day) > 5 || off.includes(day)) day = addDays(day, 1)
  return localDateTimeToInstant(day, time, 'Europe/London') as string
}

let requests = 0
const bookBody = (start: string, extra: Record<string, unknown> = {}) => ({ coachId: GRACE, start, tz: LA, note: 'Squats', requestId: `security-${++requests}`, ...extra })

function book(target: RunningServer, token: string, body: Record<string, unknown>) {
  return call<BookingResponse & ErrorBody>(target, 'POST', `${BASE}/scheduling/POST`, { token, body })
}

async function elenaUpcoming(token: string): Promise<Booking> {
  const now = Date.now()
  const answer = await call<MonthResponse>(server(), 'POST', `${BASE}/scheduling/tz-month-schedules`, {
    token,
    body: { rangeStart: new Date(now).toISOString(), rangeEnd: new Date(now + 30 * 86_400_000).toISOString(), userId: COACHED_ID, tz: LA },
  })
  expect(answer.status, answer.text).toBe(200)
  const booked = answer.body.bookings.find((booking) => booking.status === 'booked')
  expect(booked).toBeTruthy()
  return booked!
}

describe('racing for one slot', () => {
  it('8 bookings of one slot at the same moment: one booking, 7 × 409 "That time was just taken" with the next free times', async () => {
    const elena = await signIn(server(), COACHED)
    const start = await graceSlotNextMonth(elena, '10:00')
    const answers = await burst(8, (_, sync) => call<BookingResponse & ErrorBody>(server(), 'POST', `${BASE}/scheduling/POST`, { token: elena, body: bookBody(start), sync }))
    expect(countStatus(answers, 200)).toBe(1)
    expect(countStatus(answers, 409)).toBe(7)
    for (const loser of answers.filter((answer) => answer.status === 409)) {
      expect(loser.body.message).toBe(BOOKING_MESSAGES.slotTaken)
      expect(loser.body.next_slots?.length).toBeGreaterThan(0)
      expect(loser.body.next_slots!.map((slot) => slot.start)).not.toContain(start)
    }
    const month = await call<MonthResponse>(server(), 'POST', `${BASE}/scheduling/tz-month-schedules`, {
      token: elena,
      body: { rangeStart: new Date(Date.parse(start) - 3_600_000).toISOString(), rangeEnd: new Date(Date.parse(start) + 3_600_000).toISOString(), userId: COACHED_ID, tz: LA },
    })
    expect(month.body.bookings.filter((booking) => booking.start === start)).toHaveLength(1)
  })

  it('8 replays of one requestId at the same moment: one booking, the same answer 8 times', async () => {
    const elena = await signIn(server(), COACHED)
    const body = bookBody(await graceSlotNextMonth(elena, '09:00'), { requestId: 'security-replayed' })
    const answers = await burst(8, (_, sync) => call<BookingResponse>(server(), 'POST', `${BASE}/scheduling/POST`, { token: elena, body, sync }))
    expect(countStatus(answers, 200)).toBe(8)
    expect(new Set(answers.map((answer) => answer.body.booking.id)).size).toBe(1)
  })
})

describe('another member’s booking', () => {
  it('cannot be read, moved, cancelled, added to a calendar or reviewed: 404 on every call, as if it did not exist', async () => {
    const elena = await signIn(server(), COACHED)
    const target = await elenaUpcoming(elena)
    const maya = await signIn(server(), ACCOUNTS.member)
    const attempts = [
      await call(server(), 'GET', `${BASE}/schedules/${target.id}`, { token: maya }),
      await call(server(), 'PUT', `${BASE}/schedules/${target.id}`, { token: maya, body: { start: await graceSlotNextMonth(maya, '11:00'), tz: LA, revision: target.revision } }),
      await call(server(), 'POST', `${BASE}/schedules/${target.id}/cancel`, { token: maya, body: { revision: target.revision } }),
      await call(server(), 'POST', `${BASE}/scheduling/google-calendar-event`, { token: maya, body: { bookingId: target.id, summary: 'Mine now', location: '', description: '', startTime: target.start, endTime: target.end, attendees: [] } }),
      await call(server(), 'POST', `${BASE}/reviews`, { token: maya, body: { bookingId: target.id, rating: 1, text: 'Mallory' } }),
      await call(server(), 'GET', `/v4/api/records/schedule/${target.id}`, { token: maya }),
    ]
    expect(attempts.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404, 404])
    // The same answer as for an id nobody has: nothing to tell them apart.
    const absent = await call<ErrorBody>(server(), 'GET', `${BASE}/schedules/999999`, { token: maya })
    expect(absent.status).toBe(404)
    expect((attempts[0]!.body as ErrorBody).message).toBe(absent.body.message)

    // Nor listed in their month, nor changed through the records calls.
    const month = await call(server(), 'POST', `${BASE}/scheduling/tz-month-schedules`, { token: maya, body: { rangeStart: target.start, rangeEnd: target.end, userId: COACHED_ID, tz: LA } })
    expect(month.status).toBe(403)
    for (const [method, path, body] of [
      ['PUT', `/v4/api/records/schedule/${target.id}`, { status: 'cancelled' }],
      ['DELETE', `/v4/api/records/schedule/${target.id}`, undefined],
      ['POST', '/v4/api/records/schedule', { user_id: COACHED_ID, coach_id: GRACE, meeting_start: target.start, meeting_end: target.end }],
    ] as const) {
      expect((await call(server(), method, path, { token: maya, body })).status, `${method} ${path}`).toBe(403)
    }

    const still = await call<BookingResponse>(server(), 'GET', `${BASE}/schedules/${target.id}`, { token: elena })
    expect(still.body.booking).toMatchObject({ status: 'booked', start: target.start, revision: target.revision, calendar_event: null })
  })

  it('cannot be overwritten by its own member through the records calls either', async () => {
    const elena = await signIn(server(), COACHED)
    const mine = await elenaUpcoming(elena)
    const forged = await call<ErrorBody>(server(), 'PUT', `/v4/api/records/schedule/${mine.id}`, { token: elena, body: { meeting_start: '2030-01-01T09:00:00.000Z', status: 'completed' } })
    expect(forged.status).toBe(403)
    expect(forged.body.message).toBe('Bookings and reviews change only through the booking pages.')
  })
})

describe('who may book, and what', () => {
  it('refuses members without the Coach plan (403, the plan message)', async () => {
    for (const account of [ACCOUNTS.member, ACCOUNTS.second, ACCOUNTS.priya]) {
      const token = await signIn(server(), account)
      const answer = await book(server(), token, bookBody(await graceSlotNextMonth(token, '10:00')))
      expect(answer.status, account.email).toBe(403)
      expect(answer.body.message).toBe(BOOKING_MESSAGES.planRequired)
    }
    const anonymous = await call(server(), 'POST', `${BASE}/scheduling/POST`, { body: bookBody('2030-01-01T09:00:00.000Z') })
    expect(anonymous.status).toBe(401)
  })

  it('refuses an overlong note with a message under the field', async () => {
    const elena = await signIn(server(), COACHED)
    const answer = await book(server(), elena, bookBody(await graceSlotNextMonth(elena, '10:00'), { note: 'x'.repeat(BOOKING_NOTE_MAX + 1) }))
    expect(answer.status).toBe(400)
    expect(answer.body.validation).toEqual({ note: `Keep the note to ${BOOKING_NOTE_MAX} characters or fewer.` })
  })

  it('refuses a zone that is not one, a time off the coach’s hours, and calendar tokens from the client', async () => {
    const elena = await signIn(server(), COACHED)
    const start = await graceSlotNextMonth(elena, '10:00')
    expect((await book(server(), elena, bookBody(start, { tz: '../../etc/passwd' }))).body.validation?.tz).toBeTruthy()
    const offHours = new Date(Date.parse(start) + 7 * 3_600_000).toISOString()
    expect((await book(server(), elena, bookBody(offHours))).status).toBe(400)
    const booked = await book(server(), elena, bookBody(start))
    const tokens = await call<ErrorBody>(server(), 'POST', `${BASE}/scheduling/google-calendar-event`, {
      token: elena,
      body: { bookingId: booked.body.booking.id, summary: 'x', location: '', description: '', startTime: start, endTime: start, attendees: [], tokens: { refresh_token: 'stolen' } },
    })
    expect(tokens.status).toBe(400)
    expect(tokens.body.message).toBe('Calendar tokens stay with the server.')
  })

  it('refuses a stale revision (409): two tabs cannot both move one booking', async () => {
    const elena = await signIn(server(), COACHED)
    const mine = await elenaUpcoming(elena)
    const [a, b] = await Promise.all([
      call(server(), 'PUT', `${BASE}/schedules/${mine.id}`, { token: elena, body: { start: await graceSlotNextMonth(elena, '09:00'), tz: LA, revision: mine.revision } }),
      call(server(), 'PUT', `${BASE}/schedules/${mine.id}`, { token: elena, body: { start: await graceSlotNextMonth(elena, '11:00'), tz: LA, revision: mine.revision } }),
    ])
    expect([a.status, b.status].sort()).toEqual([200, 409])
    const stale = [a, b].find((answer) => answer.status === 409)!
    expect((stale.body as ErrorBody).message).toBe('This booking changed since you opened it. Reload it and try again.')
  })

  it('refuses a booking past the month’s allowance (409), naming the month', async () => {
    const elena = await signIn(server(), COACHED)
    const starts = await Promise.all((['09:00', '10:00', '11:00'] as const).map((time) => graceSlotNextMonth(elena, time)))
    const answers = []
    for (const start of starts) answers.push(await book(server(), elena, bookBody(start)))
    // The seed may already have placed her upcoming session in that month: then the second is refused.
    const refused = answers.find((answer) => answer.status === 409)
    expect(refused, answers.map((answer) => answer.status).join(',')).toBeTruthy()
    const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: LA }).format(new Date(starts[2]!))
    expect(refused!.body.message).toContain(monthName)
    expect(answers.filter((answer) => answer.status === 200).length).toBeLessThanOrEqual(2)
  })
})
