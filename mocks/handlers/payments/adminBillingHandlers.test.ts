import { beforeEach, describe, expect, it } from 'vitest'
import type { AdminStats, Invoice, ItemResponse, PageResponse, Refund, RefundRequest } from '@/api/payments/paymentTypes'
import { db } from '@mocks/db/db'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { SEED_REFUNDABLE_INVOICE_ID } from '@mocks/db/seedBilling'
import { STRIPE } from '@mocks/billing/paymentCalls.testing'
import { encodeProjectCredentials } from '@mocks/http/projectCredentials'
import { MOCK_ORIGIN, callMock, signIn } from '@mocks/testing/callMock'

type Answer<T> = T & { message?: string; validation?: Record<string, string> }

let adminToken = ''
let memberToken = ''

beforeEach(async () => {
  ;[adminToken, memberToken] = await Promise.all([signIn(DEMO_ACCOUNTS.admin), signIn(DEMO_ACCOUNTS.member)])
})

const MOVETIME = '/v3/api/movetime'
const admin = <T>(method: string, path: string, body?: unknown, token: string | null = adminToken) => callMock<Answer<T>>(method, path, { token, body })

/** The CSV answer as text (callMock parses JSON). */
async function exportCsv(query = '', token: string | null = adminToken): Promise<{ status: number; text: string; headers: Headers }> {
  const headers: Record<string, string> = { 'x-project': encodeProjectCredentials() }
  if (token) headers.authorization = `Bearer ${token}`
  const response = await fetch(`${MOCK_ORIGIN}${MOVETIME}/export-invoices${query}`, { headers })
  return { status: response.status, text: await response.text(), headers: response.headers }
}

/** RFC 4180 rows, enough for these tests: quoted fields with doubled quotes, commas and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"'
        index += 1
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(field)
      field = ''
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field)
      rows.push(row)
      row = []
      field = ''
      index += 1
    } else field += char
  }
  return rows
}

const pendingRequestId = () => db.refund.findFirst((q) => q.where({ invoice_id: SEED_REFUNDABLE_INVOICE_ID, status: 'pending' }))!.id

describe('GET /v3/api/movetime/export-invoices', () => {
  it('answers the list’s filter as CSV with a header row, the same rows invoices-v2 pages', async () => {
    const list = await admin<PageResponse<Invoice>>('GET', `${STRIPE}/invoices-v2?limit=100`)
    const all = await exportCsv()
    expect(all.status).toBe(200)
    expect(all.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(all.headers.get('content-disposition')).toBe('attachment; filename="invoices.csv"')
    const rows = parseCsv(all.text)
    expect(rows[0]).toEqual(['Number', 'Date', 'Customer', 'Email', 'Status', 'Amount paid', 'Amount refunded', 'Currency', 'Period start', 'Period end'])
    expect(rows.slice(1).map((row) => row[0])).toEqual(list.body.list.map((invoice) => invoice.number))
  })

  it('honours the date range, status and member filters', async () => {
    const invoices = db.invoice.all().sort((a, b) => a.created_at.localeCompare(b.created_at))
    const day = invoices[1]!.created_at.slice(0, 10)
    const expected = invoices.filter((invoice) => invoice.created_at.slice(0, 10) === day).map((invoice) => invoice.number)
    const oneDay = await exportCsv(`?from=${day}&to=${day}`)
    expect(oneDay.headers.get('content-disposition')).toBe(`attachment; filename="invoices-${day}_${day}.csv"`)
    expect(parseCsv(oneDay.text).slice(1).map((row) => row[0]).sort()).toEqual(expected.sort())
    expect(expected.length).toBeLessThan(invoices.length)

    const paged = await admin<PageResponse<Invoice>>('GET', `${STRIPE}/invoices-v2?from=${day}&to=${day}`)
    expect(paged.body.list.map((invoice) => invoice.number).sort()).toEqual(expected.sort())

    const jordan = parseCsv((await exportCsv('?email=second@')).text).slice(1)
    expect(jordan.map((row) => row[3])).toEqual(['second@movetime.app'])
    const refunded = parseCsv((await exportCsv('?status=refunded')).text)
    expect(refunded).toHaveLength(1)

    const bad = await callMock<Answer<object>>('GET', `${MOVETIME}/export-invoices?from=2026-02-31`, { token: adminToken })
    expect(bad.status).toBe(400)
    expect(bad.body.validation).toEqual({ from: 'from must be a date written YYYY-MM-DD.' })
    const backwards = await callMock<Answer<object>>('GET', `${MOVETIME}/export-invoices?from=2026-03-02&to=2026-03-01`, { token: adminToken })
    expect(backwards.body.validation).toEqual({ from: 'The start date must be on or before the end date.' })
  })

  it('quotes commas, quotes and line breaks, and defuses formulas', async () => {
    await db.invoice.update((q) => q.where({ id: 1 }), {
      data(draft) {
        draft.customer_name = '=Thompson, "Maya"\nJr'
      },
    })
    const { text } = await exportCsv()
    expect(text).toContain('"\'=Thompson, ""Maya""\nJr"')
    const row = parseCsv(text).find((fields) => fields[0] === db.invoice.findFirst((q) => q.where({ id: 1 }))!.number)
    expect(row?.[2]).toBe('\'=Thompson, "Maya"\nJr')
  })

  it('is for admins only: 401 without a token, 403 for a member', async () => {
    expect((await exportCsv('', null)).status).toBe(401)
    const member = await exportCsv('', memberToken)
    expect(member.status).toBe(403)
    expect(JSON.parse(member.text)).toHaveProperty('message')
  })
})

describe('refund requests (admin)', () => {
  it('lists members’ requests with their invoice and member, filtered by status', async () => {
    const { status, body } = await admin<PageResponse<RefundRequest>>('GET', `${MOVETIME}/refund-req?status=pending`)
    expect(status).toBe(200)
    expect(body.list).toHaveLength(1)
    expect(body.list[0]).toMatchObject({ invoice_id: SEED_REFUNDABLE_INVOICE_ID, status: 'pending', customer_email: 'second@movetime.app' })
    expect(body.list[0]!.invoice_number).toMatch(/^MT-\d{4}-\d{4}$/)
    expect((await admin('GET', `${MOVETIME}/refund-req?status=lost`)).status).toBe(400)
    expect((await admin('GET', `${MOVETIME}/refund-req`, undefined, memberToken)).status).toBe(403)
    expect((await admin('GET', `${MOVETIME}/refund-req`, undefined, null)).status).toBe(401)
  })

  it('approves once when two admins approve at the same moment', async () => {
    const id = pendingRequestId()
    const approve = () => admin<ItemResponse<Refund>>('POST', `${STRIPE}/refund`, { invoice_id: SEED_REFUNDABLE_INVOICE_ID, refund_request_id: id, reason: 'Approved request' })
    const answers = await Promise.all([approve(), approve()])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe('This refund request has already been decided.')
    expect(db.refund.findMany((q) => q.where({ invoice_id: SEED_REFUNDABLE_INVOICE_ID, status: 'succeeded' }))).toHaveLength(1)
    const invoice = db.invoice.findFirst((q) => q.where({ id: SEED_REFUNDABLE_INVOICE_ID }))!
    expect(invoice).toMatchObject({ status: 'refunded', amount_refunded: invoice.amount_paid })
  })

  it('approve and decline racing: exactly one decision wins', async () => {
    const id = pendingRequestId()
    const [approved, declined] = await Promise.all([
      admin('POST', `${STRIPE}/refund`, { invoice_id: SEED_REFUNDABLE_INVOICE_ID, refund_request_id: id, reason: 'Approved request' }),
      admin('POST', `${MOVETIME}/refund-req/${id}/decline`, { reason: 'Outside the refund window.' }),
    ])
    expect([approved.status, declined.status].sort()).toEqual([200, 409])
    const request = db.refund.findFirst((q) => q.where({ id }))!
    const invoice = db.invoice.findFirst((q) => q.where({ id: SEED_REFUNDABLE_INVOICE_ID }))!
    if (request.status === 'succeeded') expect(invoice.status).toBe('refunded')
    else expect(invoice).toMatchObject({ status: 'paid', amount_refunded: 0 })
  })

  it('declines with a required reason the member then reads on the invoice', async () => {
    const id = pendingRequestId()
    const empty = await admin('POST', `${MOVETIME}/refund-req/${id}/decline`, { reason: '   ' })
    expect(empty.status).toBe(400)
    expect(empty.body.validation).toEqual({ reason: 'Tell the member why the refund is declined.' })

    const { status, body } = await admin<ItemResponse<RefundRequest>>('POST', `${MOVETIME}/refund-req/${id}/decline`, { reason: 'The year was used in full.' })
    expect(status).toBe(200)
    expect(body.model).toMatchObject({ id, status: 'rejected', decline_reason: 'The year was used in full.' })
    expect((await admin('POST', `${MOVETIME}/refund-req/${id}/decline`, { reason: 'Again.' })).status).toBe(409)
    expect((await admin('POST', `${MOVETIME}/refund-req/999/decline`, { reason: 'Nobody.' })).status).toBe(404)
    expect((await admin('POST', `${MOVETIME}/refund-req/${id}/decline`, { reason: 'x' }, memberToken)).status).toBe(403)

    const jordan = await signIn(DEMO_ACCOUNTS.second)
    const invoice = await callMock<PageResponse<Invoice>>('GET', `${MOVETIME}/invoices?id=${SEED_REFUNDABLE_INVOICE_ID}`, { token: jordan })
    expect(invoice.body.list[0]).toMatchObject({ status: 'paid', refund_pending: false, refund_declined_reason: 'The year was used in full.' })
  })
})

describe('GET /v3/api/movetime/admin-stats', () => {
  it('counts from the data, for admins only', async () => {
    const { status, body } = await admin<AdminStats>('GET', `${MOVETIME}/admin-stats`)
    expect(status).toBe(200)
    expect(body.active_members).toBe(3)
    // Premium monthly 999 + a twelfth of Premium yearly 9990 + Coach monthly 1999 (mocks/db/seedBookings.ts).
    expect(body.mrr).toBe(999 + Math.round(9990 / 12) + 1999)
    expect(body.refunds_waiting).toBe(1)
    expect(body.weeks).toHaveLength(12)
    expect(body.activity.length).toBeGreaterThan(0)
    const times = body.activity.map((event) => event.at)
    expect(times).toEqual([...times].sort().reverse())
    expect((await admin('GET', `${MOVETIME}/admin-stats`, undefined, memberToken)).status).toBe(403)
  })
})
