import { useSearchParams } from 'react-router'
import type { Invoice } from '@/api/payments/paymentTypes'
import { PageFrame } from '@/shared/page/PageFrame'
import { combineRemote } from '@/shared/remote/combineRemote'
import type { RemoteState } from '@/shared/remote/remoteState'
import { RemoteContent } from '@/shared/states/RemoteContent'
import { paymentsOffline } from '../shared/PaymentsOffline'
import { useCurrentSubscription } from '../shared/useCurrentSubscription'
import { useInvoice } from '../shared/useInvoice'
import { ThankYouView } from './ThankYouView'

/** /thank-you?invoice={id}: where a successful payment lands. */
export function ThankYouPage() {
  const [params] = useSearchParams()
  const invoiceParam = Number(params.get('invoice'))
  const invoiceId = Number.isInteger(invoiceParam) && invoiceParam > 0 ? invoiceParam : null
  const invoice = useInvoice(invoiceId)
  // The payment went through either way: a receipt that cannot be found is left out, not an error.
  const receipt: RemoteState<Invoice | null> = invoice.state.status === 'not-found' ? { status: 'ready', data: null, saved: null } : invoice.state
  const { state, retry } = combineRemote({ invoice: { state: receipt, retry: invoice.retry }, plan: useCurrentSubscription() })
  const failed = state.status === 'error'

  return (
    <PageFrame
      title={failed ? 'Thank you' : undefined}
      intro={failed ? 'Your payment went through. Your receipt could not be shown just now.' : undefined}
    >
      <RemoteContent remote={{ state, retry }} loading="Loading your receipt…" what="Your receipt" offline={paymentsOffline}>
        {(shown) => <ThankYouView invoice={shown.invoice} subscription={shown.plan.subscription} />}
      </RemoteContent>
    </PageFrame>
  )
}
