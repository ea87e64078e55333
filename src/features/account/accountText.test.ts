import { describe, expect, it } from 'vitest'
import { readAuthCode } from './authCode'
import { formatLongDate } from './formatDate'
import { groupSecret } from './groupSecret'
import { planSummary } from './planSummary'
import { goalOptions } from './trainingOptions'
import { isWebAddress } from './webAddress'

describe('groupSecret', () => {
  it('groups a base32 secret in fours, the last group shorter', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPJB')).toBe('JBSW Y3DP EHPK 3PXP JB')
    expect(groupSecret('JBSW Y3DP')).toBe('JBSW Y3DP')
    expect(groupSecret('')).toBe('')
  })
})

describe('readAuthCode', () => {
  it('takes six digits, with or without a space or dash in the middle', () => {
    expect(readAuthCode('123456')).toBe('123456')
    expect(readAuthCode(' 123 456 ')).toBe('123456')
    expect(readAuthCode('123-456')).toBe('123456')
  })

  it('refuses anything else', () => {
    for (const typed of ['', '12345', '1234567', '12345a', 'abcdef']) expect(readAuthCode(typed)).toBeNull()
  })
})

describe('planSummary', () => {
  const base = { status: 'active' as const, cancel_at_period_end: false, current_period_end: '2026-05-01T00:00:00.000Z', canceled_at: null }
  const end = formatLongDate(base.current_period_end)

  it('says when an active plan renews', () => {
    expect(planSummary(base)).toEqual({ status: 'Active', when: `Renews on ${end}` })
  })

  it('says a cancelled plan stays active until the end of the paid period', () => {
    expect(planSummary({ ...base, cancel_at_period_end: true })).toEqual({ status: 'Cancelled', when: `Active until ${end}` })
  })

  it('says when an ended plan ended, and flags an overdue payment', () => {
    expect(planSummary({ ...base, status: 'canceled', canceled_at: '2026-04-10T00:00:00.000Z' })).toEqual({
      status: 'Ended',
      when: `Ended on ${formatLongDate('2026-04-10T00:00:00.000Z')}`,
    })
    expect(planSummary({ ...base, status: 'past_due' }).status).toBe('Payment overdue')
  })
})

describe('goalOptions', () => {
  it('keeps a goal from outside the list as the last choice, once', () => {
    expect(goalOptions('Build a daily habit').map((option) => option.value)).toEqual([
      'Build strength',
      'Improve mobility',
      'Lose weight',
      'Train for an event',
      'Stay active',
      'Build a daily habit',
    ])
    expect(goalOptions('Stay active')).toHaveLength(5)
    expect(goalOptions('')).toHaveLength(5)
  })
})

describe('isWebAddress', () => {
  it('takes http and https addresses only', () => {
    expect(isWebAddress('https://example.com/me.jpg')).toBe(true)
    expect(isWebAddress('http://example.com/me.jpg')).toBe(true)
    expect(isWebAddress('javascript:alert(1)')).toBe(false)
    expect(isWebAddress('me.jpg')).toBe(false)
  })
})
