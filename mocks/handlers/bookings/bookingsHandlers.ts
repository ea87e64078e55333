import { bookingWriteHandlers } from './bookingWriteHandlers'
import { reviewHandlers } from './reviewHandlers'
import { schedulingReadHandlers } from './schedulingReadHandlers'

/**
 * The scheduling family of docs/product.md §7 (scheduling/dates, scheduling/schedules,
 * scheduling/tz-month-schedules, scheduling/POST, scheduling/google-calendar-event,
 * schedules/{id}) and our extensions (scheduling/coaches, reschedule, cancel, reviews). The rules
 * live in mocks/bookings; every time rule reads the mock's clock (mockClock.ts), and every request
 * first settles sessions to it (completed, reminders).
 */
export const bookingsHandlers = [...schedulingReadHandlers, ...bookingWriteHandlers, ...reviewHandlers]
