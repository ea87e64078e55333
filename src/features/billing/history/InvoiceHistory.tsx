import { Link } from '@/ui/link/Link'
import { paths } from '@/shared/paths/routePaths'
import { EmptyState } from '@/shared/states/EmptyState'
import { Panel } from '@/ui/panel/Panel'
import { ButtonLink } from '@/ui/button/ButtonLink'
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
  return (
    <Panel title="Invoices">
      {page.total === 0 ? (
        <EmptyState
          title="No invoices yet"
          headingLevel={3}
          action={
            <ButtonLink to={paths.plans}>
              See the plans
            </ButtonLink>
          }
        >
          Your invoices appear here once you subscribe to a plan.
        </EmptyState>
      ) : page.list.length === 0 ? (
        <EmptyState title={`There is no page ${page.page}`} headingLevel={3} action={<Link to={hrefFor(1)}>Go to the first page</Link>} />
      ) : (
        <>
          <InvoiceTable invoices={page.list} />
          <Pagination page={page.page} pageCount={page.num_pages} hrefFor={hrefFor} label="Invoice pages" />
        </>
      )}
    </Panel>
  )
}
