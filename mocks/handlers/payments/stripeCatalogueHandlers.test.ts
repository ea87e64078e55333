import { beforeEach, describe, expect, it } from 'vitest'
import type { ItemResponse, ListResponse, Price, Product } from '@/api/payments/paymentTypes'
import { db } from '@mocks/db/db'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { SEED_PRICE_IDS, SEED_PRODUCT_IDS } from '@mocks/db/seedBilling'
import { STRIPE } from '@mocks/billing/paymentCalls.testing'
import { callMock, signIn } from '@mocks/testing/callMock'

type Answer<T> = T & { message?: string; validation?: Record<string, string> }

let adminToken = ''
let memberToken = ''

beforeEach(async () => {
  ;[adminToken, memberToken] = await Promise.all([signIn(DEMO_ACCOUNTS.admin), signIn(DEMO_ACCOUNTS.member)])
})

const asAdmin = <T>(method: string, path: string, body?: unknown) => callMock<Answer<T>>(method, `${STRIPE}/${path}`, { token: adminToken, body })

describe('GET stripe/prices (public)', () => {
  it('lists the active prices of active products with their product, to anyone', async () => {
    const { status, body } = await callMock<ListResponse<Price>>('GET', `${STRIPE}/prices`)
    expect(status).toBe(200)
    expect(body.list.map((price) => [price.product_name, price.interval, price.amount])).toEqual([
      ['MoveTime Premium', 'month', 999],
      ['MoveTime Premium', 'year', 9990],
      ['MoveTime Coach', 'month', 1999],
      ['MoveTime Coach', 'year', 19990],
    ])
    expect(body.list[2]?.product_description).toMatch(/coaching sessions/)
    expect((await callMock('GET', `${STRIPE}/prices`, { token: memberToken })).status).toBe(200)
  })
})

describe('products (admin)', () => {
  it('creates, reads, updates and archives a product with its prices', async () => {
    const created = await asAdmin<ItemResponse<Product>>('POST', 'product', { name: '  MoveTime Family ', description: 'Up to four members.' })
    expect(created.status).toBe(200)
    expect(created.body.model).toMatchObject({ name: 'MoveTime Family', description: 'Up to four members.', active: true })
    expect(created.body.model.stripe_id).toMatch(/^prod_/)
    const id = created.body.model.id

    expect((await asAdmin<ItemResponse<Product>>('GET', `product/${id}`)).body.model.name).toBe('MoveTime Family')
    const renamed = await asAdmin<ItemResponse<Product>>('PUT', `product/${id}`, { name: 'MoveTime Household' })
    expect(renamed.body.model).toMatchObject({ name: 'MoveTime Household', description: 'Up to four members.' })

    const price = await asAdmin<ItemResponse<Price>>('POST', 'price', { product_id: id, nickname: 'Household monthly', amount: 2499, currency: 'usd', interval: 'month' })
    expect(price.status).toBe(200)
    expect((await callMock<ListResponse<Price>>('GET', `${STRIPE}/prices`)).body.list.map((row) => row.id)).toContain(price.body.model.id)

    const archived = await asAdmin('DELETE', `product/${id}`)
    expect(archived.status).toBe(200)
    expect(db.product.findFirst((q) => q.where({ id }))?.active).toBe(false)
    expect(db.price.findFirst((q) => q.where({ id: price.body.model.id }))?.active).toBe(false)
    expect((await callMock<ListResponse<Price>>('GET', `${STRIPE}/prices`)).body.list.map((row) => row.id)).not.toContain(price.body.model.id)

    const list = await asAdmin<ListResponse<Product>>('GET', 'product')
    expect(list.body.list.map((row) => row.id)).toEqual([id, SEED_PRODUCT_IDS.coach, SEED_PRODUCT_IDS.premium])
  })

  it('checks the name and description', async () => {
    const empty = await asAdmin('POST', 'product', { name: '  ', description: 'x'.repeat(501) })
    expect(empty.status).toBe(400)
    expect(Object.keys(empty.body.validation ?? {}).sort()).toEqual(['description', 'name'])
    expect((await asAdmin('POST', 'product', { name: 'x'.repeat(81) })).body.validation).toHaveProperty('name')
    expect((await asAdmin('PUT', `product/${SEED_PRODUCT_IDS.premium}`, { name: '' })).status).toBe(400)
    expect((await asAdmin('GET', 'product/999')).status).toBe(404)
  })

  it('archiving keeps subscriptions on the product running', async () => {
    await asAdmin('DELETE', `product/${SEED_PRODUCT_IDS.premium}`)
    const { body } = await callMock<{ subscription: { status: string; product_name: string } }>('GET', `${STRIPE}/customer/subscription`, { token: memberToken })
    expect(body.subscription).toMatchObject({ status: 'active', product_name: 'MoveTime Premium' })
  })
})

describe('prices (admin)', () => {
  it('creates a price on an existing product, within the limits', async () => {
    const bad = await asAdmin('POST', 'price', { product_id: 99, nickname: '', amount: 49, currency: 'eur', interval: 'week' })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.validation ?? {}).sort()).toEqual(['amount', 'currency', 'interval', 'nickname', 'product_id'])
    expect((await asAdmin('POST', 'price', { product_id: 1, nickname: 'Big', amount: 1_000_001, currency: 'usd', interval: 'year' })).body.validation).toHaveProperty('amount')
    expect((await asAdmin('POST', 'price', { product_id: 1, nickname: 'Odd', amount: 99.5, currency: 'usd', interval: 'year' })).body.validation).toHaveProperty('amount')
    const ok = await asAdmin<ItemResponse<Price>>('POST', 'price', { product_id: SEED_PRODUCT_IDS.coach, nickname: 'Coach quarterly-ish', amount: 50, currency: 'usd', interval: 'month' })
    expect(ok.body.model).toMatchObject({ product_name: 'MoveTime Coach', amount: 50, active: true })
  })

  it('changes only the nickname and whether it is offered', async () => {
    const renamed = await asAdmin<ItemResponse<Price>>('PUT', `price/${SEED_PRICE_IDS.premiumMonthly}`, { nickname: 'Premium (monthly)', amount: 999, interval: 'month' })
    expect(renamed.status).toBe(200)
    expect(renamed.body.model.nickname).toBe('Premium (monthly)')
    const repriced = await asAdmin('PUT', `price/${SEED_PRICE_IDS.premiumMonthly}`, { amount: 1099 })
    expect(repriced.status).toBe(400)
    expect(repriced.body.message).toBe("A price's amount and interval cannot change. Create a new price.")
    expect((await asAdmin('PUT', `price/${SEED_PRICE_IDS.premiumMonthly}`, { interval: 'year' })).status).toBe(400)
    expect(db.price.findFirst((q) => q.where({ id: SEED_PRICE_IDS.premiumMonthly }))?.amount).toBe(999)
  })

  it('archives instead of deleting', async () => {
    expect((await asAdmin('DELETE', `price/${SEED_PRICE_IDS.coachYearly}`)).status).toBe(200)
    expect(db.price.findFirst((q) => q.where({ id: SEED_PRICE_IDS.coachYearly }))?.active).toBe(false)
    const list = await asAdmin<ListResponse<Price>>('GET', 'price')
    expect(list.body.list).toHaveLength(5)
    expect((await asAdmin<ItemResponse<Price>>('GET', `price/${SEED_PRICE_IDS.archivedPremiumMonthly}`)).body.model).toMatchObject({ active: false, amount: 799 })
  })
})

describe('admin only', () => {
  it('answers 403 to a member and 401 without a token', async () => {
    for (const [method, path] of [
      ['POST', 'product'],
      ['GET', 'product'],
      ['GET', 'product/1'],
      ['PUT', 'product/1'],
      ['DELETE', 'product/1'],
      ['POST', 'price'],
      ['GET', 'price'],
      ['GET', 'price/1'],
      ['PUT', 'price/1'],
      ['DELETE', 'price/1'],
    ] as const) {
      expect((await callMock(method, `${STRIPE}/${path}`, { token: memberToken, body: {} })).status, `${method} ${path}`).toBe(403)
      expect((await callMock(method, `${STRIPE}/${path}`, { body: {} })).status, `${method} ${path}`).toBe(401)
    }
    expect(db.product.findFirst((q) => q.where({ id: 1 }))?.active).toBe(true)
  })
})
