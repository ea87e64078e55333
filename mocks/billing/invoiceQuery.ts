import type { InvoiceStatus } from '@/api/payments/paymentTypes'
import { db } from '@mocks/db/db'
import type { InvoiceRow } from '@mocks/db/paymentSchemas'
import { HttpError } from '@mocks/http/httpErrors'
import { newestFirst } from './billingStore'

/**
 * The admin invoice filter, read once from the query and shared by the paged list (invoices-v2)
 * and the CSV export, so an export holds exactly the rows the list shows under the same filter.
 */

export const INVOICE_STATUSES: readonly InvoiceStatus[] = ['paid', 'open', 'void', 'refunded', 'partially_refunded']

export interface InvoiceFilter {
  status: InvoiceStatus | ''
  /** Lower case; contains. */
  email: string
  /** Inclusive UTC days, as YYYY-MM-DD; '' for no bound. */
  from: string
  to: string
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

function readDay(query: URLSearchParams, field: 'from' | 'to'): string {
  const raw = query.get(field)?.trim() ?? ''
  if (raw === '') return ''
  const date = new Date(`${raw}T00:00:00Z`)
  if (!DAY.test(raw) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== raw) {
    const message = `${field} must be a date written YYYY-MM-DD.`
    throw new HttpError(400, message, { [field]: message })
  }
  return raw
}

export function readInvoiceFilter(query: URLSearchParams): InvoiceFilter {
  const status = query.get('status')?.trim() ?? ''
  if (status !== '' && !INVOICE_STATUSES.includes(status as InvoiceStatus)) {
    const message = `status must be one of ${INVOICE_STATUSES.join(', ')}.`
    throw new HttpError(400, message, { status: message })
  }
  const from = readDay(query, 'from')
  const to = readDay(query, 'to')
  if (from !== '' && to !== '' && from > to) {
    const message = 'The start date must be on or before the end date.'
    throw new HttpError(400, message, { from: message })
  }
  return { status: status as InvoiceStatus | '', email: query.get('email')?.trim().toLowerCase() ?? '', from, to }
}

export function matchesInvoiceFilter(invoice: InvoiceRow, filter: InvoiceFilter): boolean {
  const day = invoice.created_at.slice(0, 10)
  return (
    (filter.status === '' || invoice.status === filter.status) &&
    (filter.email === '' || invoice.customer_email.toLowerCase().includes(filter.email)) &&
    (filter.from === '' || day >= filter.from) &&
    (filter.to === '' || day <= filter.to)
  )
}

/** Every invoice under the filter, newest first. */
export function filteredInvoices(filter: InvoiceFilter): InvoiceRow[] {
  return db.invoice
    .all()
    .filter((invoice) => matchesInvoiceFilter(invoice, filter))
    .sort(newestFirst)
}
