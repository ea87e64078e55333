// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatDate, formatLongDate, formatPeriod } from './formatDate'

// Noon UTC, so the calendar day is the same in every time zone the tests may run in.
const march5 = '2026-03-05T12:00:00.000Z'
const april5 = '2026-04-05T12:00:00.000Z'

describe('dates', () => {
  it('formats a date in the given locale', () => {
    expect(formatDate(march5, 'en-US')).toBe('Mar 5, 2026')
    expect(formatLongDate(march5, 'en-US')).toBe('March 5, 2026')
    expect(formatDate(march5, 'en-GB')).toBe('5 Mar 2026')
  })

  it('writes a period as one range without repeating the year', () => {
    // ICU puts thin spaces around the dash; compare words, not the kind of space.
    expect(formatPeriod(march5, april5, 'en-US').replace(/\s/g, ' ')).toBe('Mar 5 – Apr 5, 2026')
  })

  it('writes nothing for a missing or unreadable date', () => {
    expect(formatDate(null)).toBe('')
    expect(formatLongDate(undefined)).toBe('')
    expect(formatDate('not a date')).toBe('')
  })
})
