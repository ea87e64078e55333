import { useState } from 'react'
import { useParams } from 'react-router'
import { Link } from '@/ui/link/Link'
import type { Refund } from '@/api/payments/paymentTypes'
import { useOnline } from '@/lib/network/useOnline'
import { PageFrame } from '@/shared/page/PageFrame'
import { paths } from '@/shared/paths/routePaths'
import { remoteData } from '@/shared/remote/remoteState'
import { NotFoundState } from '@/shared/states/NotFoundState'
import { RemoteContent } from '@/shared/states/RemoteContent'
import { Button } from '@/ui/button/Button'
import { FormAlert } from '@/ui/field/FormAlert'
import { formatMoney } from '@/shared/plans/money'
import { ButtonLink } from '@/ui/button/ButtonLink'
import { paymentsOffline } from '../shared/PaymentsOffline'
import { useInvoice } from '../shared/useInvoice'
import { InvoiceDocument } from './InvoiceDocument'
import { RefundRequestDialog } from './RefundRequestDialog'
import './invoice.css'

/** /user/view-bill/:id: one invoice as a printable document, with a refund request for a paid one. */
export function InvoicePage() {
  const { id } = useParams()
  const invoiceId = Number(id)
  const valid = Number.isInteger(invoiceId) && invoiceId > 0
  const remote = useInvoice(valid ? invoiceId : null)
  const invoice = remoteData(remote.state)
  const online = useOnline()
  const [asking, setAsking] = useState(false)
  const [requested, setRequested] = useState<Refund | null>(null)

  const requestedRefund = (refund: Refund) => {
    setAsking(false)
    setRequested(refund)
  }

  // Once loaded, the document's own heading is the page's h1; until then the page says what it is.
  const { status } = remote.state
  const title = status === 'error' || status === 'not-found' ? 'Invoice' : undefined

  return (
    <PageFrame title={title} className="invoice-page">
      <div className="invoice-page__toolbar">
        <Link className="invoice-page__back" to={paths.billingHistory}>
          ← Billing history
        </Link>
        {invoice && (
          <>
            <Button variant="secondary" onClick={() => window.print()}>
              Print
            </Button>
            {invoice.status === 'paid' && !requested && !invoice.refund_pending && (
              <Button variant="secondary" onClick={() => setAsking(true)} disabled={!online}>
                Request a refund
              </Button>
            )}
          </>
        )}
      </div>
      {status === 'loading' && <h1 className="visually-hidden">Invoice</h1>}
      <RemoteContent
        remote={remote}
        loading="Loading the invoice…"
        what="The invoice"
        offline={paymentsOffline}
        notFound={
          <NotFoundState
            title="Invoice not found"
            action={
              <ButtonLink to={paths.billingHistory}>
                Back to billing history
              </ButtonLink>
            }
          >
            There is no invoice with this number on your account. It may belong to another account, or the link is incomplete.
          </NotFoundState>
        }
      >
        {(shown) => (
          <>
            {requested && (
              <div className="invoice-page__notice">
                <FormAlert tone="success">
                  {`Refund requested: ${formatMoney(requested.amount, requested.currency)}. We will email you when it has been reviewed.`}
                </FormAlert>
              </div>
            )}
            {!requested && shown.refund_pending && (
              <div className="invoice-page__notice">
                <FormAlert tone="info">You asked for a refund of this invoice. We will email you when it has been reviewed.</FormAlert>
              </div>
            )}
            {!requested && !shown.refund_pending && shown.refund_declined_reason && (
              <div className="invoice-page__notice">
                <FormAlert tone="info">{`Your refund request was declined: ${shown.refund_declined_reason}`}</FormAlert>
              </div>
            )}
            <InvoiceDocument invoice={shown} />
            <RefundRequestDialog invoice={shown} open={asking} onClose={() => setAsking(false)} onRequested={requestedRefund} />
          </>
        )}
      </RemoteContent>
    </PageFrame>
  )
}
