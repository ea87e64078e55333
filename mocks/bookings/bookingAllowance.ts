import { COACH_PLAN_NAME, COACH_SESSIONS_PER_MONTH, type BookingAllowance } from '@/api/bookings/bookingTypes'
import { liveSubscriptionOf, priceAndProduct } from '@mocks/billing/billingStore'
import { usedInMonth } from './bookingPolicy'
import { bookingsOfMember } from './bookingStore'

/** Who may book (a live Coach plan) and how many of the month's sessions they have used. */

export function hasCoachPlan(userId: number): boolean {
  const subscription = liveSubscriptionOf(userId)
  return subscription !== undefined && priceAndProduct(subscription.price_id).product.name === COACH_PLAN_NAME
}

/** Sessions counted in `month` (YYYY-MM in `zone`) against the plan's allowance. */
export function sessionsUsed(userId: number, month: string, zone: string): number {
  const bookings = bookingsOfMember(userId).map((row) => ({ start: row.meeting_start, status: row.status }))
  return usedInMonth(bookings, month, zone)
}

export function allowanceOf(userId: number, month: string, zone: string): BookingAllowance {
  return { eligible: hasCoachPlan(userId), month, time_zone: zone, used: sessionsUsed(userId, month, zone), limit: COACH_SESSIONS_PER_MONTH }
}

/** "November 2026" for 2026-11: the month a refusal names. */
export function monthLabel(month: string): string {
  return new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T12:00:00Z`))
}
