// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { otherZoneRangeText, otherZoneTimeText } from './otherZoneTime'

// 21:30 on Tuesday 1 December 2026 in London is 08:30 on Wednesday the 2nd in Sydney.
const START = '2026-12-01T21:30:00Z'
const END = '2026-12-01T22:15:00Z'

describe('the coach’s clock beside the member’s', () => {
  it('shows only when it reads differently, with the day when that differs', () => {
    expect(otherZoneTimeText(START, 'Europe/London', 'Europe/Lisbon')).toBeNull()
    expect(otherZoneTimeText(START, 'Europe/London', 'America/Los_Angeles')).toBe('13:30 Los Angeles time')
    expect(otherZoneTimeText(START, 'Europe/London', 'Australia/Sydney')).toBe('Wed 08:30 Sydney time')
    expect(otherZoneRangeText(START, END, 'Europe/London', 'America/New_York')).toBe('16:30–17:15 New York time')
    expect(otherZoneRangeText(START, END, 'Europe/London', 'Europe/Lisbon')).toBeNull()
  })
})
