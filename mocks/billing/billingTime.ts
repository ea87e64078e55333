import type { BillingInterval } from '@/api/payments/paymentTypes'

/** Calendar arithmetic for billing periods, in UTC (the provider bills in UTC too). */

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate()
}

/**
 * `from` moved by whole months: the same day of the month, or that month's last day when it has
 * fewer (31 January + 1 month = 28 or 29 February), keeping the time of day.
 */
export function addMonths(from: Date, months: number): Date {
  const year = from.getUTCFullYear()
  const month = from.getUTCMonth() + months
  const targetYear = year + Math.floor(month / 12)
  const targetMonth = ((month % 12) + 12) % 12
  const day = Math.min(from.getUTCDate(), daysInMonth(targetYear, targetMonth))
  return new Date(
    Date.UTC(targetYear, targetMonth, day, from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds(), from.getUTCMilliseconds()),
  )
}

export function addIntervals(from: Date, interval: BillingInterval, count: number): Date {
  return addMonths(from, interval === 'year' ? 12 * count : count)
}

/** A safety stop for the period loop: a century of monthly periods. */
const MAX_PERIODS = 1200

/**
 * The first period boundary after `after`, counted from the anchor, so periods never drift:
 * a subscription anchored on the 31st renews on 28 February and then on 31 March again.
 */
export function periodEndAfter(anchor: Date, interval: BillingInterval, after: Date): Date {
  for (let count = 1; count <= MAX_PERIODS; count += 1) {
    const end = addIntervals(anchor, interval, count)
    if (end.getTime() > after.getTime()) return end
  }
  throw new Error('The billing anchor is too far in the past.')
}

/** How much of the period is still ahead of `now`, from 0 (ended) to 1 (not started). */
export function unusedFraction(start: Date, end: Date, now: Date): number {
  const length = end.getTime() - start.getTime()
  if (length <= 0) return 0
  return Math.min(1, Math.max(0, (end.getTime() - now.getTime()) / length))
}

export const iso = (date: Date) => date.toISOString()
