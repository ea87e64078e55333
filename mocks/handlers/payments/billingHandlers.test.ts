import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Invoice, ItemResponse, MembershipResponse, PageResponse, Refund } from '@/api/payments/paymentTypes'
import { db } from '@mocks/db/db'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { SEED_REFUNDABLE_INVOICE_ID, SEED_SUBSCRIPTION_IDS } from '@mocks/db/seedBilling'
import { callMock, signIn } from '@mocks/testing/callMock'

const { member, second, priya } = DEMO_ACCOUNTS

let memberToken = ''

beforeEach(async () => {
  memberToken = await signIn(member)
})

afterEach(() => {
  vi.useRealTimers()
})

const invoices = (query = '', token = memberToken) => callMock<PageResponse<Invoice> & { message?: string }>('GET', `/v3/api/movetime/invoices${query}`, { token })
const requestRefund = (body: Record<string, unknown>, token = memberToken) =>
  callMock<ItemResponse<Refund> & { message?: string; validation?: Record<string, string> }>('POST', '/v3/api/movetime/refund-req', { token, body })

/** Lets a year of monthly renewals happen: Maya then has 15 invoices. */
async function aYearLater(): Promise<void> {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(Date.now() + 365 * 86_400_000))
  memberToken = await signIn(member)
}

describe('GET /v3/api/custom/movetime/subscriptions', () => {
  it('says whether the member’s plan is live, with their history', async () => {
    const { status, body } = await callMock<MembershipResponse>('GET', '/v3/api/custom/movetime/subscriptions', { token: memberToken })
    expect(status).toBe(200)
    expect(body.active).toBe(true)
    expect(body.subscription).toMatchObject({ id: SEED_SUBSCRIPTION_IDS.maya, status: 'active' })
    expect(body.history.map((row) => row.id)).toEqual([SEED_SUBSCRIPTION_IDS.maya])

    const none = await callMock<MembershipResponse>('GET', '/v3/api/custom/movetime/subscriptions', { token: await signIn(priya) })
    expect(none.body).toEqual({ error: false, active: false, subscription: null, history: [] })
    expect((await callMock('GET', '/v3/api/custom/movetime/subscriptions')).status).toBe(401)
  })
})

describe('GET /v3/api/movetime/invoices', () => {
  it('pages the member’s own invoices, newest first, 10 at a time', async () => {
    await aYearLater()
    const first = await invoices()
    expect(first.status).toBe(200)
    const total = db.invoice.findMany((q) => q.where({ user_id: member.id })).length
    expect(total).toBe(15)
    expect(first.body).toMatchObject({ error: false, page: 1, limit: 10, total, num_pages: 2 })
    expect(first.body.list).toHaveLength(10)
    const dates = first.body.list.map((invoice) => invoice.created_at)
    expect(dates).toEqual([...dates].sort().reverse())

    const second = await invoices('?page=2')
    expect(second.body.list).toHaveLength(5)
    expect(second.body.list.map((invoice) => invoice.number).at(-1)).toBe(db.invoice.findFirst((q) => q.where({ id: 1 }))?.number)
    expect([...first.body.list, ...second.body.list].every((invoice) => invoice.user_id === member.id)).toBe(true)

    expect((await invoices('?limit=50')).body.list).toHaveLength(15)
    expect((await invoices('?limit=51')).status).toBe(400)
    expect((await invoices('?page=0')).status).toBe(400)
  })

  it('answers one invoice by id, and 404 for someone else’s', async () => {
    const { body } = await invoices('?id=2')
    expect(body.list.map((invoice) => invoice.id)).toEqual([2])
    expect(body.total).toBe(1)
    const theirs = await invoices(`?id=${SEED_REFUNDABLE_INVOICE_ID}`)
    expect(theirs.status).toBe(404)
    expect(theirs.body.message).toBe('Invoice not found.')
  })
})

describe('POST /v3/api/movetime/refund-req', () => {
  it('files a pending request for the remaining amount of the member’s own paid invoice', async () => {
    const { status, body } = await requestRefund({ invoice_id: 3, reason: '  I was charged after I stopped training.  ' })
    expect(status).toBe(200)
    expect(body.model).toMatchObject({ user_id: member.id, invoice_id: 3, amount: 999, status: 'pending', reason: 'I was charged after I stopped training.' })
    expect(db.invoice.findFirst((q) => q.where({ id: 3 }))?.status).toBe('paid')

    const again = await requestRefund({ invoice_id: 3, reason: 'Asking a second time, just in case.' })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('A refund for this invoice is already being reviewed.')
  })

  it('checks the reason’s length after trimming', async () => {
    const short = await requestRefund({ invoice_id: 3, reason: '   too short  ' })
    expect(short.status).toBe(400)
    expect(short.body.validation).toEqual({ reason: 'Tell us why in at least 10 characters.' })
    const long = await requestRefund({ invoice_id: 3, reason: 'x'.repeat(501) })
    expect(long.body.validation).toEqual({ reason: 'Keep the reason to 500 characters or fewer.' })
    expect((await requestRefund({ reason: 'A perfectly fine reason.' })).body.validation).toHaveProperty('invoice_id')
  })

  it('only for the member’s own invoice, and not twice while one is pending', async () => {
    expect((await requestRefund({ invoice_id: SEED_REFUNDABLE_INVOICE_ID, reason: 'This is not even my invoice.' })).status).toBe(404)
    const jordan = await requestRefund({ invoice_id: SEED_REFUNDABLE_INVOICE_ID, reason: 'Still waiting on the first one.' }, await signIn(second))
    expect(jordan.status).toBe(409)
  })

  it('refuses an invoice already refunded in full', async () => {
    await db.invoice.update((q) => q.where({ id: 2 }), {
      data(draft) {
        draft.status = 'refunded'
        draft.amount_refunded = draft.amount_paid
      },
    })
    const { status, body } = await requestRefund({ invoice_id: 2, reason: 'Please refund this one as well.' })
    expect(status).toBe(409)
    expect(body.message).toBe('Only a paid invoice can be refunded.')
  })
})
