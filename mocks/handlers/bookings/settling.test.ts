import { beforeEach, describe, expect, it } from 'vitest'
import { mockNow } from '@mocks/bookings/mockClock'
import { db } from '@mocks/db/db'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { callMock } from '@mocks/testing/callMock'
import { getBooking, moveClock, ok, signInCoached } from './schedulingCalls.testing'

/** The mock clock control, and what settles when it moves: reminders once, sessions completed. */

const HOUR_MS = 3_600_000
let elena: string
beforeEach(async () => {
  elena = await signInCoached()
})

const upcoming = () => db.schedule.findFirst((q) => q.where({ user_id: DEMO_ACCOUNTS.coached.id, status: 'booked' }))!
const reminders = () => db.mail.findMany((q) => q.where({ to: DEMO_ACCOUNTS.coached.email, subject: 'Reminder: your coaching session is tomorrow' }))

describe('/__mock/clock', () => {
  it('reads, moves and resets the clock, and refuses a body that is neither', async () => {
    const read = await callMock<{ now: string; offset_ms: number }>('GET', '/__mock/clock')
    expect(read.body.offset_ms).toBe(0)
    const moved = ok(await moveClock({ advanceHours: 2.5 }))
    expect(moved.offset_ms).toBe(2.5 * HOUR_MS)
    expect(Math.abs(Date.parse(moved.now) - (Date.now() + 2.5 * HOUR_MS))).toBeLessThan(5_000)
    expect(ok(await moveClock({ reset: true })).offset_ms).toBe(0)
    for (const body of [{}, { advanceHours: 'soon' }, { advanceHours: 1e9 }, { reset: 'yes' }]) {
      const refused = await moveClock(body)
      expect(refused.status).toBe(400)
      expect(refused.body.message).toMatch(/advanceHours/)
    }
  })

  it('is kept in the database, so a reset puts it back', async () => {
    ok(await moveClock({ advanceHours: 5 }))
    expect(db.mock_clock.all()).toEqual([expect.objectContaining({ offset_ms: 5 * HOUR_MS })])
    expect((await callMock('POST', '/__mock/reset')).status).toBe(200)
    expect(mockNow() - Date.now()).toBeLessThan(1_000)
  })
})

describe('settling bookings to the clock', () => {
  it('sends the reminder once when the clock passes 24 hours before, then completes the session after its end', async () => {
    const session = upcoming()
    expect(reminders()).toHaveLength(0)
    const toReminder = (Date.parse(session.meeting_start) - 23 * HOUR_MS - mockNow()) / HOUR_MS
    ok(await moveClock({ advanceHours: toReminder }))
    expect(reminders()).toHaveLength(1)
    expect(reminders()[0]!.attachments[0]!.content).toContain(`UID:booking-${session.id}@movetime.app`)
    // Parallel reads settle once.
    await Promise.all(Array.from({ length: 5 }, () => getBooking(elena, session.id)))
    ok(await moveClock({ advanceHours: 1 }))
    expect(reminders()).toHaveLength(1)

    ok(await moveClock({ advanceHours: 24 }))
    expect(db.schedule.findFirst((q) => q.where({ id: session.id }))?.status).toBe('completed')
    expect(ok(await getBooking(elena, session.id)).booking.can).toEqual({ reschedule: false, cancel: false, review: true })
  })
})
