// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { cardLabel, expiryState, expiryText } from './cardText'

describe('card text', () => {
  it('names a card by brand and last four digits', () => {
    expect(cardLabel({ brand: 'visa', last4: '4242' })).toBe('Visa ·4242')
    expect(cardLabel({ brand: 'amex', last4: '0005' })).toBe('American Express ·0005')
  })

  it('writes the expiry as printed on the card', () => {
    expect(expiryText({ exp_month: 8, exp_year: 2027 })).toBe('08/27')
    expect(expiryText({ exp_month: 12, exp_year: 2030 })).toBe('12/30')
  })
})

describe('expiryState', () => {
  const now = new Date(2026, 4, 15) // 15 May 2026, local time

  it('keeps a card valid through the last day of its month', () => {
    expect(expiryState({ exp_month: 5, exp_year: 2026 }, new Date(2026, 4, 31, 23, 0))).toBe('expires-soon')
    expect(expiryState({ exp_month: 5, exp_year: 2026 }, new Date(2026, 5, 1, 0, 1))).toBe('expired')
  })

  it('marks a card expiring within sixty days', () => {
    expect(expiryState({ exp_month: 6, exp_year: 2026 }, now)).toBe('expires-soon')
    expect(expiryState({ exp_month: 7, exp_year: 2026 }, now)).toBe('valid')
  })

  it('marks a past month as expired', () => {
    expect(expiryState({ exp_month: 4, exp_year: 2026 }, now)).toBe('expired')
    expect(expiryState({ exp_month: 12, exp_year: 2025 }, now)).toBe('expired')
  })
})
