// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  clockRangeText,
  clockText,
  dateShortText,
  dateText,
  localDateOf,
  longDayText,
  momentText,
  monthNameText,
  monthTitleText,
  sameClock,
  shortMomentText,
  weekdayNames,
  zoneCity,
} from './sessionTime'

// 21:30 on Tuesday 1 December 2026 in London is 08:30 on Wednesday the 2nd in Sydney and 13:30 on
// the 1st in Los Angeles.
const START = '2026-12-01T21:30:00Z'
const END = '2026-12-01T22:15:00Z'

describe('session times in words', () => {
  it('reads an instant on the wall clock of the zone named, 24-hour', () => {
    expect(clockText(START, 'Europe/London')).toBe('21:30')
    expect(clockText(Date.parse(START), 'Australia/Sydney')).toBe('08:30')
    expect(clockRangeText(START, END, 'America/Los_Angeles')).toBe('13:30–14:15')
    expect(localDateOf(START, 'Europe/London')).toBe('2026-12-01')
    expect(localDateOf(START, 'Australia/Sydney')).toBe('2026-12-02')
  })

  it('names a calendar date the same whatever zone the machine is in', () => {
    expect(dateText('2026-12-01')).toBe('Tuesday 1 December')
    expect(dateShortText('2026-12-01')).toBe('Tue 1 Dec')
    expect(monthTitleText('2026-12')).toBe('December 2026')
    expect(monthNameText('2026-12')).toBe('December')
    expect(weekdayNames().map((day) => day.short)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])
    expect(weekdayNames()[6]?.long).toBe('Sunday')
  })

  it('names an instant’s day and time in the zone named', () => {
    expect(momentText(START, 'Europe/London')).toBe('Tuesday 1 December, 21:30')
    expect(momentText(START, 'Australia/Sydney')).toBe('Wednesday 2 December, 08:30')
    expect(shortMomentText(START, 'Australia/Sydney')).toBe('Wed 2 Dec, 08:30')
    expect(longDayText(START, 'Australia/Sydney')).toBe('Wednesday 2 December 2026')
  })

  it('names a zone by its place and tells when two zones show the same date and clock', () => {
    expect(zoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires')
    expect(sameClock(START, 'Europe/London', 'Europe/Lisbon')).toBe(true)
    expect(sameClock(START, 'Europe/London', 'Europe/Paris')).toBe(false)
  })
})
