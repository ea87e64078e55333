import { db } from '@mocks/db/db'
import { reminderDue, sessionState } from './bookingPolicy'
import { sendBookingMail } from './bookingEmails'
import { bookingKeys, withBookingLock } from './bookingLocks'
import { mockNow } from './mockClock'

/**
 * What happens to bookings on their own as time passes, done lazily (like the billing's
 * subscriptionLifecycle) on every scheduling and reviews request and after the mock clock moves:
 * a booked session whose end has passed becomes completed, and the reminder email goes once when
 * the clock is within REMINDER_HOURS of the start. One settle at a time, each checking afresh, so
 * parallel requests send one reminder.
 */
export function settleBookings(origin: string): Promise<void> {
  return withBookingLock([bookingKeys.settle()], async () => {
    const now = mockNow()
    const booked = db.schedule.findMany((q) => q.where({ status: 'booked' }))
    for (const row of booked) {
      const stamp = new Date(now).toISOString()
      if (sessionState(row.meeting_start, row.meeting_end, row.status, now) === 'completed') {
        await db.schedule.update((q) => q.where({ id: row.id }), {
          data(draft) {
            draft.status = 'completed'
            draft.updated_at = stamp
          },
        })
        continue
      }
      if (row.reminder_sent_at === null && reminderDue(row.meeting_start, now)) {
        const updated = await db.schedule.update((q) => q.where({ id: row.id }), {
          data(draft) {
            draft.reminder_sent_at = stamp
          },
        })
        await sendBookingMail('reminder', updated ?? row, origin, now)
      }
    }
  })
}
