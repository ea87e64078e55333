// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatDate } from '../dates/formatDate'
import { planStatus } from './planStatus'

const periodEnd = '2026-04-05T12:00:00.000Z'
const live = { status: 'active', cancel_at_period_end: false, current_period_end: periodEnd, canceled_at: null } as const

describe('plan status', () => {
  it('says the same words for each state on every page', () => {
    expect(planStatus(live)).toMatchObject({ label: 'Active', tone: 'success', next: `Renews on ${formatDate(periodEnd)}` })
    expect(planStatus({ ...live, cancel_at_period_end: true })).toMatchObject({ label: `Cancels on ${formatDate(periodEnd)}`, tone: 'warning' })
    expect(planStatus({ ...live, status: 'past_due' })).toMatchObject({ label: 'Payment overdue', tone: 'danger' })
    expect(planStatus({ ...live, status: 'canceled' })).toMatchObject({ label: 'Ended', tone: 'neutral', next: `Ended on ${formatDate(periodEnd)}` })
  })
})
