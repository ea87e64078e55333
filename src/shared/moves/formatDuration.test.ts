// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatDuration, formatLongDuration } from './formatDuration'

describe('formatDuration', () => {
  it('writes seconds, minutes, or both', () => {
    expect([0, 5, 45, 60, 90, 125, 3600].map(formatDuration)).toEqual(['0 s', '5 s', '45 s', '1 min', '1 min 30 s', '2 min 5 s', '60 min'])
  })
})

describe('formatLongDuration', () => {
  it('writes whole words up to a minute, and singular forms for one', () => {
    expect([0, 1, 45, 60, 90, 120].map(formatLongDuration)).toEqual(['0 seconds', '1 second', '45 seconds', '1 minute', '1 min 30 s', '2 minutes'])
  })
})
