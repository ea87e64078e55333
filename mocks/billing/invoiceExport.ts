import type { InvoiceRow } from '@mocks/db/paymentSchemas'

/** export-invoices: the filtered invoices as CSV (RFC 4180), one header row, amounts in dollars. */

export const INVOICE_CSV_HEADER = ['Number', 'Date', 'Customer', 'Email', 'Status', 'Amount paid', 'Amount refunded', 'Currency', 'Period start', 'Period end'] as const

/** Quoted when it holds a comma, quote or line break; a formula start is defused (CSV injection). */
export function csvField(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

const money = (cents: number) => (cents / 100).toFixed(2)

export function invoicesCsv(rows: readonly InvoiceRow[]): string {
  const lines = [INVOICE_CSV_HEADER.map(csvField).join(',')]
  for (const row of rows) {
    lines.push(
      [
        row.number,
        row.created_at.slice(0, 10),
        row.customer_name,
        row.customer_email,
        row.status,
        money(row.amount_paid),
        money(row.amount_refunded),
        row.currency.toUpperCase(),
        row.period_start.slice(0, 10),
        row.period_end.slice(0, 10),
      ]
        .map(csvField)
        .join(','),
    )
  }
  return `${lines.join('\r\n')}\r\n`
}

/** invoices-2026-11-01_2026-11-30.csv: the filter's dates in the name, so two exports are told apart. */
export function exportFileName(from: string, to: string): string {
  const range = from || to ? `-${from || 'start'}_${to || 'today'}` : ''
  return `invoices${range}.csv`
}
