// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatDate } from '@/shared/dates/formatDate'
import { planStatus } from '@/shared/plans/planStatus'
import { readAuthCode } from './authCode'
import { groupSecret } from './groupSecret'
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

// The account hub's plan card shows the shared plan wording; src/shared/plans/planStatus.test.ts
// covers each state's words. These are the cases it does not.
describe('planStatus on the account plan card', () => {
  const base = { status: 'active' as const, cancel_at_period_end: false, current_period_end: '2026-05-01T00:00:00.000Z', canceled_at: null }

  it('dates an ended plan by when it was cancelled, not by the end of its last period', () => {
    expect(planStatus({ ...base, status: 'canceled', canceled_at: '2026-04-10T00:00:00.000Z' })).toMatchObject({
      label: 'Ended',
      next: `Ended on ${formatDate('2026-04-10T00:00:00.000Z')}`,
    })
  })

  it('says what an overdue payment asks of the member', () => {
    expect(planStatus({ ...base, status: 'past_due' }).next).toBe('Update your card to keep your plan.')
  })

  it('leaves the next date out when the period end is unknown', () => {
    expect(planStatus({ ...base, current_period_end: '' }).next).toBe('')
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
