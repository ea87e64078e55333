import { describe, expect, it } from 'vitest'
import { formatDuration } from './formatDuration'

describe('formatDuration', () => {
  it('writes seconds, minutes, or both', () => {
    expect([0, 5, 45, 60, 90, 125, 3600].map(formatDuration)).toEqual(['0 s', '5 s', '45 s', '1 min', '1 min 30 s', '2 min 5 s', '60 min'])
  })
})
