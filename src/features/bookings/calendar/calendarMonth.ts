import type { Booking } from '@/api/bookings/bookingTypes'
import { addMonths, daysInMonth, isPlainMonth, monthGrid } from '@/lib/time/plainCalendar'
import { addDays } from '@/lib/time/plainDates'
import { localDateOf } from '../common/sessionTime'

/*
 * The calendar's days are plain dates (YYYY-MM-DD) and need no zone rules: the grid comes from
 * plainCalendar's day arithmetic, drawn at once. Only the instants bounding it (a local midnight in
 * the member's zone) need Temporal, which loads with the first read of the month, after the page
 * has drawn (see gridRange), so the page's first load stays within the member budget.
 */

/** What the member's calendar shows for one month. */
export interface MonthView {
  /** YYYY-MM */
  month: string
  /** Whole weeks (Monday first) from the one holding the 1st to the one holding the last day. */
  weeks: string[][]
}

/** The month in `?month=2026-12`, or null when missing or not a month. */
export function parseMonthParam(value: string | null): string | null {
  return isPlainMonth(value) ? value : null
}

export function monthView(month: string): MonthView {
  return { month, weeks: monthGrid(month, 1) }
}

/**
 * The instants the server is asked for: the first visible day's first instant and the first
 * instant after the last visible day, in the member's zone (a day may start at 01:00, or last 23 or
 * 25 hours). Loads the zone rules on first use.
 */
export async function gridRange(view: MonthView, zone: string): Promise<{ rangeStart: string; rangeEnd: string }> {
  const { localDayBounds } = await import('@/lib/time/zonedTime')
  const first = view.weeks[0]?.[0] ?? `${view.month}-01`
  const last = view.weeks[view.weeks.length - 1]?.[6] ?? `${view.month}-28`
  return { rangeStart: localDayBounds(first, zone).start, rangeEnd: localDayBounds(last, zone).end }
}

/** The sessions on each local day, earliest first. */
export function sessionsByDay(bookings: readonly Booking[], zone: string): Map<string, Booking[]> {
  const days = new Map<string, Booking[]>()
  for (const booking of [...bookings].sort(byStart)) {
    const day = localDateOf(booking.start, zone)
    const list = days.get(day)
    if (list) list.push(booking)
    else days.set(day, [booking])
  }
  return days
}

export interface DayGroup {
  /** YYYY-MM-DD in the member's zone. */
  date: string
  bookings: Booking[]
}

/**
 * The agenda: sessions not yet over by local day, soonest first; then those that are over, most
 * recent first, so the list reads from what comes next.
 */
export function agendaGroups(bookings: readonly Booking[], zone: string, now: number): { upcoming: DayGroup[]; past: DayGroup[] } {
  const isPast = (booking: Booking) => Date.parse(booking.end) <= now
  const upcoming = group(bookings.filter((booking) => !isPast(booking)).sort(byStart), zone)
  const past = group(bookings.filter(isPast).sort((a, b) => byStart(b, a)), zone)
  return { upcoming, past }
}

function group(sorted: Booking[], zone: string): DayGroup[] {
  const groups: DayGroup[] = []
  for (const booking of sorted) {
    const date = localDateOf(booking.start, zone)
    const last = groups[groups.length - 1]
    if (last?.date === date) last.bookings.push(booking)
    else groups.push({ date, bookings: [booking] })
  }
  return groups
}

function byStart(a: Booking, b: Booking): number {
  return Date.parse(a.start) - Date.parse(b.start)
}

/** Where an arrow, Home, End or Page key moves the calendar's focus from `date`, or null for other keys. */
export function dayAfterKey(date: string, key: string, weekday: number): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1)
    case 'ArrowRight':
      return addDays(date, 1)
    case 'ArrowUp':
      return addDays(date, -7)
    case 'ArrowDown':
      return addDays(date, 7)
    case 'Home':
      return addDays(date, 1 - weekday)
    case 'End':
      return addDays(date, 7 - weekday)
    case 'PageUp':
      return sameDayOtherMonth(date, -1)
    case 'PageDown':
      return sameDayOtherMonth(date, 1)
    default:
      return null
  }
}

/** The same day of the month a month away, or that month's last day when it is shorter. */
function sameDayOtherMonth(date: string, months: number): string {
  const days = daysInMonth(addMonths(date.slice(0, 7), months))
  return days[Math.min(Number(date.slice(8, 10)), days.length) - 1] as string
}
