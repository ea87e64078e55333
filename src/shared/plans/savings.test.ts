// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { savingsText, yearlySavings } from './savings'

describe('yearlySavings', () => {
  it('calls a yearly price of ten monthly payments "2 months free"', () => {
    const savings = yearlySavings(999, 9990)
    expect(savings).toEqual({ saved: 1998, monthsFree: 2, percent: 17 })
    expect(savings && savingsText(savings)).toBe('2 months free')
  })

  it('says "1 month free" in the singular', () => {
    const savings = yearlySavings(1000, 11000)
    expect(savings && savingsText(savings)).toBe('1 month free')
  })

  it('falls back to a percentage when the saving is not a whole number of months', () => {
    // 12 × $10 = $120; $102 saves $18, 1.8 months.
    const savings = yearlySavings(1000, 10200)
    expect(savings?.monthsFree).toBeNull()
    expect(savings && savingsText(savings)).toBe('Save 15%')
  })

  it('rounds a saving within a twentieth of a month to whole months', () => {
    // $19.99 × 10 = $199.90, the seeded Coach yearly price: exactly 2 months.
    expect(yearlySavings(1999, 19990)?.monthsFree).toBe(2)
    // One cent off 2 months is still "2 months free".
    expect(yearlySavings(1999, 19991)?.monthsFree).toBe(2)
  })

  it('offers no savings when yearly costs as much or more than twelve months', () => {
    expect(yearlySavings(999, 11988)).toBeNull()
    expect(yearlySavings(999, 12000)).toBeNull()
    expect(yearlySavings(0, 1000)).toBeNull()
  })
})
