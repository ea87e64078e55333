import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ChangeSubscriptionResponse, CurrentSubscriptionResponse, SubscriptionResponse } from '@/api/payments/paymentTypes'
import { db } from '@mocks/db/db'
import type { SubscriptionRow } from '@mocks/db/paymentSchemas'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { SEED_CARD_IDS, SEED_PRICE_IDS, SEED_SUBSCRIPTION_IDS } from '@mocks/db/seedBilling'
import { STRIPE, newKey } from '@mocks/billing/paymentCalls.testing'
import { callMock, signIn } from '@mocks/testing/callMock'

const { member, second } = DEMO_ACCOUNTS
const MAYA_SUB = SEED_SUBSCRIPTION_IDS.maya
const DAY = 86_400_000
const NOW = new Date('2026-03-10T12:00:00.000Z')

let memberToken = ''

beforeEach(async () => {
  memberToken = await signIn(member)
})

afterEach(() => {
  vi.useRealTimers()
})

const current = () => callMock<CurrentSubscriptionResponse>('GET', `${STRIPE}/customer/subscription`, { token: memberToken })
const change = (body: Record<string, unknown>) => callMock<ChangeSubscriptionResponse & { message?: string }>('PUT', `${STRIPE}/customer/subscription`, { token: memberToken, body })
const cancel = (id: number, token = memberToken) => callMock<SubscriptionResponse & { message?: string }>('DELETE', `${STRIPE}/customer/subscription/${id}`, { token })

async function editSubscription(id: number, edit: (draft: SubscriptionRow) => void): Promise<void> {
  await db.subscription.update((q) => q.where({ id }), { data: edit })
}

/** Fixes the clock at NOW and puts Maya's plan on the price, in a period around NOW. */
async function mayaOn(priceId: number, startDaysAgo: number, endDaysAhead: number): Promise<void> {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
  memberToken = await signIn(member)
  await editSubscription(MAYA_SUB, (draft) => {
    draft.price_id = priceId
    draft.billing_anchor = new Date(NOW.getTime() - startDaysAgo * DAY).toISOString()
    draft.current_period_start = draft.billing_anchor
    draft.current_period_end = new Date(NOW.getTime() + endDaysAhead * DAY).toISOString()
  })
}

const mine = <T extends { user_id: number }>(rows: T[]) => rows.filter((row) => row.user_id === member.id)

describe('GET customer/subscription', () => {
  it('shows the seeded member on Premium monthly, alive today, with the renewal as the upcoming invoice', async () => {
    const { status, body } = await current()
    expect(status).toBe(200)
    expect(body.subscription).toMatchObject({ id: MAYA_SUB, product_name: 'MoveTime Premium', interval: 'month', amount: 999, status: 'active', cancel_at_period_end: false })
    const end = Date.parse(body.subscription?.current_period_end ?? '')
    expect(Date.parse(body.subscription?.current_period_start ?? '')).toBeLessThanOrEqual(Date.now())
    expect(end).toBeGreaterThan(Date.now())
    expect(body.upcoming).toEqual({
      date: body.subscription?.current_period_end,
      currency: 'usd',
      lines: [{ description: 'MoveTime Premium · Monthly', quantity: 1, unit_amount: 999, amount: 999 }],
      amount_due: 999,
    })
    expect(mine(db.invoice.all()).filter((invoice) => invoice.status === 'paid')).toHaveLength(3)
  })

  it('answers null for a member with no plan', async () => {
    const token = await signIn(DEMO_ACCOUNTS.priya)
    const { body } = await callMock<CurrentSubscriptionResponse>('GET', `${STRIPE}/customer/subscription`, { token })
    expect(body).toEqual({ error: false, subscription: null, upcoming: null })
  })
})

describe('cancel and resume', () => {
  it('cancels at the period end: still active, no upcoming invoice', async () => {
    const { status, body } = await cancel(MAYA_SUB)
    expect(status).toBe(200)
    expect(body.subscription).toMatchObject({ status: 'active', cancel_at_period_end: true })
    expect(body.subscription.canceled_at).not.toBeNull()
    const after = await current()
    expect(after.body.subscription?.cancel_at_period_end).toBe(true)
    expect(after.body.upcoming).toBeNull()
  })

  it('cancels only the member’s own subscription', async () => {
    expect((await cancel(SEED_SUBSCRIPTION_IDS.jordan)).status).toBe(404)
    expect((await cancel(9999)).status).toBe(404)
    expect(db.subscription.findFirst((q) => q.where({ id: SEED_SUBSCRIPTION_IDS.jordan }))?.cancel_at_period_end).toBe(false)
  })

  it('resumes a cancelled plan, and refuses to resume one that is not cancelled', async () => {
    const notCancelled = await change({ cancel_at_period_end: false })
    expect(notCancelled.status).toBe(409)
    await cancel(MAYA_SUB)
    const resumed = await change({ cancel_at_period_end: false })
    expect(resumed.status).toBe(200)
    expect(resumed.body.subscription).toMatchObject({ cancel_at_period_end: false, canceled_at: null, status: 'active' })
    expect((await current()).body.upcoming?.amount_due).toBe(999)
  })

  it('cannot resume a plan that has already ended', async () => {
    await cancel(MAYA_SUB)
    await editSubscription(MAYA_SUB, (draft) => void (draft.current_period_end = new Date(Date.now() - 1000).toISOString()))
    const { status, body } = await change({ cancel_at_period_end: true })
    expect(status).toBe(400)
    const ended = await change({ cancel_at_period_end: false })
    expect(ended.status).toBe(409)
    expect(ended.body.message).toBe('This plan has already ended. Choose a plan to join again.')
    expect(body.message).toBeTruthy()
  })
})

describe('changing plan', () => {
  it('previews the change: unused time credited against a full new period, and changes nothing', async () => {
    await mayaOn(SEED_PRICE_IDS.premiumMonthly, 10, 20)
    const before = JSON.stringify({ subscription: db.subscription.all(), invoice: db.invoice.all(), charge: db.charge.all() })
    const { status, body } = await change({ price_id: SEED_PRICE_IDS.coachMonthly, preview: true })
    expect(status).toBe(200)
    // 20 of 30 days unused: 999 × 2/3 = 666.
    expect(body.preview).toEqual({
      from_price_id: SEED_PRICE_IDS.premiumMonthly,
      to_price_id: SEED_PRICE_IDS.coachMonthly,
      currency: 'usd',
      credit: 666,
      charge: 1999,
      amount_due_now: 1333,
      carried_credit: 0,
      new_period_end: '2026-04-10T12:00:00.000Z',
    })
    expect(body.subscription.price_id).toBe(SEED_PRICE_IDS.premiumMonthly)
    expect(JSON.stringify({ subscription: db.subscription.all(), invoice: db.invoice.all(), charge: db.charge.all() })).toBe(before)
  })

  it('rounds the credit to whole cents and carries a credit larger than the new charge', async () => {
    await mayaOn(SEED_PRICE_IDS.coachYearly, 1, 364)
    const { body } = await change({ price_id: SEED_PRICE_IDS.premiumMonthly, preview: true })
    // 19990 × 364/365 = 19935.23…
    expect(body.preview).toMatchObject({ credit: 19935, charge: 999, amount_due_now: 0, carried_credit: 18936, new_period_end: '2026-04-10T12:00:00.000Z' })
  })

  it('charges the difference to the default card and starts a new period now', async () => {
    await mayaOn(SEED_PRICE_IDS.premiumMonthly, 10, 20)
    const chargesBefore = db.charge.count()
    const { status, body } = await change({ price_id: SEED_PRICE_IDS.coachMonthly, idempotency_key: newKey() })
    expect(status).toBe(200)
    expect(body.subscription).toMatchObject({ price_id: SEED_PRICE_IDS.coachMonthly, product_name: 'MoveTime Coach', amount: 1999, current_period_start: NOW.toISOString(), current_period_end: '2026-04-10T12:00:00.000Z' })
    expect(body.invoice).toMatchObject({
      status: 'paid',
      lines: [
        { description: 'Unused time on MoveTime Premium · Monthly', quantity: 1, unit_amount: -666, amount: -666 },
        { description: 'MoveTime Coach · Monthly from Mar 10, 2026', quantity: 1, unit_amount: 1999, amount: 1999 },
      ],
      subtotal: 1333,
      amount_due: 1333,
      amount_paid: 1333,
      card_brand: 'visa',
      card_last4: '4242',
    })
    expect(db.charge.count()).toBe(chargesBefore + 1)
    expect((await current()).body.upcoming).toMatchObject({ date: '2026-04-10T12:00:00.000Z', amount_due: 1999 })
  })

  it('puts a carried credit on the next invoice', async () => {
    await mayaOn(SEED_PRICE_IDS.coachYearly, 1, 364)
    const chargesBefore = db.charge.count()
    const { body } = await change({ price_id: SEED_PRICE_IDS.premiumMonthly, idempotency_key: newKey() })
    expect(body.invoice).toMatchObject({ amount_due: 0, amount_paid: 0, status: 'paid', card_brand: null })
    expect(db.charge.count()).toBe(chargesBefore)
    const { body: after } = await current()
    expect(after.upcoming?.lines).toEqual([
      { description: 'MoveTime Premium · Monthly', quantity: 1, unit_amount: 999, amount: 999 },
      { description: 'Credit from your plan change', quantity: 1, unit_amount: -999, amount: -999 },
    ])
    expect(after.upcoming?.amount_due).toBe(0)
  })

  it('changes nothing when the default card is declined', async () => {
    await mayaOn(SEED_PRICE_IDS.premiumMonthly, 10, 20)
    await db.card.update((q) => q.where({ id: SEED_CARD_IDS.mayaVisa }), { data: (draft) => void (draft.behaviour = 'insufficient_funds') })
    const before = JSON.stringify({ subscription: db.subscription.all(), invoice: db.invoice.all(), charge: db.charge.all() })
    const { status, body } = await change({ price_id: SEED_PRICE_IDS.coachMonthly, idempotency_key: newKey() })
    expect(status).toBe(402)
    expect(body.message).toBe('Your card has insufficient funds.')
    expect(JSON.stringify({ subscription: db.subscription.all(), invoice: db.invoice.all(), charge: db.charge.all() })).toBe(before)
  })

  it('charges once for a repeated change with the same key', async () => {
    await mayaOn(SEED_PRICE_IDS.premiumMonthly, 10, 20)
    const key = newKey()
    const first = await change({ price_id: SEED_PRICE_IDS.coachMonthly, idempotency_key: key })
    const again = await change({ price_id: SEED_PRICE_IDS.coachMonthly, idempotency_key: key })
    expect(again.body).toEqual(first.body)
    expect(mine(db.invoice.all())).toHaveLength(4)
  })

  it('refuses the same plan, an unavailable one, and a member with no plan', async () => {
    const same = await change({ price_id: SEED_PRICE_IDS.premiumMonthly, preview: true })
    expect(same.status).toBe(400)
    expect(same.body.message).toBe('You are already on this plan.')
    expect((await change({ price_id: SEED_PRICE_IDS.archivedPremiumMonthly, preview: true })).status).toBe(404)
    expect((await change({ price_id: SEED_PRICE_IDS.coachMonthly })).status).toBe(400)
    const priyaToken = await signIn(DEMO_ACCOUNTS.priya)
    const none = await callMock('PUT', `${STRIPE}/customer/subscription`, { token: priyaToken, body: { price_id: SEED_PRICE_IDS.coachMonthly, preview: true } })
    expect(none.status).toBe(404)
  })
})

describe('the period ending (settled lazily on the next read)', () => {
  it('renews: charges the default card, issues a paid invoice and moves the period on', async () => {
    await mayaOn(SEED_PRICE_IDS.premiumMonthly, 25, 5)
    const end = new Date(NOW.getTime() + 5 * DAY).toISOString()
    vi.setSystemTime(new Date(NOW.getTime() + 6 * DAY))
    memberToken = await signIn(member)
    const { body } = await current()
    expect(body.subscription).toMatchObject({ status: 'active', current_period_start: end })
    const renewal = mine(db.invoice.all()).find((invoice) => invoice.created_at === end)
    expect(renewal).toMatchObject({ status: 'paid', amount_paid: 999, period_start: end, period_end: body.subscription?.current_period_end, card_last4: '4242' })
    expect(db.charge.findFirst((q) => q.where({ invoice_id: renewal?.id ?? 0 }))).toMatchObject({ amount: 999, status: 'succeeded' })
    expect(body.upcoming?.date).toBe(body.subscription?.current_period_end)
  })

  it('renews every period missed since the last read, the day of the month kept', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-01-20T12:00:00.000Z'))
    memberToken = await signIn(member)
    await editSubscription(MAYA_SUB, (draft) => {
      draft.billing_anchor = '2025-12-31T09:00:00.000Z'
      draft.current_period_start = '2025-12-31T09:00:00.000Z'
      draft.current_period_end = '2026-01-31T09:00:00.000Z'
    })
    const before = mine(db.invoice.all()).length
    vi.setSystemTime(new Date('2026-04-02T12:00:00.000Z'))
    memberToken = await signIn(member)
    const { body } = await current()
    expect(mine(db.invoice.all()).length).toBe(before + 3)
    expect(body.subscription).toMatchObject({ current_period_start: '2026-03-31T09:00:00.000Z', current_period_end: '2026-04-30T09:00:00.000Z' })
    const periods = mine(db.invoice.all())
      .slice(-3)
      .map((invoice) => invoice.period_start.slice(0, 10))
    expect(periods).toEqual(['2026-01-31', '2026-02-28', '2026-03-31'])
  })

  it('ends a cancelled plan at the period end', async () => {
    await mayaOn(SEED_PRICE_IDS.premiumMonthly, 25, 5)
    await cancel(MAYA_SUB)
    const invoicesBefore = db.invoice.count()
    vi.setSystemTime(new Date(NOW.getTime() + 6 * DAY))
    memberToken = await signIn(member)
    const { body } = await current()
    expect(body).toEqual({ error: false, subscription: null, upcoming: null })
    expect(db.invoice.count()).toBe(invoicesBefore)
    const membership = await callMock<{ active: boolean; history: Array<{ status: string }> }>('GET', '/v3/api/custom/movetime/subscriptions', { token: memberToken })
    expect(membership.body.active).toBe(false)
    expect(membership.body.history[0]?.status).toBe('canceled')
  })

  it('goes past due when the renewal is declined, and recovers once the default card works', async () => {
    await mayaOn(SEED_PRICE_IDS.premiumMonthly, 25, 5)
    await db.card.update((q) => q.where({ id: SEED_CARD_IDS.mayaVisa }), { data: (draft) => void (draft.behaviour = 'insufficient_funds') })
    vi.setSystemTime(new Date(NOW.getTime() + 6 * DAY))
    memberToken = await signIn(member)
    const failed = await current()
    expect(failed.body.subscription?.status).toBe('past_due')
    const open = mine(db.invoice.all()).find((invoice) => invoice.status === 'open')
    expect(open).toMatchObject({ amount_due: 999, amount_paid: 0, card_last4: null })

    await callMock('PUT', `${STRIPE}/customer/card/${SEED_CARD_IDS.mayaMastercard}/set-default`, { token: memberToken })
    const recovered = await current()
    expect(recovered.body.subscription?.status).toBe('active')
    expect(db.invoice.findFirst((q) => q.where({ id: open?.id ?? 0 }))).toMatchObject({ status: 'paid', amount_paid: 999, card_last4: '4444' })
  })

  it('lets a member whose plan ended join again', async () => {
    await mayaOn(SEED_PRICE_IDS.premiumMonthly, 25, 5)
    await cancel(MAYA_SUB)
    vi.setSystemTime(new Date(NOW.getTime() + 6 * DAY))
    memberToken = await signIn(member)
    const { status } = await callMock('POST', `${STRIPE}/checkout`, { token: memberToken, body: { price_id: SEED_PRICE_IDS.premiumYearly, card_id: SEED_CARD_IDS.mayaVisa, idempotency_key: newKey() } })
    expect(status).toBe(200)
  })
})

describe('sign-in and roles', () => {
  it('answers 401 without a token and 403 to an admin', async () => {
    expect((await callMock('GET', `${STRIPE}/customer/subscription`)).status).toBe(401)
    const adminToken = await signIn(DEMO_ACCOUNTS.admin)
    expect((await callMock('GET', `${STRIPE}/customer/subscription`, { token: adminToken })).status).toBe(403)
    expect((await cancel(MAYA_SUB, await signIn(second))).status).toBe(404)
  })
})
