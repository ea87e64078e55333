// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { canonicalTimeZone, isTimeZone, localDate } from './timeZones'

describe('localDate', () => {
  it('gives the date on the wall calendar of the zone at that instant', () => {
    const instant = '2026-03-10T10:30:00.000Z'
    expect(localDate(instant, 'UTC')).toBe('2026-03-10')
    // 23:30 in Auckland (UTC+13 in March, daylight saving).
    expect(localDate(instant, 'Pacific/Auckland')).toBe('2026-03-10')
    expect(localDate('2026-03-10T11:30:00.000Z', 'Pacific/Auckland')).toBe('2026-03-11')
    // 03:30 in Los Angeles (UTC-7 since 8 March 2026).
    expect(localDate(instant, 'America/Los_Angeles')).toBe('2026-03-10')
    expect(localDate('2026-03-10T06:30:00.000Z', 'America/Los_Angeles')).toBe('2026-03-09')
  })

  it('follows Auckland out of daylight saving on 5 April 2026 (03:00 NZDT becomes 02:00 NZST)', () => {
    // Before the change Auckland is UTC+13: 10:59Z on 4 April is 23:59 on the 4th.
    expect(localDate('2026-04-04T10:59:00.000Z', 'Pacific/Auckland')).toBe('2026-04-04')
    expect(localDate('2026-04-04T11:00:00.000Z', 'Pacific/Auckland')).toBe('2026-04-05')
    // After it, UTC+12: midnight of the 6th is 12:00Z on the 5th, not 11:00Z.
    expect(localDate('2026-04-05T11:30:00.000Z', 'Pacific/Auckland')).toBe('2026-04-05')
    expect(localDate('2026-04-05T12:00:00.000Z', 'Pacific/Auckland')).toBe('2026-04-06')
  })

  it('follows Los Angeles into daylight saving on 8 March 2026 and out on 1 November 2026', () => {
    // Midnight before the spring change is UTC-8, after it UTC-7.
    expect(localDate('2026-03-08T07:59:00.000Z', 'America/Los_Angeles')).toBe('2026-03-07')
    expect(localDate('2026-03-08T08:00:00.000Z', 'America/Los_Angeles')).toBe('2026-03-08')
    expect(localDate('2026-03-09T06:59:00.000Z', 'America/Los_Angeles')).toBe('2026-03-08')
    expect(localDate('2026-03-09T07:00:00.000Z', 'America/Los_Angeles')).toBe('2026-03-09')
    // 1 November: midnight is still UTC-7; the next midnight is UTC-8.
    expect(localDate('2026-11-01T07:00:00.000Z', 'America/Los_Angeles')).toBe('2026-11-01')
    expect(localDate('2026-11-02T07:59:00.000Z', 'America/Los_Angeles')).toBe('2026-11-01')
    expect(localDate('2026-11-02T08:00:00.000Z', 'America/Los_Angeles')).toBe('2026-11-02')
  })

  it('accepts a Date or epoch milliseconds, and refuses what is not an instant or a zone', () => {
    expect(localDate(new Date('2026-01-01T00:00:00.000Z'), 'America/Los_Angeles')).toBe('2025-12-31')
    expect(localDate(Date.UTC(2026, 0, 1, 12), 'Pacific/Kiritimati')).toBe('2026-01-02')
    expect(() => localDate('yesterday', 'UTC')).toThrow(RangeError)
    expect(() => localDate(0, 'Mars/Olympus_Mons')).toThrow(RangeError)
  })
})

describe('canonicalTimeZone', () => {
  it('accepts the zones Intl knows and spells them its way', () => {
    expect(canonicalTimeZone('Pacific/Auckland')).toBe('Pacific/Auckland')
    expect(canonicalTimeZone(' utc ')).toBe('UTC')
    expect(canonicalTimeZone('america/los_angeles')).toBe('America/Los_Angeles')
  })

  it('gives the current name where the engine keeps an old one, from either spelling', () => {
    expect(canonicalTimeZone('Asia/Calcutta')).toBe('Asia/Kolkata')
    expect(canonicalTimeZone('asia/kolkata')).toBe('Asia/Kolkata')
    expect(canonicalTimeZone('Europe/Kiev')).toBe('Europe/Kyiv')
    expect(canonicalTimeZone('Asia/Saigon')).toBe('Asia/Ho_Chi_Minh')
    expect(isTimeZone('Europe/London')).toBe(true)
  })

  it('refuses anything else', () => {
    for (const bad of ['', '   ', 'Mars/Olympus_Mons', 'Not a zone', 'x'.repeat(65), 42, null, undefined, {}]) {
      expect(canonicalTimeZone(bad), String(bad)).toBeNull()
    }
  })
})
