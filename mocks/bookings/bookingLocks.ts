import { withAccountLock } from '@mocks/accounts/accountLocks'

/**
 * The bookings' unique things, claimed before the first await (the same queue as the accounts' locks):
 * a coach's diary (one booking or move at a time may take a slot, so two members racing for one
 * time cannot both win, whatever start each asked for), a member's diary and allowance, one
 * booking (a reschedule and a cancel of it), one booking's review, and the lazy settling of
 * sessions (one reminder per session, however many requests settle at once). A request queues
 * for its keys the moment it calls and checks afresh when its turn comes, so the loser of a race
 * finds the slot taken and hears so (409), as a sequential repeat would.
 */

export const bookingKeys = {
  coach: (coachId: number) => `booking-coach:${coachId}`,
  member: (userId: number) => `booking-member:${userId}`,
  booking: (bookingId: number) => `booking:${bookingId}`,
  review: (bookingId: number) => `booking-review:${bookingId}`,
  settle: () => 'booking-settle',
} as const

export function withBookingLock<T>(keys: readonly string[], work: () => Promise<T>): Promise<T> {
  return withAccountLock(keys, work)
}
