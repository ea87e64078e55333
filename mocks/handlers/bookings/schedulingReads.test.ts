import { beforeEach, describe, expect, it } from 'vitest'
import { COACH_SESSIONS_PER_MONTH } from '@/api/bookings/bookingTypes'
import { monthOf } from '@/lib/time/zonedTime'
import { mockNow } from '@mocks/bookings/mockClock'
import { db } from '@mocks/db/db'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { signIn } from '@mocks/testing/callMock'
import { GRACE, LA, MARCUS, coaches, dates, getBooking, month, ok, signInCoached, slots } from './schedulingCalls.testing'

/** scheduling/coaches, dates, schedules, tz-month-schedules and GET schedules/{id} against the seed. */

let elena: string
beforeEach(async () => {
  elena = await signInCoached()
})

const elenaBookings = () => db.schedule.findMany((q) => q.where({ user_id: DEMO_ACCOUNTS.coached.id }))
const upcoming = () => elenaBookings().find((row) => row.status === 'booked')!

describe('scheduling/coaches', () => {
  it('lists both coaches with ratings over visible reviews, and the month’s allowance in the asked zone', async () => {
    const body = ok(await coaches(elena))
    expect(body.coaches.map((coach) => [coach.name, coach.time_zone])).toEqual([
      ['Grace Bennett', 'Europe/London'],
      ['Marcus Rivera', 'America/New_York'],
    ])
    // Grace: 5, 5, 4. Marcus: 5, 4 and a hidden 1 that counts for nobody.
    expect(body.coaches[0]!.rating).toEqual({ average: 4.7, count: 3 })
    expect(body.coaches[1]!.rating).toEqual({ average: 4.5, count: 2 })
    expect(body.allowance).toMatchObject({ eligible: true, month: monthOf(mockNow(), LA), time_zone: LA, limit: COACH_SESSIONS_PER_MONTH })
  })

  it('says a member without the Coach plan is not eligible, and refuses a zone that is not one', async () => {
    const maya = await signIn()
    expect(ok(await coaches(maya)).allowance.eligible).toBe(false)
    const bad = await coaches(elena, 'Mars/Olympus')
    expect(bad.status).toBe(400)
    expect(bad.body.validation?.tz).toMatch(/time zone/)
  })
})

describe('scheduling/dates and scheduling/schedules', () => {
  it('offers the upcoming seeded session’s time to nobody, and the other slots of that day', async () => {
    const taken = upcoming()
    const day = taken.meeting_start
    const londonDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(day))
    const answer = ok(await slots(elena, { userId: GRACE, date: londonDate, tz: 'Europe/London' }))
    expect(answer.slots.map((slot) => slot.start)).not.toContain(taken.meeting_start)
    const other = ok(await slots(await signIn(DEMO_ACCOUNTS.amir), { userId: GRACE, date: londonDate, tz: 'Europe/London' }))
    expect(other.slots.map((slot) => slot.start)).not.toContain(taken.meeting_start)
    expect(other.slots.length).toBeGreaterThan(0)
    const month = ok(await dates(elena, { userId: GRACE, date: londonDate, tz: 'Europe/London' }))
    expect(month.month).toBe(londonDate.slice(0, 7))
    expect(month.dates.every((date) => date.startsWith(londonDate.slice(0, 7)))).toBe(true)
  })

  it('refuses an unknown coach, a bad date and a bad zone under their fields', async () => {
    const answer = await slots(elena, { userId: 99, date: '2026-02-30', tz: 'Nowhere/Special' })
    expect(answer.status).toBe(400)
    expect(Object.keys(answer.body.validation ?? {}).sort()).toEqual(['date', 'tz', 'userId'])
    expect((await dates(elena, { userId: MARCUS, date: 'soon', tz: LA })).status).toBe(400)
  })

  it('needs a signed-in caller', async () => {
    expect((await slots('', { userId: GRACE, date: '2026-12-01', tz: LA })).status).toBe(401)
  })
})

describe('scheduling/tz-month-schedules', () => {
  const range = () => {
    const now = mockNow()
    return { rangeStart: new Date(now - 20 * 86_400_000).toISOString(), rangeEnd: new Date(now + 20 * 86_400_000).toISOString() }
  }

  it('lists the member’s bookings meeting the range, with what they may do', async () => {
    const body = ok(await month(elena, { ...range(), userId: DEMO_ACCOUNTS.coached.id, tz: LA }))
    const statuses = body.bookings.map((booking) => booking.status)
    expect(statuses).toEqual(['completed', 'booked'])
    const [past, next] = body.bookings
    expect(past!.can).toEqual({ reschedule: false, cancel: false, review: true })
    expect(next!.can).toEqual({ reschedule: true, cancel: true, review: false })
    expect(next!.uid).toBe(`booking-${next!.id}@movetime.app`)
    expect(next!.coach).toMatchObject({ name: 'Grace Bennett', time_zone: 'Europe/London' })
    expect(body.allowance.time_zone).toBe(LA)
  })

  it('refuses another member’s month (403) but lets an admin see it', async () => {
    const maya = await signIn()
    expect((await month(maya, { ...range(), userId: DEMO_ACCOUNTS.coached.id, tz: LA })).status).toBe(403)
    const admin = await signIn(DEMO_ACCOUNTS.admin)
    expect(ok(await month(admin, { ...range(), userId: DEMO_ACCOUNTS.coached.id, tz: LA })).bookings).toHaveLength(2)
  })

  it('refuses a bad zone, a backwards range and one too long', async () => {
    const { rangeStart, rangeEnd } = range()
    expect((await month(elena, { rangeStart, rangeEnd, userId: DEMO_ACCOUNTS.coached.id, tz: 'Pacific/Nowhere' })).body.validation?.tz).toBeTruthy()
    expect((await month(elena, { rangeStart: rangeEnd, rangeEnd: rangeStart, userId: DEMO_ACCOUNTS.coached.id, tz: LA })).body.validation?.rangeEnd).toBe('The end of the range must be after its start.')
    const long = await month(elena, { rangeStart, rangeEnd: new Date(Date.parse(rangeStart) + 90 * 86_400_000).toISOString(), userId: DEMO_ACCOUNTS.coached.id, tz: LA })
    expect(long.status).toBe(400)
  })
})

describe('GET schedules/{id}', () => {
  it('answers the member and an admin, and 404 to other members as if it did not exist', async () => {
    const id = upcoming().id
    expect(ok(await getBooking(elena, id)).booking.id).toBe(id)
    expect(ok(await getBooking(await signIn(DEMO_ACCOUNTS.admin), id)).booking.can).toEqual({ reschedule: false, cancel: false, review: false })
    const other = await getBooking(await signIn(), id)
    expect(other.status).toBe(404)
    expect(other.body.message).toBe('Booking not found.')
    expect((await getBooking(await signIn(), 99_999)).body.message).toBe('Booking not found.')
    expect((await getBooking(elena, 'abc')).status).toBe(404)
  })
})
