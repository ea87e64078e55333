import { beforeEach, describe, expect, it } from 'vitest'
import type { CurrentSubscriptionResponse, Invoice, ItemResponse, ListResponse, Order, PageResponse, Refund, Subscription, SubscriptionResponse, UsageChargeResponse } from '@/api/payments/paymentTypes'
import { db } from '@mocks/db/db'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { SEED_REFUNDABLE_INVOICE_ID, SEED_SUBSCRIPTION_IDS } from '@mocks/db/seedBilling'
import { STRIPE } from '@mocks/billing/paymentCalls.testing'
import { callMock, signIn } from '@mocks/testing/callMock'

type Answer<T> = T & { message?: string; validation?: Record<string, string> }

let adminToken = ''
let memberToken = ''

beforeEach(async () => {
  ;[adminToken, memberToken] = await Promise.all([signIn(DEMO_ACCOUNTS.admin), signIn(DEMO_ACCOUNTS.member)])
})

const asAdmin = <T>(method: string, path: string, body?: unknown) => callMock<Answer<T>>(method, `${STRIPE}/${path}`, { token: adminToken, body })
const memberSubscription = () => callMock<CurrentSubscriptionResponse>('GET', `${STRIPE}/customer/subscription`, { token: memberToken })

describe('commerce lists (admin)', () => {
  it('lists every subscription, invoice and order, newest first', async () => {
    const subscriptions = await asAdmin<ListResponse<Subscription>>('GET', 'subscriptions')
    // 3 and invoices 5 and 6 are the Coach plan member's (mocks/db/seedBookings.ts).
    expect(subscriptions.body.list.map((row) => row.id)).toEqual([SEED_SUBSCRIPTION_IDS.jordan, 3, SEED_SUBSCRIPTION_IDS.maya])
    const invoices = await asAdmin<ListResponse<Invoice>>('GET', 'invoices')
    expect(invoices.body.list.map((row) => row.id)).toEqual([4, 6, 3, 5, 2, 1])
    const orders = await asAdmin<ListResponse<Order>>('GET', 'orders')
    expect(orders.body.list.map((row) => row.invoice_id)).toEqual([4, 6, 3, 5, 2, 1])
  })

  it('pages invoices with status and email filters', async () => {
    const first = await asAdmin<PageResponse<Invoice>>('GET', 'invoices-v2')
    expect(first.body).toMatchObject({ page: 1, limit: 10, total: 6, num_pages: 1 })
    const paged = await asAdmin<PageResponse<Invoice>>('GET', 'invoices-v2?page=2&limit=4')
    expect(paged.body).toMatchObject({ page: 2, limit: 4, total: 6, num_pages: 2 })
    expect(paged.body.list.map((row) => row.id)).toEqual([2, 1])
    const byEmail = await asAdmin<PageResponse<Invoice>>('GET', 'invoices-v2?email=SECOND@')
    expect(byEmail.body.list.map((row) => row.id)).toEqual([SEED_REFUNDABLE_INVOICE_ID])
    await asAdmin('POST', 'refund', { invoice_id: 1, reason: 'Goodwill' })
    const refunded = await asAdmin<PageResponse<Invoice>>('GET', 'invoices-v2?status=refunded')
    expect(refunded.body.list.map((row) => row.id)).toEqual([1])
    expect((await asAdmin('GET', 'invoices-v2?status=lost')).status).toBe(400)
  })
})

describe('DELETE stripe/subscription/{id} (admin)', () => {
  it('ends the subscription at once', async () => {
    const { status, body } = await asAdmin<SubscriptionResponse>('DELETE', `subscription/${SEED_SUBSCRIPTION_IDS.maya}`)
    expect(status).toBe(200)
    expect(body.subscription).toMatchObject({ status: 'canceled', cancel_at_period_end: false })
    expect((await memberSubscription()).body.subscription).toBeNull()
    expect((await asAdmin('DELETE', `subscription/${SEED_SUBSCRIPTION_IDS.maya}`)).status).toBe(409)
    expect((await asAdmin('DELETE', 'subscription/999')).status).toBe(404)
  })
})

describe('POST stripe/subscription/usage-charge (admin)', () => {
  it('puts coaching sessions on the upcoming invoice, at 500 cents each', async () => {
    const { status, body } = await asAdmin<UsageChargeResponse>('POST', 'subscription/usage-charge', { subId: SEED_SUBSCRIPTION_IDS.maya, quantity: 3 })
    expect(status).toBe(200)
    expect(body.upcoming.lines).toEqual([
      { description: 'MoveTime Premium · Monthly', quantity: 1, unit_amount: 999, amount: 999 },
      { description: 'Coaching session × 3', quantity: 3, unit_amount: 500, amount: 1500 },
    ])
    expect(body.upcoming.amount_due).toBe(2499)
    expect((await memberSubscription()).body.upcoming).toEqual(body.upcoming)
  })

  it('bills the usage at renewal, then it leaves the upcoming invoice', async () => {
    await asAdmin('POST', 'subscription/usage-charge', { subId: SEED_SUBSCRIPTION_IDS.maya, quantity: 2 })
    await db.subscription.update((q) => q.where({ id: SEED_SUBSCRIPTION_IDS.maya }), {
      data: (draft) => void (draft.current_period_end = new Date(Date.now() - 60_000).toISOString()),
    })
    const { body } = await memberSubscription()
    const renewal = db.invoice.findMany((q) => q.where({ user_id: DEMO_ACCOUNTS.member.id })).at(-1)
    expect(renewal?.lines.map((line) => line.description)).toEqual(['MoveTime Premium · Monthly', 'Coaching session × 2'])
    expect(renewal).toMatchObject({ amount_paid: 1999, status: 'paid' })
    expect(body.upcoming?.lines).toHaveLength(1)
  })

  it('bills usage on a final invoice when a cancelled plan ends', async () => {
    await callMock('DELETE', `${STRIPE}/customer/subscription/${SEED_SUBSCRIPTION_IDS.maya}`, { token: memberToken })
    const { body } = await asAdmin<UsageChargeResponse>('POST', 'subscription/usage-charge', { subId: SEED_SUBSCRIPTION_IDS.maya, quantity: 1 })
    expect(body.upcoming.lines).toEqual([{ description: 'Coaching session × 1', quantity: 1, unit_amount: 500, amount: 500 }])
    await db.subscription.update((q) => q.where({ id: SEED_SUBSCRIPTION_IDS.maya }), {
      data: (draft) => void (draft.current_period_end = new Date(Date.now() - 60_000).toISOString()),
    })
    expect((await memberSubscription()).body.subscription).toBeNull()
    const last = db.invoice.findMany((q) => q.where({ user_id: DEMO_ACCOUNTS.member.id })).at(-1)
    expect(last).toMatchObject({ amount_paid: 500, lines: [{ description: 'Coaching session × 1', quantity: 1, unit_amount: 500, amount: 500 }] })
  })

  it('checks the request and that the subscription is live', async () => {
    const bad = await asAdmin('POST', 'subscription/usage-charge', { subId: 'one', quantity: 0 })
    expect(Object.keys(bad.body.validation ?? {}).sort()).toEqual(['quantity', 'subId'])
    expect((await asAdmin('POST', 'subscription/usage-charge', { subId: 1, quantity: 1001 })).status).toBe(400)
    expect((await asAdmin('POST', 'subscription/usage-charge', { subId: 99, quantity: 1 })).status).toBe(404)
    await asAdmin('DELETE', `subscription/${SEED_SUBSCRIPTION_IDS.maya}`)
    expect((await asAdmin('POST', 'subscription/usage-charge', { subId: SEED_SUBSCRIPTION_IDS.maya, quantity: 1 })).status).toBe(409)
  })
})

describe('POST stripe/refund (admin)', () => {
  it('refunds part, then the rest, updating the invoice, the charge and the order', async () => {
    const part = await asAdmin<ItemResponse<Refund>>('POST', 'refund', { invoice_id: 3, amount: 400, reason: 'Missed a week' })
    expect(part.status).toBe(200)
    expect(part.body.model).toMatchObject({ invoice_id: 3, charge_id: 3, amount: 400, status: 'succeeded', reason: 'Missed a week' })
    expect(db.invoice.findFirst((q) => q.where({ id: 3 }))).toMatchObject({ status: 'partially_refunded', amount_refunded: 400 })
    expect(db.charge.findFirst((q) => q.where({ id: 3 }))).toMatchObject({ status: 'partially_refunded', amount_refunded: 400 })

    const tooMuch = await asAdmin('POST', 'refund', { invoice_id: 3, amount: 600, reason: 'Again' })
    expect(tooMuch.status).toBe(400)
    expect(tooMuch.body.validation?.amount).toBe('The most that can be refunded is $5.99.')

    const rest = await asAdmin<ItemResponse<Refund>>('POST', 'refund', { invoice_id: 3, reason: 'The rest' })
    expect(rest.body.model.amount).toBe(599)
    expect(db.invoice.findFirst((q) => q.where({ id: 3 }))).toMatchObject({ status: 'refunded', amount_refunded: 999 })
    expect(db.charge.findFirst((q) => q.where({ id: 3 }))).toMatchObject({ status: 'refunded', amount_refunded: 999 })
    expect(db.order.findFirst((q) => q.where({ invoice_id: 3 }))?.status).toBe('refunded')
    expect((await asAdmin('POST', 'refund', { invoice_id: 3, reason: 'Once more' })).status).toBe(409)
  })

  it('fulfils the member’s pending refund request for the invoice', async () => {
    const pendingBefore = db.refund.findFirst((q) => q.where({ invoice_id: SEED_REFUNDABLE_INVOICE_ID }))
    expect(pendingBefore?.status).toBe('pending')
    const { body } = await asAdmin<ItemResponse<Refund>>('POST', 'refund', { invoice_id: SEED_REFUNDABLE_INVOICE_ID, reason: 'Approved' })
    expect(body.model).toMatchObject({ id: pendingBefore?.id, status: 'succeeded', amount: 9990 })
    expect(db.refund.findMany((q) => q.where({ invoice_id: SEED_REFUNDABLE_INVOICE_ID }))).toHaveLength(1)
    expect(db.invoice.findFirst((q) => q.where({ id: SEED_REFUNDABLE_INVOICE_ID }))?.status).toBe('refunded')
  })

  it('checks the request', async () => {
    const bad = await asAdmin('POST', 'refund', { amount: -1 })
    expect(Object.keys(bad.body.validation ?? {}).sort()).toEqual(['amount', 'invoice_id', 'reason'])
    expect((await asAdmin('POST', 'refund', { invoice_id: 999, reason: 'x' })).status).toBe(404)
  })
})

describe('admin only', () => {
  it('answers 403 to a member and 401 without a token', async () => {
    for (const [method, path] of [
      ['GET', 'subscriptions'],
      ['DELETE', `subscription/${SEED_SUBSCRIPTION_IDS.maya}`],
      ['POST', 'subscription/usage-charge'],
      ['GET', 'invoices'],
      ['GET', 'invoices-v2'],
      ['GET', 'orders'],
      ['POST', 'refund'],
    ] as const) {
      expect((await callMock(method, `${STRIPE}/${path}`, { token: memberToken, body: {} })).status, `${method} ${path}`).toBe(403)
      expect((await callMock(method, `${STRIPE}/${path}`, { body: {} })).status, `${method} ${path}`).toBe(401)
    }
    expect(db.subscription.findFirst((q) => q.where({ id: SEED_SUBSCRIPTION_IDS.maya }))?.status).toBe('active')
  })
})
