import type { Currency, InvoiceLine } from '@/api/payments/paymentTypes'
import { ScrollRegion } from '@/ui/table/ScrollRegion'
import { formatMoney } from '@/shared/plans/money'
import './billing.css'

export interface InvoiceLinesTableProps {
  caption: string
  lines: readonly InvoiceLine[]
  currency: Currency
  /** Rows under the lines (subtotal, refunds, total), each a label and an amount already formatted. */
  totals?: ReadonlyArray<{ label: string; amount: string }>
  /** Hide the caption visually when a heading already names the table. */
  captionHidden?: boolean
}

/**
 * What an invoice charges for: description, quantity, unit price and amount per line. Under
 * 600 px each line becomes a stacked row and the totals sit label-left, amount-right.
 */
export function InvoiceLinesTable({ caption, lines, currency, totals = [], captionHidden }: InvoiceLinesTableProps) {
  return (
    <ScrollRegion label={caption} className="billing-table-wrap">
      <table className="billing-table billing-table--stack invoice-lines">
        <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Description</th>
            <th scope="col" className="billing-table__num">
              Quantity
            </th>
            <th scope="col" className="billing-table__num">
              Unit price
            </th>
            <th scope="col" className="billing-table__num">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={`${index}-${line.description}`}>
              <td className="billing-table__lead">{line.description}</td>
              <td data-label="Quantity" className="billing-table__num">
                {line.quantity}
              </td>
              <td data-label="Unit price" className="billing-table__num">
                {formatMoney(line.unit_amount, currency)}
              </td>
              <td data-label="Amount" className="billing-table__num">
                {formatMoney(line.amount, currency)}
              </td>
            </tr>
          ))}
        </tbody>
        {totals.length > 0 && (
          <tfoot>
            {totals.map((total) => (
              <tr key={total.label}>
                <th scope="row" colSpan={3} className="billing-table__num">
                  {total.label}
                </th>
                <td className="billing-table__num">{total.amount}</td>
              </tr>
            ))}
          </tfoot>
        )}
      </table>
    </ScrollRegion>
  )
}
