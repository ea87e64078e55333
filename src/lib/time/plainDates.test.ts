import { describe, expect, it } from 'vitest'
import { addDays, dayNumber, daysBetween, fromDayNumber, isPlainDate, isWithin, longestRun } from './plainDates'
import { endEverywhere, firstMomentAnywhere } from './dayBounds'

describe('plain dates', () => {
  it('accepts only real calendar dates written YYYY-MM-DD', () => {
    expect(isPlainDate('2026-02-28')).toBe(true)
    expect(isPlainDate('2028-02-29')).toBe(true)
    for (const bad of ['2026-02-29', '2026-13-01', '2026-1-01', '2026-01-01T00:00:00Z', '', 20260101, null]) {
      expect(isPlainDate(bad), String(bad)).toBe(false)
    }
  })

  it('counts days across month ends, leap days and daylight-saving changes alike', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09')
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31')
    expect(daysBetween('2026-03-01', '2026-04-30')).toBe(60)
    expect(daysBetween('2026-04-30', '2026-03-01')).toBe(-60)
    expect(fromDayNumber(dayNumber('2026-11-01'))).toBe('2026-11-01')
    expect(() => dayNumber('2026-02-30')).toThrow(RangeError)
  })

  it('is inclusive at both ends', () => {
    expect(isWithin('2026-03-01', '2026-03-01', '2026-03-07')).toBe(true)
    expect(isWithin('2026-03-07', '2026-03-01', '2026-03-07')).toBe(true)
    expect(isWithin('2026-03-08', '2026-03-01', '2026-03-07')).toBe(false)
    expect(isWithin('2026-02-28', '2026-03-01', '2026-03-07')).toBe(false)
  })

  it('finds the longest run of consecutive days, whatever the order and repeats', () => {
    expect(longestRun([])).toBe(0)
    expect(longestRun(['2026-03-05'])).toBe(1)
    expect(longestRun(['2026-03-07', '2026-03-05', '2026-03-06', '2026-03-06', '2026-03-09'])).toBe(3)
    expect(longestRun(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-03'])).toBe(3)
  })
})

describe('day bounds', () => {
  it('opens a date at 00:00 UTC+14 and closes it at 24:00 UTC-12', () => {
    expect(new Date(firstMomentAnywhere('2026-03-10')).toISOString()).toBe('2026-03-09T10:00:00.000Z')
    expect(new Date(endEverywhere('2026-03-10')).toISOString()).toBe('2026-03-11T12:00:00.000Z')
  })
})
