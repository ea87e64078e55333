import type { BookingRecord } from '../store/bookingRecords'
import type { OfflineDb } from '../store/offlineSchema'

/** How many calendar months stay on the device: the oldest saved go first. */
export const SAVED_MONTHS_MAX = 12
/** How many booking pages stay on the device: the oldest saved go first. */
export const SAVED_BOOKINGS_MAX = 40

/** The saved copy under `key`, or undefined if this device never saved one. */
export async function readBookingCopy<R extends BookingRecord>(db: OfflineDb, key: R['key']): Promise<R | undefined> {
  const record = await db.get('bookings', key)
  // Only saveBookingCopy writes this store, and each key prefix always holds the same record type.
  return record as R | undefined
}

/**
 * Keeps a server answer as the page's copy, replacing the last one, and lets the oldest copies of
 * the same kind go: a member browsing month after month should not fill the device.
 */
export async function saveBookingCopy(db: OfflineDb, record: BookingRecord): Promise<void> {
  const prefix = record.key.startsWith('month:') ? 'month' : 'booking'
  const limit = prefix === 'month' ? SAVED_MONTHS_MAX : SAVED_BOOKINGS_MAX
  const tx = db.transaction('bookings', 'readwrite')
  await tx.store.put(record)
  // Every key that starts with `${prefix}:` (';' is the character after ':').
  const saved = await tx.store.getAll(IDBKeyRange.bound(`${prefix}:`, `${prefix};`, false, true))
  const oldestFirst = saved.sort((a, b) => a.savedAt - b.savedAt)
  for (const stale of oldestFirst.slice(0, Math.max(0, oldestFirst.length - limit))) await tx.store.delete(stale.key)
  await tx.done
}
