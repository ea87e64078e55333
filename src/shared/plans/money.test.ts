// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatCredit, formatMoney } from './money'

describe('formatMoney', () => {
  it('reads cents as dollars with the currency sign', () => {
    expect(formatMoney(999, 'usd', 'en-US')).toBe('$9.99')
    expect(formatMoney(9990, 'usd', 'en-US')).toBe('$99.90')
    expect(formatMoney(0, 'usd', 'en-US')).toBe('$0.00')
    expect(formatMoney(123456, 'usd', 'en-US')).toBe('$1,234.56')
  })

  it('keeps a single cent exact (no floating point drift)', () => {
    expect(formatMoney(1, 'usd', 'en-US')).toBe('$0.01')
    expect(formatMoney(1999, 'usd', 'en-US')).toBe('$19.99')
  })

  it('follows the locale for separators and sign placement', () => {
    expect(formatMoney(123456, 'usd', 'de-DE')).toBe('1.234,56\u00a0$')
  })
})

describe('formatCredit', () => {
  it('shows a credit as taken off with a real minus sign', () => {
    expect(formatCredit(450, 'usd', 'en-US')).toBe('−$4.50')
    expect(formatCredit(-450, 'usd', 'en-US')).toBe('−$4.50')
  })

  it('shows no sign for nothing', () => {
    expect(formatCredit(0, 'usd', 'en-US')).toBe('$0.00')
  })
})
