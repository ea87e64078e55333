import { lazyValue } from '@/lib/lazyValue'

/*
 * A challenge's dates are calendar dates (YYYY-MM-DD) with no zone: each member's day is their own.
 * They are formatted as UTC midnights in UTC, so no zone west of Greenwich shows the day before.
 */

const dayFormat = lazyValue(() => new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }))
const savedFormat = lazyValue(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }))

const utcDate = (plainDate: string) => new Date(`${plainDate}T00:00:00Z`)

/** "3 – 9 May 2026" (the locale's own shape), or one date when it starts and ends on the same day. */
export function dateRangeText(start: string, end: string): string {
  if (start === end) return dayFormat().format(utcDate(start))
  return dayFormat().formatRange(utcDate(start), utcDate(end))
}

/** When a saved copy was last refreshed, e.g. "3 May 2026, 14:02". */
export function savedTimeText(at: number): string {
  return savedFormat().format(at)
}
