// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { intervalLabel, perInterval, renewalText } from './periodText'

describe('period text', () => {
  it('names the billing choice', () => {
    expect(intervalLabel('month')).toBe('Monthly')
    expect(intervalLabel('year')).toBe('Yearly')
  })

  it('writes the suffix after a price', () => {
    expect(perInterval('month')).toBe('/month')
    expect(perInterval('year')).toBe('/year')
  })

  it('says when the plan renews', () => {
    expect(renewalText('month')).toBe('Then renews every month, cancel any time.')
    expect(renewalText('year')).toBe('Then renews every year, cancel any time.')
  })
})
