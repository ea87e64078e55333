import type { Booking } from '@/api/bookings/bookingTypes'
import { addDaysToDate, localDayBounds, monthGrid } from '@/lib/time/zonedTime'
import { localDateOf } from '../common/sessionTime'

/** What the member's calendar shows for one month, in their zone. */
export interface MonthView {
  /** YYYY-MM */
  month: string
  /** Whole weeks (Monday first) from the one holding the 1st to the one holding the last day. */
  weeks: string[][]
  /** The first visible day's first instant, and the first instant after the last visible day: what the server is asked for. */
  rangeStart: string
  rangeEnd: string
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/

/** The month in `?month=2026-12`, or null when missing or not a month. */
export function parseMonthParam(value: string | null): string | null {
  return value !== null && MONTH.test(value) ? value : null
}

export function monthView(month: string, zone: string): MonthView {
  const weeks = monthGrid(month, 1)
  const first = weeks[0]?.[0] ?? `${month}-01`
  const last = weeks[weeks.length - 1]?.[6] ?? `${month}-28`
  return { month, weeks, rangeStart: localDayBounds(first, zone).start, rangeEnd: localDayBounds(last, zone).end }
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
      return addDaysToDate(date, -1)
    case 'ArrowRight':
      return addDaysToDate(date, 1)
    case 'ArrowUp':
      return addDaysToDate(date, -7)
    case 'ArrowDown':
      return addDaysToDate(date, 7)
    case 'Home':
      return addDaysToDate(date, 1 - weekday)
    case 'End':
      return addDaysToDate(date, 7 - weekday)
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
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const index = year * 12 + (month - 1) + months
  const targetYear = Math.floor(index / 12)
  const targetMonth = (index % 12) + 1
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate()
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${targetYear}-${pad(targetMonth)}-${pad(Math.min(day, lastDay))}`
}
