import { afterEach, describe, expect, it, vi } from 'vitest'
import { freshDbName } from '../store/offlineFixtures.testing'
import { openOfflineDb } from '../store/offlineDb'
import { SAVED_BOOKINGS_MAX, SAVED_MONTHS_MAX, readBookingCopy, saveBookingCopy } from './bookingCopies'
import { storedBooking, storedMonth } from './bookingCopyFixtures.testing'
import { bookingSource, keepBookingCopy, monthBookingsSource, type MonthQuery } from './bookingSources'

const SAVED_AT = 1_795_000_000_000

const december: MonthQuery = {
  userId: 7,
  month: '2026-12',
  timeZone: 'Europe/London',
  range: () => Promise.resolve({ rangeStart: '2026-11-30T00:00:00.000Z', rangeEnd: '2027-01-04T00:00:00.000Z' }),
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('bookings sources on the device', () => {
  it('have nothing before a first save, then the saved month with when it was saved', async () => {
    const db = await openOfflineDb(freshDbName())
    vi.spyOn(Date, 'now').mockReturnValue(SAVED_AT)
    const source = monthBookingsSource(december)
    expect(await source.read(db)).toBeUndefined()
    const month = storedMonth('2026-12', [storedBooking(1)])
    const shown = await source.save(db, month)
    expect(shown).toEqual(month)
    expect(source.savedAt?.(shown)).toBe(SAVED_AT)
    const read = await monthBookingsSource(december).read(db)
    expect(read).toEqual(month)
    expect(read && source.savedAt?.(read)).toBe(SAVED_AT)
    db.close()
  })

  it('keep a month per member, month and zone: another zone is another copy', async () => {
    const db = await openOfflineDb(freshDbName())
    await monthBookingsSource(december).save(db, storedMonth('2026-12', [storedBooking(1)]))
    const otherZone = { ...december, timeZone: 'America/New_York' }
    expect(await monthBookingsSource(otherZone).read(db)).toBeUndefined()
    expect(await monthBookingsSource({ ...december, month: '2027-01' }).read(db)).toBeUndefined()
    expect(await monthBookingsSource({ ...december, userId: 8 }).read(db)).toBeUndefined()
    db.close()
  })

  it('hand out one source per query and per booking', () => {
    expect(monthBookingsSource(december)).toBe(monthBookingsSource({ ...december }))
    expect(bookingSource(3)).toBe(bookingSource(3))
    expect(bookingSource(3)).not.toBe(bookingSource(4))
  })

  it('keep a booking the member changed as its page copy', async () => {
    const db = await openOfflineDb(freshDbName())
    await bookingSource(5).save(db, storedBooking(5))
    const moved = { ...storedBooking(5, '2026-12-03T10:00:00.000Z'), revision: 2 }
    vi.spyOn(Date, 'now').mockReturnValue(SAVED_AT)
    const kept = await keepBookingCopy(moved, Promise.resolve(db))
    expect(kept).toEqual(moved)
    expect(await bookingSource(5).read(db)).toEqual(moved)
    expect(bookingSource(5).savedAt?.(kept)).toBe(SAVED_AT)
    // Without a database (signed out, no storage) the booking still shows.
    expect(await keepBookingCopy(moved, null)).toBe(moved)
    db.close()
  })

  it('let the oldest months and bookings go past their limits', async () => {
    const db = await openOfflineDb(freshDbName())
    for (let index = 0; index < SAVED_MONTHS_MAX + 2; index += 1) {
      await saveBookingCopy(db, { key: `month:7:2026-${String(index + 1).padStart(2, '0')}:UTC`, data: storedMonth('2026-01', []), savedAt: 1_000 + index })
    }
    for (let index = 0; index < SAVED_BOOKINGS_MAX + 1; index += 1) {
      await saveBookingCopy(db, { key: `booking:${index + 1}`, data: storedBooking(index + 1), savedAt: 1_000 + index })
    }
    const keys = await db.getAllKeys('bookings')
    expect(keys.filter((key) => key.startsWith('month:'))).toHaveLength(SAVED_MONTHS_MAX)
    expect(keys.filter((key) => key.startsWith('booking:'))).toHaveLength(SAVED_BOOKINGS_MAX)
    expect(await readBookingCopy(db, 'month:7:2026-01:UTC')).toBeUndefined()
    expect(await readBookingCopy(db, 'booking:1')).toBeUndefined()
    expect(await readBookingCopy(db, `booking:${SAVED_BOOKINGS_MAX + 1}`)).toBeDefined()
    db.close()
  })
})
