// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatWholeNumber } from './wholeNumber'

describe('formatWholeNumber', () => {
  it('writes what toLocaleString("en") writes, for whole numbers of every length and sign', () => {
    const values = [0, 1, 7, 12, 999, 1_000, 5_000, 12_345, 999_999, 1_000_000, 1_234_567, -1, -1_000, -98_765_432, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER]
    for (const value of values) expect(formatWholeNumber(value), String(value)).toBe(value.toLocaleString('en'))
  })

  it('leaves fractions, huge numbers and non-numbers to the browser', () => {
    for (const value of [1234.5, 0.25, 1e21, Number.NaN, Number.POSITIVE_INFINITY]) expect(formatWholeNumber(value)).toBe(value.toLocaleString('en'))
  })
})
