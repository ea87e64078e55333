import { HttpError } from 'ra-core'
import { exportInvoices } from '@/api/payments/adminBillingApi'
import type { AdminInvoiceQuery, InvoiceStatus } from '@/api/payments/paymentTypes'
import * as stripe from '@/api/payments/stripeApi'
import { parseDollars } from '../../resources/money'
import { asRow, filterText, type FamilyCalls } from '../resourceCalls'

/*
 * Every member's invoices (stripe `invoices-v2`, paged on the server, filtered by status, member
 * email and issue dates), one with its orders (stripe `orders`), a refund from the invoice
 * (stripe `refund`), and the CSV from export-invoices for the same filter, so the file holds
 * exactly the rows the list pages through.
 */

/** invoices-v2 answers at most 100 a page. */
const MAX_PAGE = 100
const STATUSES: readonly InvoiceStatus[] = ['paid', 'open', 'void', 'refunded', 'partially_refunded']
const isStatus = (text: string | undefined): text is InvoiceStatus => STATUSES.some((status) => status === text)

/** The list's filter as invoices-v2 and export-invoices take it; anything else is dropped. */
export function invoiceQuery(filter: Record<string, unknown> = {}): AdminInvoiceQuery {
  const query: AdminInvoiceQuery = {}
  const status = filterText(filter, 'status')
  if (isStatus(status)) query.status = status
  const email = filterText(filter, 'customer_email') ?? filterText(filter, 'q')
  if (email) query.email = email
  const from = filterText(filter, 'from')
  if (from) query.from = from
  const to = filterText(filter, 'to')
  if (to) query.to = to
  const id = filter.id === undefined || filter.id === '' ? undefined : Number(filter.id)
  if (id !== undefined && Number.isInteger(id) && id > 0) query.id = id
  return query
}

export const invoiceCalls: FamilyCalls = {
  getList: async (params) => {
    const { page = 1, perPage = 20 } = params.pagination ?? {}
    const answer = await stripe.pageAllInvoices({ ...invoiceQuery(params.filter), page, limit: Math.min(perPage, MAX_PAGE) })
    return { data: answer.list.map(asRow), total: answer.total }
  },
  getOne: async (params) => {
    const id = Number(params.id)
    const [page, orders] = await Promise.all([stripe.pageAllInvoices({ id, limit: 1 }), stripe.listAllOrders()])
    const invoice = page.list[0]
    if (!invoice) throw new HttpError('Invoice not found.', 404, { message: 'Invoice not found.' })
    return { data: { ...asRow(invoice), orders: orders.list.filter((order) => order.invoice_id === invoice.id) } }
  },
  getMany: async (params) => {
    const wanted = new Set(params.ids.map(Number))
    return { data: (await stripe.listAllInvoices()).list.filter((invoice) => wanted.has(invoice.id)).map(asRow) }
  },
  actions: {
    refundInvoice: ({ record, values }) => {
      const text = String(values.amount ?? '').trim()
      // Empty refunds what is left.
      return stripe.refundInvoice({ invoice_id: record.id, amount: text === '' ? undefined : (parseDollars(text) ?? undefined), reason: String(values.reason ?? '').trim() })
    },
  },
  exportCsv: async ({ filter }) => {
    const { from, to, status, email } = invoiceQuery(filter)
    const csv = await exportInvoices({ from, to, status, email })
    const range = from || to ? `-${from ?? 'start'}_${to ?? 'today'}` : ''
    return { csv, fileName: `invoices${range}.csv` }
  },
}
