import { describe, expect, it } from 'vitest'
import { addMonths, daysInMonth, isPlainMonth, monthGrid, weekdayOf } from './plainCalendar'
import { daysBetween } from './plainDates'

describe('months', () => {
  it('accepts only real months written YYYY-MM', () => {
    expect(isPlainMonth('2026-12')).toBe(true)
    for (const bad of ['2026-13', '2026-00', '2026-1', '2026-12-01', '', 202612, null]) expect(isPlainMonth(bad), String(bad)).toBe(false)
  })

  it('adds months across years', () => {
    expect(addMonths('2026-11', 1)).toBe('2026-12')
    expect(addMonths('2026-12', 1)).toBe('2027-01')
    expect(addMonths('2026-01', -1)).toBe('2025-12')
    expect(addMonths('2026-03', -15)).toBe('2024-12')
    expect(addMonths('2026-03', 0)).toBe('2026-03')
    expect(() => addMonths('2026-13', 1)).toThrow(RangeError)
  })

  it('lists the days of a month', () => {
    expect(daysInMonth('2026-02')).toHaveLength(28)
    expect(daysInMonth('2028-02')).toHaveLength(29)
    expect(daysInMonth('2026-12').at(-1)).toBe('2026-12-31')
    expect(daysInMonth('2026-12')[0]).toBe('2026-12-01')
  })
})

describe('calendar dates', () => {
  it('gives ISO weekdays', () => {
    expect(weekdayOf('2026-11-27')).toBe(5)
    expect(weekdayOf('2026-11-29')).toBe(7)
    expect(weekdayOf('2026-11-30')).toBe(1)
    expect(weekdayOf('1969-12-31')).toBe(3)
  })

  it('lays out a month in whole weeks starting on Monday', () => {
    const weeks = monthGrid('2026-11')
    expect(weeks).toHaveLength(6)
    expect(weeks[0]).toEqual(['2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31', '2026-11-01'])
    expect(weeks[5]).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'])
    const december = monthGrid('2026-12')
    expect(december[0]?.[0]).toBe('2026-11-30')
    expect(december.at(-1)?.[6]).toBe('2027-01-03')
  })

  it('lays out a month in whole weeks starting on Sunday', () => {
    const weeks = monthGrid('2026-11', 7)
    expect(weeks).toHaveLength(5)
    expect(weeks[0]?.[0]).toBe('2026-11-01')
    expect(weeks[4]).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05'])
  })

  it('needs no neighbours for a month that fills whole weeks', () => {
    // February 2027 starts on a Monday and has 28 days.
    expect(monthGrid('2027-02').flat()).toEqual(daysInMonth('2027-02'))
    expect(monthGrid('2027-02', 7)).toHaveLength(5)
  })

  it('holds every day of the month once, in runs of consecutive days from the week’s first day, for every month of three years', () => {
    for (let index = 0; index < 36; index += 1) {
      const month = addMonths('2025-01', index)
      for (const weekStartsOn of [1, 7] as const) {
        const days = monthGrid(month, weekStartsOn).flat()
        expect(days.filter((day) => day.startsWith(month)), month).toEqual(daysInMonth(month))
        expect(days.length % 7).toBe(0)
        expect(days.length).toBeLessThanOrEqual(42)
        expect(weekdayOf(days[0] as string)).toBe(weekStartsOn)
        expect(daysBetween(days[0] as string, days.at(-1) as string)).toBe(days.length - 1)
        expect(days.slice(0, 7).some((day) => day.startsWith(month))).toBe(true)
        expect(days.slice(-7).some((day) => day.startsWith(month))).toBe(true)
      }
    }
  })
})
