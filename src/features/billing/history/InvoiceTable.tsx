import { Link } from '@/ui/link/Link'
import type { Invoice } from '@/api/payments/paymentTypes'
import { paths } from '@/shared/paths/routePaths'
import { HiddenColumnHeader } from '@/ui/table/HiddenColumnHeader'
import { ScrollRegion } from '@/ui/table/ScrollRegion'
import { formatDate } from '@/shared/dates/formatDate'
import { invoiceStatus } from '../shared/invoiceStatus'
import { formatMoney } from '@/shared/plans/money'
import { StatusBadge } from '../shared/StatusBadge'
import './history.css'

/** The line that says what an invoice was for: its first line, and how many more. */
export function invoiceDescription(invoice: Pick<Invoice, 'lines'>): string {
  const [first, ...rest] = invoice.lines
  if (!first) return 'Invoice'
  return rest.length > 0 ? `${first.description} and ${rest.length} more` : first.description
}

/**
 * One page of the member's invoices, newest first, each linking to its document. Under 600 px each
 * invoice becomes a stacked row (every value beside its column's name), so nothing is clipped.
 */
export function InvoiceTable({ invoices }: { invoices: readonly Invoice[] }) {
  return (
    <ScrollRegion label="Invoices" className="billing-table-wrap">
      <table className="billing-table billing-table--stack invoice-table">
        <caption className="visually-hidden">Invoices</caption>
        <thead>
          <tr>
            <th scope="col">Number</th>
            <th scope="col">Date</th>
            <th scope="col">Description</th>
            <th scope="col" className="billing-table__num">
              Amount
            </th>
            <th scope="col">Status</th>
            <HiddenColumnHeader label="Actions" />
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => {
            const status = invoiceStatus(invoice.status)
            return (
              <tr key={invoice.id}>
                <th scope="row" className="invoice-table__number">
                  {invoice.number}
                </th>
                <td data-label="Date">
                  <time dateTime={invoice.created_at}>{formatDate(invoice.created_at)}</time>
                </td>
                <td data-label="Description">{invoiceDescription(invoice)}</td>
                <td data-label="Amount" className="billing-table__num">
                  {formatMoney(invoice.amount_due, invoice.currency)}
                </td>
                <td data-label="Status">
                  <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
                </td>
                <td className="billing-table__action">
                  <Link to={paths.invoice(invoice.id)} aria-label={`View invoice ${invoice.number}`}>
                    View
                  </Link>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </ScrollRegion>
  )
}
