import { getBooking, getMonthBookings } from '@/api/bookings/bookingsApi'
import type { Booking, MonthResponse } from '@/api/bookings/bookingTypes'
import { offlineDatabase } from '../session/offlineSession'
import type { BookingCopy, BookingRecord, MonthCopy } from '../store/bookingRecords'
import type { OfflineDb } from '../store/offlineSchema'
import type { OfflineFirstSource } from '../sources/offlineFirstSource'
import { readBookingCopy, saveBookingCopy } from './bookingCopies'

/**
 * The bookings pages' offline-first sources: the calendar month and a booking's page keep their
 * last server answer on the device, so both open offline, marked as a saved copy with its age.
 * Nothing is queued: booking, rescheduling and cancelling need the server's word at once.
 */

/** When each shown copy was saved, kept beside the object handed out (the server's types have no room for it). */
const savedTimes = new WeakMap<object, number>()

function stamped<T extends object>(data: T, at: number): T {
  savedTimes.set(data, at)
  return data
}

const savedAt = (data: object) => savedTimes.get(data) ?? null

function deviceCopy<R extends BookingRecord>(key: R['key'], fetch: (signal: AbortSignal) => Promise<R['data']>): OfflineFirstSource<R['data']> {
  return {
    async read(db) {
      const copy = await readBookingCopy<R>(db, key)
      return copy && stamped(copy.data, copy.savedAt)
    },
    fetch,
    async save(db, data) {
      const at = Date.now()
      await saveBookingCopy(db, { key, data, savedAt: at } as R)
      return stamped(data, at)
    },
    savedAt,
  }
}

/** A source per key, so a page that asks again gets the same one (useRemoteData reads again on a new source). */
function perKey<A extends unknown[], T>(keyOf: (...args: A) => string, make: (...args: A) => OfflineFirstSource<T>): (...args: A) => OfflineFirstSource<T> {
  const made = new Map<string, OfflineFirstSource<T>>()
  return (...args) => {
    const key = keyOf(...args)
    let source = made.get(key)
    if (!source) {
      source = make(...args)
      made.set(key, source)
    }
    return source
  }
}

export interface MonthQuery {
  /** The signed-in member (the server refuses anyone else's unless the caller is an admin). */
  userId: number
  /** YYYY-MM in `timeZone`: what the copy is saved under. */
  month: string
  timeZone: string
  /**
   * The first visible day's first instant and the day after the last visible day's first instant.
   * Asked for when the server is: working them out loads the zone rules, which the page's first
   * draw (from the device's copy) does not wait for.
   */
  range: () => Promise<{ rangeStart: string; rangeEnd: string }>
}

/** One calendar month of the member's sessions, in their zone, with the month's allowance. */
export const monthBookingsSource: (query: MonthQuery) => OfflineFirstSource<MonthResponse> = perKey(
  (query: MonthQuery) => [query.userId, query.month, query.timeZone].join('|'),
  ({ userId, month, timeZone, range }: MonthQuery) =>
    // The call takes no abort signal: a late answer is dropped by useRemoteData.
    deviceCopy<MonthCopy>(`month:${userId}:${month}:${timeZone}`, async () => getMonthBookings({ ...(await range()), userId, tz: timeZone })),
)

/** One booking's page. */
export const bookingSource: (bookingId: number) => OfflineFirstSource<Booking> = perKey(
  (bookingId: number) => String(bookingId),
  (bookingId: number) => deviceCopy<BookingCopy>(`booking:${bookingId}`, async (signal) => (await getBooking(bookingId, signal)).booking),
)

/**
 * Keeps a booking the member just changed (rescheduled, cancelled, added to Google Calendar) as its
 * page's copy, so the device never shows the old time after the server took the new one. Returns
 * the booking, stamped as saved now. Never rejects: a device without storage still shows it.
 */
export async function keepBookingCopy(booking: Booking, db: Promise<OfflineDb> | null = offlineDatabase()): Promise<Booking> {
  const database = await db?.catch(() => null)
  if (!database) return booking
  return bookingSource(booking.id).save(database, booking).catch(() => booking)
}
