import { lazyValue } from '@/lib/lazyValue'

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const WEEK = 7 * DAY
const MONTH = 30 * DAY
const YEAR = 365 * DAY

const steps: Array<{ limit: number; unit: Intl.RelativeTimeFormatUnit; size: number }> = [
  { limit: HOUR, unit: 'minute', size: MINUTE },
  { limit: DAY, unit: 'hour', size: HOUR },
  { limit: WEEK, unit: 'day', size: DAY },
  { limit: MONTH, unit: 'week', size: WEEK },
  { limit: YEAR, unit: 'month', size: MONTH },
  { limit: Infinity, unit: 'year', size: YEAR },
]

// English, like the rest of the interface; the browser's locale could mix languages on one line.
const formatter = lazyValue(() => new Intl.RelativeTimeFormat('en', { numeric: 'auto' }))

/** "just now", "5 minutes ago", "yesterday", "2 days ago", "3 weeks ago"…; "" for a date it cannot read. */
export function relativeTime(iso: string, now: number): string {
  const then = Date.parse(iso)
  if (Number.isNaN(then)) return ''
  const elapsed = now - then
  // Clocks drift: a moment slightly in the future still reads as just now.
  if (Math.abs(elapsed) < MINUTE) return 'just now'
  const step = steps.find(({ limit }) => Math.abs(elapsed) < limit) ?? steps[steps.length - 1]!
  return formatter().format(-Math.round(elapsed / step.size), step.unit)
}
