import { beforeEach, describe, expect, it } from 'vitest'
import type { CheckoutResponse } from '@/api/payments/paymentTypes'
import { db } from '@mocks/db/db'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { SEED_CARD_IDS, SEED_PRICE_IDS } from '@mocks/db/seedBilling'
import { STRIPE, TEST_CARDS, checkout, newKey, tokenFor } from '@mocks/billing/paymentCalls.testing'
import { callMock, signIn } from '@mocks/testing/callMock'
import { updateUser } from '@mocks/accounts/accountStore'

const { member, priya, tom, admin } = DEMO_ACCOUNTS

let priyaToken = ''

beforeEach(async () => {
  priyaToken = await signIn(priya)
})

const counts = () => ({
  customer: db.customer.count(),
  card: db.card.count(),
  subscription: db.subscription.count(),
  invoice: db.invoice.count(),
  charge: db.charge.count(),
  order: db.order.count(),
})

describe('POST stripe/checkout', () => {
  it('refuses an account whose email is not verified, and charges nothing', async () => {
    await updateUser(priya.id, (draft) => {
      draft.verified = false
    })
    const before = counts()
    const { status, body } = await checkout(priyaToken, SEED_PRICE_IDS.premiumMonthly, { card_token: await tokenFor(TEST_CARDS.visa) })
    expect(status).toBe(403)
    expect(body).toMatchObject({ error: true, message: 'Verify your email before choosing a plan.' })
    expect(counts()).toEqual(before)
  })

  it('charges once and starts the subscription: a customer, the card, a paid invoice, a charge and an order', async () => {
    const before = counts()
    const cardToken = await tokenFor(TEST_CARDS.visa)
    const started = Date.now()
    const { status, body } = await checkout(priyaToken, SEED_PRICE_IDS.premiumMonthly, { card_token: cardToken })
    expect(status, JSON.stringify(body)).toBe(200)
    expect(counts()).toEqual({
      customer: before.customer + 1,
      card: before.card + 1,
      subscription: before.subscription + 1,
      invoice: before.invoice + 1,
      charge: before.charge + 1,
      order: before.order + 1,
    })

    expect(body.subscription).toMatchObject({
      user_id: priya.id,
      price_id: SEED_PRICE_IDS.premiumMonthly,
      product_name: 'MoveTime Premium',
      amount: 999,
      interval: 'month',
      status: 'active',
      cancel_at_period_end: false,
      canceled_at: null,
    })
    const start = new Date(body.subscription.current_period_start)
    const end = new Date(body.subscription.current_period_end)
    expect(start.getTime()).toBeGreaterThanOrEqual(started - 1000)
    const expectedEnd = new Date(start)
    expectedEnd.setUTCMonth(start.getUTCMonth() + 1)
    if (expectedEnd.getUTCDate() !== start.getUTCDate()) expectedEnd.setUTCDate(0)
    expect(end.toISOString()).toBe(expectedEnd.toISOString())

    const year = start.getUTCFullYear()
    expect(body.invoice).toMatchObject({
      user_id: priya.id,
      customer_name: 'Priya Shah',
      customer_email: priya.email,
      subscription_id: body.subscription.id,
      status: 'paid',
      lines: [{ description: 'MoveTime Premium · Monthly', quantity: 1, unit_amount: 999, amount: 999 }],
      subtotal: 999,
      amount_due: 999,
      amount_paid: 999,
      amount_refunded: 0,
      card_brand: 'visa',
      card_last4: '4242',
      period_start: body.subscription.current_period_start,
      period_end: body.subscription.current_period_end,
    })
    expect(body.invoice.number).toMatch(new RegExp(`^MT-${year}-\\d{4}$`))

    const charge = db.charge.findFirst((q) => q.where({ invoice_id: body.invoice.id }))
    expect(charge).toMatchObject({ user_id: priya.id, amount: 999, status: 'succeeded', card_last4: '4242' })
    const customer = db.customer.findFirst((q) => q.where({ user_id: priya.id }))
    const card = db.card.findFirst((q) => q.where({ user_id: priya.id }))
    expect(customer?.default_card_id).toBe(card?.id)
  })

  it('numbers invoices in sequence within the year', async () => {
    const first = await checkout(priyaToken, SEED_PRICE_IDS.premiumMonthly, { card_token: await tokenFor() })
    const tomToken = await signIn(tom)
    const second = await checkout(tomToken, SEED_PRICE_IDS.coachYearly, { card_token: await tokenFor(TEST_CARDS.mastercard) })
    const sequence = (number: string) => Number(number.split('-')[2])
    expect(sequence(second.body.invoice.number)).toBe(sequence(first.body.invoice.number) + 1)
    expect(second.body.invoice.lines[0]?.description).toBe('MoveTime Coach · Yearly')
  })

  it.each([
    [TEST_CARDS.declined, 'Your card was declined.'],
    [TEST_CARDS.insufficientFunds, 'Your card has insufficient funds.'],
    [TEST_CARDS.expiredCard, 'Your card has expired.'],
    [TEST_CARDS.incorrectCvc, "Your card's security code is incorrect."],
    [TEST_CARDS.processingError, 'An error occurred while processing your card. Try again in a little bit.'],
  ])('answers 402 for test card %s and creates nothing', async (number, message) => {
    const before = counts()
    const cardToken = await tokenFor(number)
    const { status, body } = await checkout(priyaToken, SEED_PRICE_IDS.premiumMonthly, { card_token: cardToken })
    expect(status).toBe(402)
    expect(body).toEqual({ error: true, message })
    expect(counts()).toEqual(before)
    expect(db.idempotency.count()).toBe(0)
    const membership = await callMock<{ active: boolean }>('GET', '/v3/api/custom/movetime/subscriptions', { token: priyaToken })
    expect(membership.body.active).toBe(false)
  })

  it('lets the member try again with another card under the same key after a decline', async () => {
    const key = newKey()
    const declined = await checkout(priyaToken, SEED_PRICE_IDS.premiumMonthly, { card_token: await tokenFor(TEST_CARDS.declined) }, key)
    expect(declined.status).toBe(402)
    const paid = await checkout(priyaToken, SEED_PRICE_IDS.premiumMonthly, { card_token: await tokenFor(TEST_CARDS.visa) }, key)
    expect(paid.status).toBe(200)
  })

  it('charges once when the same checkout is sent twice, and answers the same body', async () => {
    const cardToken = await tokenFor()
    const key = newKey()
    const before = counts()
    const first = await checkout(priyaToken, SEED_PRICE_IDS.premiumYearly, { card_token: cardToken }, key)
    const again = await checkout(priyaToken, SEED_PRICE_IDS.premiumYearly, { card_token: cardToken }, key)
    expect(first.status).toBe(200)
    expect(again.status).toBe(200)
    expect(again.body).toEqual(first.body)
    expect(counts()).toEqual({ ...before, customer: before.customer + 1, card: before.card + 1, subscription: before.subscription + 1, invoice: before.invoice + 1, charge: before.charge + 1, order: before.order + 1 })
  })

  it('charges once for a double click (two requests at the same moment)', async () => {
    const cardToken = await tokenFor()
    const key = newKey()
    const before = db.charge.count()
    const [one, two] = await Promise.all([
      checkout(priyaToken, SEED_PRICE_IDS.premiumMonthly, { card_token: cardToken }, key),
      checkout(priyaToken, SEED_PRICE_IDS.premiumMonthly, { card_token: cardToken }, key),
    ])
    expect([one.status, two.status]).toEqual([200, 200])
    expect(two.body).toEqual(one.body)
    expect(db.charge.count()).toBe(before + 1)
  })

  it('answers a retry after a lost answer with the first answer, charging once', async () => {
    const cardToken = await tokenFor()
    const key = newKey()
    const before = db.charge.count()
    await callMock('POST', '/__mock/faults', { body: { pathEndsWith: '/stripe/checkout', mode: 'lose-response' } })
    await expect(checkout(priyaToken, SEED_PRICE_IDS.premiumMonthly, { card_token: cardToken }, key)).rejects.toThrow()
    expect(db.charge.count()).toBe(before + 1)
    const retried = await checkout(priyaToken, SEED_PRICE_IDS.premiumMonthly, { card_token: cardToken }, key)
    expect(retried.status).toBe(200)
    expect(retried.body.subscription.user_id).toBe(priya.id)
    expect(db.charge.count()).toBe(before + 1)
  })

  it('refuses the same key with different details', async () => {
    const key = newKey()
    expect((await checkout(priyaToken, SEED_PRICE_IDS.premiumMonthly, { card_token: await tokenFor() }, key)).status).toBe(200)
    const other = await checkout(priyaToken, SEED_PRICE_IDS.coachMonthly, { card_token: await tokenFor() }, key)
    expect(other.status).toBe(409)
    expect(other.body.message).toBe('This payment was already submitted with different details.')
  })

  it('refuses a second plan while one is live', async () => {
    const memberToken = await signIn(member)
    const before = counts()
    const { status, body } = await checkout(memberToken, SEED_PRICE_IDS.coachMonthly, { card_token: await tokenFor() })
    expect(status).toBe(409)
    expect(body.message).toBe('You already have an active plan. Change plan instead.')
    expect(counts()).toEqual(before)
  })

  it('spends a token once', async () => {
    const cardToken = await tokenFor()
    expect((await checkout(priyaToken, SEED_PRICE_IDS.premiumMonthly, { card_token: cardToken })).status).toBe(200)
    const tomToken = await signIn(tom)
    const reused = await checkout(tomToken, SEED_PRICE_IDS.premiumMonthly, { card_token: cardToken })
    expect(reused.status).toBe(400)
    expect(reused.body).toMatchObject({ message: 'This card token has already been used. Enter your card again.', validation: { card_token: expect.any(String) } })
  })

  it('checks the request field by field', async () => {
    const missing = await callMock<{ validation: Record<string, string> }>('POST', `${STRIPE}/checkout`, { token: priyaToken, body: {} })
    expect(missing.status).toBe(400)
    expect(Object.keys(missing.body.validation).sort()).toEqual(['card_token', 'idempotency_key', 'price_id'])
    const both = await checkout(priyaToken, SEED_PRICE_IDS.premiumMonthly, { card_token: 'tok_x', card_id: 1 })
    expect(both.status).toBe(400)
    expect(both.body.validation).toHaveProperty('card_token')
    const unknownToken = await checkout(priyaToken, SEED_PRICE_IDS.premiumMonthly, { card_token: 'tok_made_up' })
    expect(unknownToken.status).toBe(400)
  })

  it('answers 404 for an archived or unknown price', async () => {
    for (const priceId of [SEED_PRICE_IDS.archivedPremiumMonthly, 999]) {
      const { status, body } = await checkout(priyaToken, priceId, { card_token: await tokenFor() })
      expect(status).toBe(404)
      expect(body.message).toBe('That plan is no longer available.')
    }
  })

  it('pays with a saved card of the member’s own only', async () => {
    const jordanCard = await checkout(priyaToken, SEED_PRICE_IDS.premiumMonthly, { card_id: SEED_CARD_IDS.jordanAmex })
    expect(jordanCard.status).toBe(400)
    expect(jordanCard.body.validation).toHaveProperty('card_id')

    // A member whose plan ended pays again with the card they kept.
    const memberToken = await signIn(member)
    await db.subscription.update((q) => q.where({ user_id: member.id }), { data: (draft) => void (draft.status = 'canceled') })
    const again = await checkout(memberToken, SEED_PRICE_IDS.coachMonthly, { card_id: SEED_CARD_IDS.mayaMastercard })
    expect(again.status).toBe(200)
    expect(again.body.invoice).toMatchObject({ card_brand: 'mastercard', card_last4: '4444', amount_paid: 1999 })
  })

  it('needs a member: 401 without a token, 403 for an admin', async () => {
    expect((await checkout(null, SEED_PRICE_IDS.premiumMonthly, { card_token: 'tok_x' })).status).toBe(401)
    const adminToken = await signIn(admin)
    expect((await checkout(adminToken, SEED_PRICE_IDS.premiumMonthly, { card_token: 'tok_x' })).status).toBe(403)
  })
})

describe('the other ways in to checkout', () => {
  it('register-subscribe makes the new card the default', async () => {
    const memberToken = await signIn(member)
    await db.subscription.update((q) => q.where({ user_id: member.id }), { data: (draft) => void (draft.status = 'canceled') })
    const { status, body } = await callMock<CheckoutResponse>('POST', `${STRIPE}/customer/register-subscribe`, {
      token: memberToken,
      body: { price_id: SEED_PRICE_IDS.premiumMonthly, card_token: await tokenFor(TEST_CARDS.amex), idempotency_key: newKey() },
    })
    expect(status).toBe(200)
    expect(body.invoice.card_brand).toBe('amex')
    const customer = db.customer.findFirst((q) => q.where({ user_id: member.id }))
    expect(db.card.findFirst((q) => q.where({ id: customer?.default_card_id ?? 0 }))?.brand).toBe('amex')
  })

  it('customer/subscription POST subscribes the same way', async () => {
    const { status, body } = await callMock<CheckoutResponse>('POST', `${STRIPE}/customer/subscription`, {
      token: priyaToken,
      body: { price_id: SEED_PRICE_IDS.coachMonthly, card_token: await tokenFor(), idempotency_key: newKey() },
    })
    expect(status).toBe(200)
    expect(body.subscription).toMatchObject({ product_name: 'MoveTime Coach', amount: 1999, status: 'active' })
  })
})
