import type { Booking, MonthResponse } from '@/api/bookings/bookingTypes'

/**
 * The bookings pages' last server answers, kept whole like the community pages' copies: one record
 * per calendar month the member opened (in the zone it was asked in, since a month's bounds depend
 * on it) and one per booking page. `savedAt` (epoch ms) lets the page say how old the copy is.
 */
interface Copy<K extends string, T> {
  key: K
  data: T
  savedAt: number
}

/** `month:<member id>:<YYYY-MM>:<IANA zone>` */
export type MonthKey = `month:${number}:${string}:${string}`
/** `booking:<booking id>` */
export type BookingKey = `booking:${number}`

export type MonthCopy = Copy<MonthKey, MonthResponse>
export type BookingCopy = Copy<BookingKey, Booking>

export type BookingRecord = MonthCopy | BookingCopy
