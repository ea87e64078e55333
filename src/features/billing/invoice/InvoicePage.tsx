import { useState } from 'react'
import { Link, useParams } from 'react-router'
import type { Refund } from '@/api/payments/paymentTypes'
import { useOnline } from '@/lib/network/useOnline'
import { Button } from '@/ui/button/Button'
import { buttonClassName } from '@/ui/button/buttonClassName'
import { FormAlert } from '@/ui/field/FormAlert'
import { formatMoney } from '../shared/money'
import { BillingLoadFailed, BillingLoading } from '../shared/RemoteStates'
import { useInvoice } from '../shared/useInvoice'
import { InvoiceDocument } from './InvoiceDocument'
import { RefundRequestDialog } from './RefundRequestDialog'
import '../shared/billing.css'
import './invoice.css'

const HISTORY_PATH = '/user/billing-history'

/** /user/view-bill/:id: one invoice as a printable document, with a refund request for a paid one. */
export function InvoicePage() {
  const { id } = useParams()
  const invoiceId = Number(id)
  const valid = Number.isInteger(invoiceId) && invoiceId > 0
  const { state, retry } = useInvoice(valid ? invoiceId : null)
  const online = useOnline()
  const [asking, setAsking] = useState(false)
  const [requested, setRequested] = useState<Refund | null>(null)

  const requestedRefund = (refund: Refund) => {
    setAsking(false)
    setRequested(refund)
  }

  return (
    <div className="billing-page invoice-page">
      <div className="invoice-page__toolbar">
        <Link className="invoice-page__back" to={HISTORY_PATH}>
          ← Billing history
        </Link>
        {state.kind === 'ready' && state.data && (
          <>
            <Button variant="secondary" onClick={() => window.print()}>
              Print
            </Button>
            {state.data.status === 'paid' && !requested && !state.data.refund_pending && (
              <Button variant="secondary" onClick={() => setAsking(true)} disabled={!online}>
                Request a refund
              </Button>
            )}
          </>
        )}
      </div>
      {state.kind === 'loading' && (
        <>
          <h1 className="visually-hidden">Invoice</h1>
          <BillingLoading label="Loading the invoice…" />
        </>
      )}
      {state.kind === 'failed' && (
        <>
          <h1 className="billing-page__title">Invoice</h1>
          <BillingLoadFailed what="The invoice" message={state.message} network={state.network} onRetry={retry} />
        </>
      )}
      {state.kind === 'ready' && !state.data && (
        <div className="billing-empty">
          <h1>Invoice not found</h1>
          <p>There is no invoice with this number on your account. It may belong to another account, or the link is incomplete.</p>
          <Link className={buttonClassName('primary')} to={HISTORY_PATH}>
            Back to billing history
          </Link>
        </div>
      )}
      {state.kind === 'ready' && state.data && (
        <>
          {requested && (
            <div className="invoice-page__notice">
              <FormAlert tone="success">
                {`Refund requested: ${formatMoney(requested.amount, requested.currency)}. We will email you when it has been reviewed.`}
              </FormAlert>
            </div>
          )}
          {!requested && state.data.refund_pending && (
            <div className="invoice-page__notice">
              <FormAlert tone="info">You asked for a refund of this invoice. We will email you when it has been reviewed.</FormAlert>
            </div>
          )}
          <InvoiceDocument invoice={state.data} />
          <RefundRequestDialog invoice={state.data} open={asking} onClose={() => setAsking(false)} onRequested={requestedRefund} />
        </>
      )}
    </div>
  )
}
