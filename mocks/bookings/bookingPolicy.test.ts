import { describe, expect, it } from 'vitest'
import { BOOKING_STATUSES, type BookingStatus } from '@/api/bookings/bookingTypes'
import {
  cancelStatus,
  COUNTED_STATUSES,
  freeCancelUntil,
  meetsNotice,
  reminderDue,
  sessionState,
  usedInMonth,
} from './bookingPolicy'

// Run under TZ=UTC, Pacific/Chatham and America/St_Johns (vite.config.ts).

const HOUR_MS = 3_600_000
const start = '2026-12-03T09:00:00.000Z'
const startMs = Date.parse(start)

describe('2-hour notice', () => {
  it('holds exactly 2 hours ahead and 1 ms more, not 1 ms less', () => {
    expect(meetsNotice(start, startMs - 2 * HOUR_MS)).toBe(true)
    expect(meetsNotice(start, startMs - 2 * HOUR_MS - 1)).toBe(true)
    expect(meetsNotice(start, startMs - 2 * HOUR_MS + 1)).toBe(false)
  })
})

describe('12-hour free cancel', () => {
  it('is free until exactly 12 hours before, late 1 ms after', () => {
    expect(freeCancelUntil(start)).toBe('2026-12-02T21:00:00.000Z')
    expect(cancelStatus(start, startMs - 12 * HOUR_MS - 1)).toBe('cancelled')
    expect(cancelStatus(start, startMs - 12 * HOUR_MS)).toBe('cancelled')
    expect(cancelStatus(start, startMs - 12 * HOUR_MS + 1)).toBe('late-cancelled')
    expect(cancelStatus(start, startMs + HOUR_MS)).toBe('late-cancelled')
  })
})

describe('monthly allowance in the member’s zone', () => {
  const edge = '2026-12-01T02:00:00.000Z'

  it('counts a booking at a month’s edge in the month it falls in locally', () => {
    const bookings = [{ start: edge, status: 'booked' as const }]
    // 18:00 on 30 November in Los Angeles; 02:00 on 1 December in London.
    expect(usedInMonth(bookings, '2026-11', 'America/Los_Angeles')).toBe(1)
    expect(usedInMonth(bookings, '2026-12', 'America/Los_Angeles')).toBe(0)
    expect(usedInMonth(bookings, '2026-12', 'Europe/London')).toBe(1)
    expect(usedInMonth(bookings, '2026-11', 'Europe/London')).toBe(0)
    // 15:00 on 1 December in Auckland, 07:30 in Kolkata.
    expect(usedInMonth(bookings, '2026-12', 'Pacific/Auckland')).toBe(1)
    expect(usedInMonth(bookings, '2026-12', 'Asia/Kolkata')).toBe(1)
  })

  it('counts booked, completed, late-cancelled and no-show, not cancelled', () => {
    expect([...COUNTED_STATUSES].sort()).toEqual(['booked', 'completed', 'late-cancelled', 'no-show'])
    const bookings = BOOKING_STATUSES.map((status: BookingStatus) => ({ start: '2026-12-10T12:00:00Z', status }))
    expect(usedInMonth(bookings, '2026-12', 'Europe/London')).toBe(4)
  })

  it('reads the month boundary to the millisecond in the zone', () => {
    // December begins in London at 2026-12-01T00:00Z, in Los Angeles at 08:00Z.
    const at = (iso: string) => [{ start: iso, status: 'completed' as const }]
    expect(usedInMonth(at('2026-11-30T23:59:59.999Z'), '2026-11', 'Europe/London')).toBe(1)
    expect(usedInMonth(at('2026-12-01T00:00:00.000Z'), '2026-12', 'Europe/London')).toBe(1)
    expect(usedInMonth(at('2026-12-01T07:59:59.999Z'), '2026-11', 'America/Los_Angeles')).toBe(1)
    expect(usedInMonth(at('2026-12-01T08:00:00.000Z'), '2026-12', 'America/Los_Angeles')).toBe(1)
  })
})

describe('session state', () => {
  const end = '2026-12-03T09:45:00.000Z'
  const endMs = Date.parse(end)

  it('completes a booked session once its end has passed', () => {
    expect(sessionState(start, end, 'booked', endMs - 1)).toBe('booked')
    expect(sessionState(start, end, 'booked', endMs)).toBe('completed')
    expect(sessionState(start, end, 'booked', endMs + 1)).toBe('completed')
  })

  it('leaves every other status as it is', () => {
    for (const status of ['cancelled', 'late-cancelled', 'completed', 'no-show'] as const) {
      expect(sessionState(start, end, status, endMs + HOUR_MS)).toBe(status)
      expect(sessionState(start, end, status, startMs - HOUR_MS)).toBe(status)
    }
  })
})

describe('reminder', () => {
  it('is due from 24 hours before the start until the start', () => {
    expect(reminderDue(start, startMs - 24 * HOUR_MS - 1)).toBe(false)
    expect(reminderDue(start, startMs - 24 * HOUR_MS)).toBe(true)
    expect(reminderDue(start, startMs - 1)).toBe(true)
    expect(reminderDue(start, startMs)).toBe(false)
  })
})
