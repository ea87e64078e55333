import { beforeEach, describe, expect, it } from 'vitest'
import type { CardResponse, CardsResponse, Charge, CustomerResponse, Invoice, ListResponse, Order, Subscription } from '@/api/payments/paymentTypes'
import { db } from '@mocks/db/db'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { SEED_CARD_IDS, SEED_REFUNDABLE_INVOICE_ID, SEED_SUBSCRIPTION_IDS } from '@mocks/db/seedBilling'
import { STRIPE, TEST_CARDS, tokenFor } from '@mocks/billing/paymentCalls.testing'
import { callMock, signIn } from '@mocks/testing/callMock'

const { member, priya, admin } = DEMO_ACCOUNTS

let memberToken = ''
let priyaToken = ''

beforeEach(async () => {
  ;[memberToken, priyaToken] = await Promise.all([signIn(member), signIn(priya)])
})

const addCard = (token: string, cardToken: string) => callMock<CardResponse & { message?: string }>('POST', `${STRIPE}/customer/card`, { token, body: { card_token: cardToken } })
const removeCard = (token: string, id: number) => callMock<CardsResponse & { message?: string }>('DELETE', `${STRIPE}/customer/card/${id}`, { token })
const makeDefault = (token: string, id: number) => callMock<CardsResponse>('PUT', `${STRIPE}/customer/card/${id}/set-default`, { token })
const defaultOf = (cards: Array<{ id: number; is_default: boolean }>) => cards.filter((card) => card.is_default).map((card) => card.id)

describe('customer', () => {
  it('answers the seeded customer with both cards, the Visa as default', async () => {
    const { status, body } = await callMock<CustomerResponse>('GET', `${STRIPE}/customer`, { token: memberToken })
    expect(status).toBe(200)
    expect(body.customer).toMatchObject({ user_id: member.id, email: member.email, name: 'Maya Thompson', default_card_id: SEED_CARD_IDS.mayaVisa })
    expect(body.cards.map((card) => [card.brand, card.last4, card.is_default])).toEqual([
      ['mastercard', '4444', false],
      ['visa', '4242', true],
    ])
  })

  it('creates a customer once for a member without one', async () => {
    expect((await callMock<CustomerResponse>('GET', `${STRIPE}/customer`, { token: priyaToken })).body).toEqual({ error: false, customer: null, cards: [] })
    const created = await callMock<CustomerResponse>('POST', `${STRIPE}/customer`, { token: priyaToken })
    expect(created.body.customer).toMatchObject({ user_id: priya.id, email: priya.email, name: 'Priya Shah', default_card_id: null })
    const again = await callMock<CustomerResponse>('POST', `${STRIPE}/customer`, { token: priyaToken })
    expect(again.body.customer?.id).toBe(created.body.customer?.id)
    expect(db.customer.findMany((q) => q.where({ user_id: priya.id }))).toHaveLength(1)
  })
})

describe('cards', () => {
  it('saves a card; the first one becomes the default', async () => {
    const first = await addCard(priyaToken, await tokenFor(TEST_CARDS.mastercard))
    expect(first.status).toBe(200)
    expect(first.body.card).toMatchObject({ brand: 'mastercard', last4: '4444', is_default: true })
    const second = await addCard(priyaToken, await tokenFor(TEST_CARDS.amex))
    expect(second.body.card.is_default).toBe(false)
    expect(defaultOf(second.body.cards)).toEqual([first.body.card.id])
  })

  it('refuses a card the bank declines, and saves nothing', async () => {
    const before = db.card.count()
    const { status, body } = await addCard(priyaToken, await tokenFor(TEST_CARDS.declined))
    expect(status).toBe(402)
    expect(body.message).toBe('Your card was declined.')
    expect(db.card.count()).toBe(before)
    expect(db.customer.findFirst((q) => q.where({ user_id: priya.id }))).toBeUndefined()
  })

  it('needs an unspent token', async () => {
    const cardToken = await tokenFor()
    expect((await addCard(priyaToken, cardToken)).status).toBe(200)
    expect((await addCard(priyaToken, cardToken)).status).toBe(400)
    expect((await callMock('POST', `${STRIPE}/customer/card`, { token: priyaToken, body: {} })).status).toBe(400)
  })

  it('moves the default to another card', async () => {
    const { status, body } = await makeDefault(memberToken, SEED_CARD_IDS.mayaMastercard)
    expect(status).toBe(200)
    expect(defaultOf(body.cards)).toEqual([SEED_CARD_IDS.mayaMastercard])
    expect((await makeDefault(memberToken, SEED_CARD_IDS.jordanAmex)).status).toBe(404)
  })

  it('removing the default makes the newest remaining card the default', async () => {
    const added = await addCard(memberToken, await tokenFor(TEST_CARDS.amex))
    const { status, body } = await removeCard(memberToken, SEED_CARD_IDS.mayaVisa)
    expect(status).toBe(200)
    expect(body.cards.map((card) => card.id)).toEqual([added.body.card.id, SEED_CARD_IDS.mayaMastercard])
    expect(defaultOf(body.cards)).toEqual([added.body.card.id])
  })

  it('keeps the only card while a plan is charged to it', async () => {
    expect((await removeCard(memberToken, SEED_CARD_IDS.mayaMastercard)).status).toBe(200)
    const last = await removeCard(memberToken, SEED_CARD_IDS.mayaVisa)
    expect(last.status).toBe(409)
    expect(last.body.message).toBe('Add another card before removing the one your plan is charged to.')
    expect(db.card.findFirst((q) => q.where({ id: SEED_CARD_IDS.mayaVisa }))).toBeDefined()
  })

  it('removes a member’s only card when no plan is live', async () => {
    const added = await addCard(priyaToken, await tokenFor())
    const { status, body } = await removeCard(priyaToken, added.body.card.id)
    expect(status).toBe(200)
    expect(body.cards).toEqual([])
    expect(db.customer.findFirst((q) => q.where({ user_id: priya.id }))?.default_card_id).toBeNull()
  })

  it('touches only the member’s own cards', async () => {
    expect((await removeCard(memberToken, SEED_CARD_IDS.jordanAmex)).status).toBe(404)
    expect(db.card.findFirst((q) => q.where({ id: SEED_CARD_IDS.jordanAmex }))).toBeDefined()
  })
})

describe('the member’s own lists', () => {
  it('lists cards, subscriptions, invoices, charges and orders: own rows only, newest first', async () => {
    const cards = await callMock<CardsResponse>('GET', `${STRIPE}/customer/cards`, { token: memberToken })
    expect(cards.body.cards.map((card) => card.id)).toEqual([SEED_CARD_IDS.mayaMastercard, SEED_CARD_IDS.mayaVisa])

    const subscriptions = await callMock<ListResponse<Subscription>>('GET', `${STRIPE}/customer/subscriptions`, { token: memberToken })
    expect(subscriptions.body.list.map((row) => row.id)).toEqual([SEED_SUBSCRIPTION_IDS.maya])

    const invoices = await callMock<ListResponse<Invoice>>('GET', `${STRIPE}/customer/invoices`, { token: memberToken })
    expect(invoices.body.list.map((row) => row.id)).toEqual([3, 2, 1])
    expect(invoices.body.list.every((row) => row.user_id === member.id)).toBe(true)

    const charges = await callMock<ListResponse<Charge>>('GET', `${STRIPE}/customer/charges`, { token: memberToken })
    expect(charges.body.list.map((row) => row.invoice_id)).toEqual([3, 2, 1])

    const orders = await callMock<ListResponse<Order>>('GET', `${STRIPE}/customer/orders`, { token: memberToken })
    expect(orders.body.list.map((row) => [row.invoice_id, row.product_name, row.amount])).toEqual([
      [3, 'MoveTime Premium', 999],
      [2, 'MoveTime Premium', 999],
      [1, 'MoveTime Premium', 999],
    ])
  })

  it('narrows invoices to one by id, and never shows someone else’s', async () => {
    const one = await callMock<ListResponse<Invoice>>('GET', `${STRIPE}/customer/invoices?id=2`, { token: memberToken })
    expect(one.body.list.map((row) => row.id)).toEqual([2])
    expect((await callMock('GET', `${STRIPE}/customer/invoices?id=${SEED_REFUNDABLE_INVOICE_ID}`, { token: memberToken })).status).toBe(404)
  })

  it('is for members: 401 without a token, 403 for an admin', async () => {
    expect((await callMock('GET', `${STRIPE}/customer/cards`)).status).toBe(401)
    expect((await callMock('GET', `${STRIPE}/customer/invoices`, { token: await signIn(admin) })).status).toBe(403)
  })
})
