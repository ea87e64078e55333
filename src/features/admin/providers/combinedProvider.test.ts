import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { db } from '@mocks/db/db'
import { SEED_PRICE_IDS, SEED_PRODUCT_IDS, SEED_REFUNDABLE_INVOICE_ID, SEED_SUBSCRIPTION_IDS } from '@mocks/db/seedBilling'
import type { DbRecord } from '@/api/records/recordTypes'
import { adminResources } from '../resources/adminResources'
import { logRequests, type LoggedRequest } from '../testing/requestLog.testing'
import { signInAsAdmin } from '../testing/renderAdmin.testing'
import { createAdminDataProvider, DEFAULT_FAMILIES } from './combinedProvider'

/* The admin's one data provider against the mock backend: which family answers, and what each custom method sends. */

const provider = createAdminDataProvider(adminResources)
const page = { pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'DESC' as const }, filter: {} }

let log: ReturnType<typeof logRequests>
beforeEach(async () => {
  await signInAsAdmin()
  log = logRequests()
})
afterEach(() => log.stop())

const calls = () => log.requests.map((request) => `${request.method} ${request.path}`)
const only = (method: string, path: string): LoggedRequest => {
  const matching = log.requests.filter((request) => request.method === method && request.path === path)
  expect(matching).toHaveLength(1)
  return matching[0]!
}
/** A body is read after the request starts; this waits for it. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('dispatch by resource', () => {
  it('sends a records resource to the records family and a commerce one to the payments family', async () => {
    await provider.getList('moves', page)
    await provider.getList('plans', page)
    await provider.getList('refunds', page)
    await provider.getList('cms', page)
    expect(calls()).toEqual(['GET /v4/api/records/move', 'GET /v2/api/lambda/stripe/product', 'GET /v3/api/movetime/refund-req', 'GET /v4/api/records/cms'])
  })

  it('falls back to the records family for a call the family does not answer', async () => {
    await provider.getMany('prices', { ids: [SEED_PRICE_IDS.premiumMonthly, SEED_PRICE_IDS.coachMonthly] })
    expect(calls()).toEqual([`GET /v4/api/records/price/${SEED_PRICE_IDS.premiumMonthly},${SEED_PRICE_IDS.coachMonthly}`])
  })

  it('lists subscriptions from the payments family with their members read from records, in one call for the page', async () => {
    const { data } = await provider.getList('subscriptions', page)
    expect(data.map((row) => row.member)).toEqual(expect.arrayContaining(['member@movetime.app', 'second@movetime.app', 'coached@movetime.app']))
    expect(calls()).toHaveLength(2)
    expect(calls()[0]).toBe('GET /v2/api/lambda/stripe/subscriptions')
    expect(calls()[1]).toMatch(/^GET \/v4\/api\/records\/user\/\d+(,\d+)+$/)
  })

  it('writes a CMS entry through the cms call, not the records one', async () => {
    await provider.create('cms', { data: { page: 'faq', key: 'intro', type: 'text', value: 'Hello' } })
    await settled()
    expect(only('POST', '/v2/api/lambda/cms').body).toEqual({ page: 'faq', key: 'intro', type: 'text', value: 'Hello' })
    expect(calls()).toEqual(['POST /v2/api/lambda/cms'])
  })

  it('refuses a resource it does not serve and an action its resource does not have', async () => {
    await expect(provider.getList('nothing', page)).rejects.toThrow('No admin resource named "nothing".')
    await expect(provider.cancelSubscription('moves', { record: { id: 1 }, values: {} })).rejects.toThrow('The admin resource "moves" has no action "cancelSubscription".')
    await expect(provider.exportCsv('moves', { filter: {} })).rejects.toThrow('The admin resource "moves" has no server export.')
    expect(log.requests).toHaveLength(0)
  })
})

describe('what the definitions name', () => {
  const familyCalls = (resource: string) => DEFAULT_FAMILIES.find((family) => resource in family)?.[resource]

  it.each(adminResources.map((definition) => [definition.name, definition] as const))('%s: every record action and a server export has its method', (name, definition) => {
    for (const action of definition.recordActions ?? []) expect(familyCalls(name)?.actions?.[action.method], `${name} › ${action.name}`).toBeTypeOf('function')
    if (definition.serverExport) expect(familyCalls(name)?.exportCsv).toBeTypeOf('function')
  })
})

describe('custom methods', () => {
  const refundRequest = async (): Promise<DbRecord> => {
    const { data } = await provider.getList('refunds', { ...page, filter: { status: 'pending' } })
    const found = data.find((row) => row.invoice_id === SEED_REFUNDABLE_INVOICE_ID)
    if (!found) throw new Error('no pending refund request in the seed')
    return found
  }

  it('approveRefund refunds the invoice through stripe refund, tied to the request', async () => {
    const request = await refundRequest()
    await provider.approveRefund('refunds', { record: request, values: {} })
    await settled()
    expect(only('POST', '/v2/api/lambda/stripe/refund').body).toEqual({
      invoice_id: SEED_REFUNDABLE_INVOICE_ID,
      amount: request.amount,
      refund_request_id: request.id,
      reason: `Approved the member’s request: ${String(request.reason)}`,
    })
    expect(db.invoice.findFirst((q) => q.where({ id: SEED_REFUNDABLE_INVOICE_ID }))?.status).toBe('refunded')
  })

  it('declineRefund sends the trimmed reason to the request’s decline call', async () => {
    const request = await refundRequest()
    await provider.declineRefund('refunds', { record: request, values: { reason: '  Used in full.  ' } })
    await settled()
    expect(only('POST', `/v3/api/movetime/refund-req/${request.id}/decline`).body).toEqual({ reason: 'Used in full.' })
  })

  it('refundInvoice sends dollars as cents, or no amount to refund the rest', async () => {
    await provider.refundInvoice('invoices', { record: { id: 1 }, values: { amount: '2.50', reason: ' Two classes cancelled. ' } })
    await provider.refundInvoice('invoices', { record: { id: 1 }, values: { amount: '', reason: 'The rest.' } })
    await settled()
    const bodies = log.requests.filter((request) => request.path === '/v2/api/lambda/stripe/refund').map((request) => request.body)
    expect(bodies).toEqual([
      { invoice_id: 1, amount: 250, reason: 'Two classes cancelled.' },
      { invoice_id: 1, reason: 'The rest.' },
    ])
  })

  it('archivePlan and archivePrice archive through the product and price DELETE', async () => {
    await provider.archivePlan('plans', { record: { id: SEED_PRODUCT_IDS.coach }, values: {} })
    await provider.archivePrice('prices', { record: { id: SEED_PRICE_IDS.premiumYearly }, values: {} })
    expect(calls()).toEqual([`DELETE /v2/api/lambda/stripe/product/${SEED_PRODUCT_IDS.coach}`, `DELETE /v2/api/lambda/stripe/price/${SEED_PRICE_IDS.premiumYearly}`])
  })

  it('cancelSubscription ends it at once; addUsageCharge sends the quantity as a number', async () => {
    await provider.addUsageCharge('subscriptions', { record: { id: SEED_SUBSCRIPTION_IDS.maya }, values: { quantity: 2 } })
    await provider.cancelSubscription('subscriptions', { record: { id: SEED_SUBSCRIPTION_IDS.jordan }, values: {} })
    await settled()
    expect(only('POST', '/v2/api/lambda/stripe/subscription/usage-charge').body).toEqual({ subId: SEED_SUBSCRIPTION_IDS.maya, quantity: 2 })
    only('DELETE', `/v2/api/lambda/stripe/subscription/${SEED_SUBSCRIPTION_IDS.jordan}`)
    expect(db.subscription.findFirst((q) => q.where({ id: SEED_SUBSCRIPTION_IDS.jordan }))?.status).toBe('canceled')
  })

  it('exportCsv asks export-invoices for the list’s filter and names the file by its dates', async () => {
    const { csv, fileName } = await provider.exportCsv('invoices', { filter: { status: 'paid', customer_email: ' member@ ', from: '2020-01-01', id: '4', other: 'x' } })
    const request = only('GET', '/v3/api/movetime/export-invoices')
    expect(Object.fromEntries(request.query)).toEqual({ status: 'paid', email: 'member@', from: '2020-01-01' })
    expect(fileName).toBe('invoices-2020-01-01_today.csv')
    expect(csv.split('\r\n')[0]).toMatch(/^[A-Za-z]/)
  })

  it('sendTestEmail posts the filled template to mail/send', async () => {
    await provider.sendTestEmail({ to: 'coach@example.com', subject: 'Welcome, Alex', html: '<p>Hi Alex</p>' })
    await settled()
    expect(only('POST', '/v2/api/lambda/mail/send').body).toEqual({ to: 'coach@example.com', subject: 'Welcome, Alex', html: '<p>Hi Alex</p>' })
  })

  it('upload sends the file to the server or to object storage, as the field says', async () => {
    const png = () => new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])], 'pixel.png', { type: 'image/png' })
    const onServer = await provider.upload({ file: png(), storage: 'server' })
    const onStorage = await provider.upload({ file: png(), storage: 's3' })
    expect([typeof onServer.url, typeof onStorage.url]).toEqual(['string', 'string'])
    expect(calls()).toEqual(['POST /v2/api/lambda/upload', 'POST /v2/api/lambda/s3/upload'])
  })
})
