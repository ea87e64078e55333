import type { Booking, BookingStatus } from '@/api/bookings/bookingTypes'

/** Each status in the member's words, and the tone its badge takes. */
export const STATUS_WORDS: Record<BookingStatus, { label: string; tone: 'primary' | 'muted' | 'warning' | 'success' | 'danger' }> = {
  booked: { label: 'Booked', tone: 'primary' },
  cancelled: { label: 'Cancelled', tone: 'muted' },
  'late-cancelled': { label: 'Late cancel', tone: 'warning' },
  completed: { label: 'Completed', tone: 'success' },
  'no-show': { label: 'No-show', tone: 'danger' },
}

/** What a status means for the member, said once on the booking's page. */
export const STATUS_EXPLAINED: Record<BookingStatus, string> = {
  booked: 'Your coach expects you.',
  cancelled: 'You cancelled this session. It does not count against your allowance.',
  'late-cancelled': 'Cancelled less than 12 hours before the start, so it still counts against your allowance.',
  completed: 'This session took place.',
  'no-show': 'This session was missed. It counts against your allowance.',
}

/** A session that was called off, shown struck through in lists. */
export function isCancelled(booking: Pick<Booking, 'status'>): boolean {
  return booking.status === 'cancelled' || booking.status === 'late-cancelled'
}
