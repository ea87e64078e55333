import { isPlainDate } from '@/lib/time/plainDates'

/**
 * The booking page's steps live in the URL query (coach, month, date, start), so a reload or the
 * back button lands on the same step. Anything unreadable there counts as not chosen yet.
 */
export interface BookingSearch {
  coachId: number | null
  month: string | undefined
  date: string | null
  start: string | null
}

export function readBookingSearch(search: URLSearchParams): BookingSearch {
  const coach = Number(search.get('coach'))
  const month = search.get('month') ?? ''
  const date = search.get('date')
  const start = search.get('start') ?? ''
  const coachId = Number.isInteger(coach) && coach > 0 ? coach : null
  return {
    coachId,
    month: coachId && /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? month : undefined,
    date: coachId && isPlainDate(date) ? date : null,
    start: coachId && isPlainDate(date) && !Number.isNaN(Date.parse(start)) ? start : null,
  }
}

/** The query for a step: only what is set is written, in a fixed order. */
export function bookingQuery(step: Partial<BookingSearch>): string {
  const query = new URLSearchParams()
  if (step.coachId) query.set('coach', String(step.coachId))
  if (step.month) query.set('month', step.month)
  if (step.date) query.set('date', step.date)
  if (step.start) query.set('start', step.start)
  const text = query.toString()
  return text ? `?${text}` : ''
}
