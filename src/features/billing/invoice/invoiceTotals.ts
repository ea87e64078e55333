import type { Invoice } from '@/api/payments/paymentTypes'
import { formatCredit, formatMoney } from '@/shared/plans/money'

type Amounts = Pick<Invoice, 'subtotal' | 'amount_due' | 'amount_paid' | 'amount_refunded' | 'currency'>

/**
 * The rows under an invoice's lines. Credit (from a plan change) is what the subtotal exceeds the
 * amount due by; refunds come off what was paid.
 */
export function invoiceTotals(invoice: Amounts): Array<{ label: string; amount: string }> {
  const money = (amount: number) => formatMoney(amount, invoice.currency)
  const rows = [{ label: 'Subtotal', amount: money(invoice.subtotal) }]
  const credit = invoice.subtotal - invoice.amount_due
  if (credit > 0) rows.push({ label: 'Credit applied', amount: formatCredit(credit, invoice.currency) })
  rows.push({ label: 'Total', amount: money(invoice.amount_due) })
  rows.push({ label: 'Total paid', amount: money(invoice.amount_paid) })
  if (invoice.amount_refunded > 0) {
    rows.push({ label: 'Refunded', amount: formatCredit(invoice.amount_refunded, invoice.currency) })
    rows.push({ label: 'Net paid', amount: money(invoice.amount_paid - invoice.amount_refunded) })
  }
  if (invoice.amount_due > invoice.amount_paid) rows.push({ label: 'Amount due', amount: money(invoice.amount_due - invoice.amount_paid) })
  return rows
}
