import { useId } from 'react'
import type { Invoice } from '@/api/payments/paymentTypes'
import { formatLongDate, formatPeriod } from '@/shared/dates/formatDate'
import { brandName, cardLabel } from '../shared/cardText'
import { InvoiceLinesTable } from '../shared/InvoiceLinesTable'
import { invoiceStatus } from '../shared/invoiceStatus'
import { StatusBadge } from '../shared/StatusBadge'
import { invoiceTotals } from './invoiceTotals'
import { SELLER } from './seller'
import './invoice.css'

/** An invoice as a document: seller, buyer, dates, lines, totals and how it was paid. Prints on its own. */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const titleId = useId()
  const status = invoiceStatus(invoice.status)
  return (
    <article className="invoice-doc" aria-labelledby={titleId}>
      <header className="invoice-doc__header">
        <div>
          <h1 id={titleId} className="invoice-doc__title">
            {`Invoice ${invoice.number}`}
          </h1>
          <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
        </div>
        <address className="invoice-doc__party invoice-doc__seller">
          <strong>{SELLER.name}</strong>
          {SELLER.addressLines.map((line) => (
            <span key={line}>{line}</span>
          ))}
          <span>{SELLER.email}</span>
        </address>
      </header>

      <div className="invoice-doc__parties">
        <section className="invoice-doc__party" aria-label="Billed to">
          <h2 className="invoice-doc__label">Billed to</h2>
          <address className="invoice-doc__address">
            <strong>{invoice.customer_name}</strong>
            <span>{invoice.customer_email}</span>
          </address>
        </section>
        <dl className="invoice-doc__meta">
          <div>
            <dt>Invoice number</dt>
            <dd>{invoice.number}</dd>
          </div>
          <div>
            <dt>Date of issue</dt>
            <dd>
              <time dateTime={invoice.created_at}>{formatLongDate(invoice.created_at)}</time>
            </dd>
          </div>
          {invoice.paid_at && (
            <div>
              <dt>Date paid</dt>
              <dd>
                <time dateTime={invoice.paid_at}>{formatLongDate(invoice.paid_at)}</time>
              </dd>
            </div>
          )}
          <div>
            <dt>Service period</dt>
            <dd>{formatPeriod(invoice.period_start, invoice.period_end)}</dd>
          </div>
        </dl>
      </div>

      <InvoiceLinesTable caption="Items" lines={invoice.lines} currency={invoice.currency} totals={invoiceTotals(invoice)} />

      <footer className="invoice-doc__footer">
        <p>
          {invoice.card_brand && invoice.card_last4 ? (
            <>
              {'Paid with '}
              <span aria-label={`${brandName(invoice.card_brand)} ending in ${invoice.card_last4}`}>
                {cardLabel({ brand: invoice.card_brand, last4: invoice.card_last4 })}
              </span>
            </>
          ) : invoice.amount_paid > 0 ? (
            'Paid'
          ) : (
            'Not paid by card'
          )}
          {` · Status: ${status.label}`}
        </p>
        <p>{`Questions about this invoice? Write to ${SELLER.email} and quote ${invoice.number}.`}</p>
      </footer>
    </article>
  )
}
