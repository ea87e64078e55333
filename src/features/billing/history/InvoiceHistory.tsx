import { useId } from 'react'
import { Link } from 'react-router'
import { buttonClassName } from '@/ui/button/buttonClassName'
import { InvoiceTable } from './InvoiceTable'
import { Pagination } from './Pagination'
import type { InvoicePage } from './useInvoicePage'
import './history.css'

export interface InvoiceHistoryProps {
  page: InvoicePage
  hrefFor: (page: number) => string
}

/** The invoices section once loaded: the table and its pages, or the empty state. */
export function InvoiceHistory({ page, hrefFor }: InvoiceHistoryProps) {
  const headingId = useId()
  return (
    <section className="mt-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="mt-panel__title">
        Invoices
      </h2>
      {page.total === 0 ? (
        <div className="billing-empty">
          <h3>No invoices yet</h3>
          <p>Your invoices appear here once you subscribe to a plan.</p>
          <Link className={buttonClassName('primary')} to="/user/plans">
            See the plans
          </Link>
        </div>
      ) : page.list.length === 0 ? (
        <div className="billing-empty">
          <h3>{`There is no page ${page.page}`}</h3>
          <Link to={hrefFor(1)}>Go to the first page</Link>
        </div>
      ) : (
        <>
          <InvoiceTable invoices={page.list} />
          <Pagination page={page.page} pageCount={page.num_pages} hrefFor={hrefFor} label="Invoice pages" />
        </>
      )}
    </section>
  )
}
