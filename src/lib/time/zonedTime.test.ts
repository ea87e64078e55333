import { describe, expect, it } from 'vitest'
import {
  instantToLocal,
  instantToLocalDateTime,
  isExistingLocalTime,
  isRepeatedLocalTime,
  localDateTimeToInstant,
  localDayBounds,
  monthBounds,
  monthOf,
} from './zonedTime'

// vite.config.ts runs this file in worker processes started with TZ=UTC, Pacific/Chatham and
// America/St_Johns: every answer below is the same in each, since the module never reads the
// machine's zone.
describe('the machine zone of the run', () => {
  const pinned = process.env.TZ
  it.runIf(pinned)('is the zone the project pinned', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(pinned)
  })
})

const HOUR_MS = 3_600_000

describe('localDateTimeToInstant', () => {
  it('reads an ordinary local time with the zone offset of that date', () => {
    expect(localDateTimeToInstant('2026-01-15', '09:00', 'Europe/London')).toBe('2026-01-15T09:00:00.000Z')
    expect(localDateTimeToInstant('2026-07-15', '09:00', 'Europe/London')).toBe('2026-07-15T08:00:00.000Z')
    expect(localDateTimeToInstant('2026-07-15', '09:00', 'Asia/Kolkata')).toBe('2026-07-15T03:30:00.000Z')
    expect(localDateTimeToInstant('2026-07-15', '09:00', 'Australia/Sydney')).toBe('2026-07-14T23:00:00.000Z')
    expect(localDateTimeToInstant('2026-01-15', '09:00', 'Australia/Sydney')).toBe('2026-01-14T22:00:00.000Z')
  })

  it('moves a time in a spring-forward gap by the gap, or rejects it', () => {
    // London skips 01:00–01:59 on 29 March 2026.
    expect(localDateTimeToInstant('2026-03-29', '01:30', 'Europe/London')).toBe('2026-03-29T01:30:00.000Z')
    expect(localDateTimeToInstant('2026-03-29', '01:30', 'Europe/London', 'earlier')).toBe('2026-03-29T00:30:00.000Z')
    expect(localDateTimeToInstant('2026-03-29', '01:30', 'Europe/London', 'later')).toBe('2026-03-29T01:30:00.000Z')
    expect(localDateTimeToInstant('2026-03-29', '01:30', 'Europe/London', 'reject')).toBeNull()
    // New York skips 02:00–02:59 on 8 March 2026.
    expect(localDateTimeToInstant('2026-03-08', '02:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z')
    expect(localDateTimeToInstant('2026-03-08', '02:30', 'America/New_York', 'reject')).toBeNull()
    // Sydney skips 02:00–02:59 on 4 October 2026.
    expect(localDateTimeToInstant('2026-10-04', '02:30', 'Australia/Sydney')).toBe('2026-10-03T16:30:00.000Z')
  })

  it('picks the earlier of two repeated times unless told otherwise', () => {
    // London shows 01:00–01:59 twice on 25 October 2026 (BST, then GMT).
    expect(localDateTimeToInstant('2026-10-25', '01:30', 'Europe/London')).toBe('2026-10-25T00:30:00.000Z')
    expect(localDateTimeToInstant('2026-10-25', '01:30', 'Europe/London', 'earlier')).toBe('2026-10-25T00:30:00.000Z')
    expect(localDateTimeToInstant('2026-10-25', '01:30', 'Europe/London', 'later')).toBe('2026-10-25T01:30:00.000Z')
    expect(localDateTimeToInstant('2026-10-25', '01:30', 'Europe/London', 'reject')).toBeNull()
    // Los Angeles shows 01:00–01:59 twice on 1 November 2026.
    expect(localDateTimeToInstant('2026-11-01', '01:15', 'America/Los_Angeles')).toBe('2026-11-01T08:15:00.000Z')
    expect(localDateTimeToInstant('2026-11-01', '01:15', 'America/Los_Angeles', 'later')).toBe('2026-11-01T09:15:00.000Z')
    // Sydney shows 02:00–02:59 twice on 5 April 2026 (AEDT, then AEST).
    expect(localDateTimeToInstant('2026-04-05', '02:30', 'Australia/Sydney')).toBe('2026-04-04T15:30:00.000Z')
    expect(localDateTimeToInstant('2026-04-05', '02:30', 'Australia/Sydney', 'later')).toBe('2026-04-04T16:30:00.000Z')
  })

  it('accepts 24:00 as the next day’s midnight and refuses malformed input', () => {
    expect(localDateTimeToInstant('2026-01-15', '24:00', 'Europe/London')).toBe('2026-01-16T00:00:00.000Z')
    expect(() => localDateTimeToInstant('2026-02-30', '09:00', 'Europe/London')).toThrow(RangeError)
    expect(() => localDateTimeToInstant('2026-02-03', '9:00', 'Europe/London')).toThrow(RangeError)
    expect(() => localDateTimeToInstant('2026-02-03', '09:60', 'Europe/London')).toThrow(RangeError)
    expect(() => localDateTimeToInstant('2026-02-03', '09:00', 'Mars/Olympus')).toThrow(RangeError)
  })
})

describe('existing and repeated local times', () => {
  it('tells a skipped time from a repeated one and an ordinary one', () => {
    expect(isExistingLocalTime('2026-03-29', '01:00', 'Europe/London')).toBe(false)
    expect(isExistingLocalTime('2026-03-29', '01:59', 'Europe/London')).toBe(false)
    expect(isExistingLocalTime('2026-03-29', '02:00', 'Europe/London')).toBe(true)
    expect(isExistingLocalTime('2026-03-29', '00:59', 'Europe/London')).toBe(true)
    expect(isRepeatedLocalTime('2026-03-29', '01:30', 'Europe/London')).toBe(false)

    expect(isRepeatedLocalTime('2026-10-25', '01:00', 'Europe/London')).toBe(true)
    expect(isRepeatedLocalTime('2026-10-25', '01:59', 'Europe/London')).toBe(true)
    expect(isRepeatedLocalTime('2026-10-25', '02:00', 'Europe/London')).toBe(false)
    expect(isRepeatedLocalTime('2026-10-25', '00:59', 'Europe/London')).toBe(false)
    expect(isExistingLocalTime('2026-10-25', '01:30', 'Europe/London')).toBe(true)

    expect(isExistingLocalTime('2026-03-08', '02:30', 'America/New_York')).toBe(false)
    expect(isRepeatedLocalTime('2026-11-01', '01:30', 'America/New_York')).toBe(true)
    expect(isExistingLocalTime('2026-10-04', '02:30', 'Australia/Sydney')).toBe(false)
    expect(isRepeatedLocalTime('2026-04-05', '02:30', 'Australia/Sydney')).toBe(true)
    expect(isRepeatedLocalTime('2026-10-25', '01:30', 'Asia/Kolkata')).toBe(false)
    expect(isExistingLocalTime('2026-03-29', '01:30', 'Asia/Kolkata')).toBe(true)
  })
})

describe('instantToLocal', () => {
  it('gives the wall clock, ISO weekday and offset in the zone', () => {
    expect(instantToLocal('2026-12-01T02:00:00Z', 'America/Los_Angeles')).toEqual({
      date: '2026-11-30',
      time: '18:00',
      weekday: 1,
      offset: '-08:00',
    })
    expect(instantToLocal('2026-12-01T02:00:00Z', 'Europe/London')).toEqual({
      date: '2026-12-01',
      time: '02:00',
      weekday: 2,
      offset: '+00:00',
    })
    expect(instantToLocal(Date.parse('2026-03-29T12:00:00Z'), 'Australia/Sydney')).toEqual({
      date: '2026-03-29',
      time: '23:00',
      weekday: 7,
      offset: '+11:00',
    })
    expect(instantToLocal('2026-06-01T00:00:00Z', 'Pacific/Chatham').offset).toBe('+12:45')
    expect(instantToLocal('2026-06-01T00:00:00Z', 'Asia/Kolkata')).toMatchObject({ time: '05:30', offset: '+05:30' })
  })

  it('shows both passes through a fold with their own offsets', () => {
    expect(instantToLocal('2026-10-25T00:30:00Z', 'Europe/London')).toMatchObject({ time: '01:30', offset: '+01:00' })
    expect(instantToLocal('2026-10-25T01:30:00Z', 'Europe/London')).toMatchObject({ time: '01:30', offset: '+00:00' })
  })

  it('keeps the seconds in the full local date-time', () => {
    expect(instantToLocalDateTime('2026-12-03T09:00:42.500Z', 'America/New_York')).toBe('2026-12-03T04:00:42')
  })
})

describe('localDayBounds', () => {
  const hours = (bounds: { start: string; end: string }) => (Date.parse(bounds.end) - Date.parse(bounds.start)) / HOUR_MS

  it('gives 24, 23 and 25 hour days', () => {
    expect(localDayBounds('2026-03-28', 'Europe/London')).toEqual({
      start: '2026-03-28T00:00:00.000Z',
      end: '2026-03-29T00:00:00.000Z',
    })
    expect(localDayBounds('2026-03-29', 'Europe/London')).toEqual({
      start: '2026-03-29T00:00:00.000Z',
      end: '2026-03-29T23:00:00.000Z',
    })
    expect(hours(localDayBounds('2026-10-25', 'Europe/London'))).toBe(25)
    expect(hours(localDayBounds('2026-03-08', 'America/Los_Angeles'))).toBe(23)
    expect(hours(localDayBounds('2026-11-01', 'America/Los_Angeles'))).toBe(25)
    expect(localDayBounds('2026-04-05', 'Australia/Sydney')).toEqual({
      start: '2026-04-04T13:00:00.000Z',
      end: '2026-04-05T14:00:00.000Z',
    })
    expect(hours(localDayBounds('2026-10-04', 'Australia/Sydney'))).toBe(23)
    expect(localDayBounds('2026-10-25', 'Asia/Kolkata')).toEqual({
      start: '2026-10-24T18:30:00.000Z',
      end: '2026-10-25T18:30:00.000Z',
    })
  })

  it('starts a day whose midnight is skipped at its first existing moment', () => {
    // Chile moves 00:00 to 01:00 on 6 September 2026.
    expect(localDayBounds('2026-09-06', 'America/Santiago')).toEqual({
      start: '2026-09-06T04:00:00.000Z',
      end: '2026-09-07T03:00:00.000Z',
    })
  })
})

describe('months', () => {
  it('reads the month of an instant in the zone', () => {
    expect(monthOf('2026-12-01T02:00:00Z', 'America/Los_Angeles')).toBe('2026-11')
    expect(monthOf('2026-12-01T02:00:00Z', 'Europe/London')).toBe('2026-12')
    expect(monthOf('2026-11-30T10:15:00Z', 'Pacific/Chatham')).toBe('2026-12')
    expect(monthOf('2026-11-30T10:14:59.999Z', 'Pacific/Chatham')).toBe('2026-11')
  })

  it('bounds a month by its local midnights', () => {
    expect(monthBounds('2026-12', 'America/Los_Angeles')).toEqual({
      start: '2026-12-01T08:00:00.000Z',
      end: '2027-01-01T08:00:00.000Z',
    })
    // October in London runs from BST midnight to GMT midnight: 31 days and one hour.
    expect(monthBounds('2026-10', 'Europe/London')).toEqual({
      start: '2026-09-30T23:00:00.000Z',
      end: '2026-11-01T00:00:00.000Z',
    })
    expect(monthBounds('2026-12', 'Pacific/Chatham').start).toBe('2026-11-30T10:15:00.000Z')
    expect(() => monthBounds('2026-13', 'Europe/London')).toThrow(RangeError)
  })
})

