import { useSearchParams } from 'react-router'
import { BillingLoadFailed, BillingLoading } from '../shared/RemoteStates'
import { useCurrentSubscription } from '../shared/useCurrentSubscription'
import { useInvoice } from '../shared/useInvoice'
import { ThankYouView } from './ThankYouView'
import '../shared/billing.css'

/** /thank-you?invoice={id}: where a successful payment lands. */
export function ThankYouPage() {
  const [params] = useSearchParams()
  const invoiceParam = Number(params.get('invoice'))
  const invoiceId = Number.isInteger(invoiceParam) && invoiceParam > 0 ? invoiceParam : null
  const invoice = useInvoice(invoiceId)
  const plan = useCurrentSubscription()

  const failed = [invoice, plan].find((part) => part.state.kind === 'failed')
  const retry = () => {
    if (invoice.state.kind === 'failed') invoice.retry()
    if (plan.state.kind === 'failed') plan.retry()
  }

  return (
    <div className="billing-page">
      {failed?.state.kind === 'failed' && (
        <>
          <h1 className="billing-page__title">Thank you</h1>
          <p className="billing-page__intro">Your payment went through. Your receipt could not be shown just now.</p>
          <BillingLoadFailed what="Your receipt" message={failed.state.message} network={failed.state.network} onRetry={retry} />
        </>
      )}
      {!failed && (invoice.state.kind === 'loading' || plan.state.kind === 'loading') && <BillingLoading label="Loading your receipt…" />}
      {invoice.state.kind === 'ready' && plan.state.kind === 'ready' && (
        <ThankYouView invoice={invoice.state.data} subscription={plan.state.data.subscription} />
      )}
    </div>
  )
}
