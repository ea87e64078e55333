// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { relativeTime } from './relativeTime'

const now = Date.parse('2025-03-10T12:00:00.000Z')
const ago = (ms: number) => new Date(now - ms).toISOString()
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

describe('relativeTime', () => {
  it('says just now for the last minute, and for a clock slightly ahead', () => {
    expect(relativeTime(ago(10_000), now)).toBe('just now')
    expect(relativeTime(ago(-20_000), now)).toBe('just now')
  })

  it('counts minutes, hours, days, weeks, months and years', () => {
    expect(relativeTime(ago(5 * MINUTE), now)).toBe('5 minutes ago')
    expect(relativeTime(ago(3 * HOUR), now)).toBe('3 hours ago')
    expect(relativeTime(ago(DAY), now)).toBe('yesterday')
    expect(relativeTime(ago(2 * DAY), now)).toBe('2 days ago')
    expect(relativeTime(ago(14 * DAY), now)).toBe('2 weeks ago')
    expect(relativeTime(ago(60 * DAY), now)).toBe('2 months ago')
    expect(relativeTime(ago(800 * DAY), now)).toBe('2 years ago')
  })

  it('gives nothing for a date it cannot read', () => {
    expect(relativeTime('not a date', now)).toBe('')
  })
})
