import { useCallback, useState } from 'react'
import { useSetAtom } from 'jotai'
import { useLocation, useSearchParams } from 'react-router'
import { errorMessage } from '@/api/apiError'
import { changeSubscription } from '@/api/payments/stripeApi'
import type { Subscription } from '@/api/payments/paymentTypes'
import { useOnline } from '@/lib/network/useOnline'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import { BillingPageFrame } from '../shared/BillingPageFrame'
import { formatDate } from '../shared/billingDates'
import { BillingLoadFailed, BillingLoading } from '../shared/RemoteStates'
import { useCurrentSubscription } from '../shared/useCurrentSubscription'
import { CancelPlanDialog } from './CancelPlanDialog'
import { CurrentPlanCard } from './CurrentPlanCard'
import { InvoiceHistory } from './InvoiceHistory'
import { useInvoicePage } from './useInvoicePage'
import './history.css'

/** The page number in ?page=, 1 when absent or not a whole positive number. */
function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'))
  return Number.isInteger(page) && page > 0 ? page : 1
}

/** /user/billing-history and /account/billings: the member's plan and their invoices. */
export function BillingHistoryPage() {
  const [params] = useSearchParams()
  const { pathname } = useLocation()
  const page = pageFrom(params)
  const plan = useCurrentSubscription()
  const invoices = useInvoicePage(page)
  const online = useOnline()
  const showSnackbar = useSetAtom(showSnackbarAtom)
  const [cancelling, setCancelling] = useState<Subscription | null>(null)
  const [resuming, setResuming] = useState(false)
  const [resumeError, setResumeError] = useState<string>()

  const hrefFor = useCallback((target: number) => (target === 1 ? pathname : `${pathname}?page=${target}`), [pathname])

  const cancelled = (subscription: Subscription) => {
    setCancelling(null)
    // Nothing more will be billed: the next invoice goes with the renewal.
    plan.replace({ subscription, upcoming: null })
    plan.refresh()
    showSnackbar({ text: `Your plan is cancelled. It stays active until ${formatDate(subscription.current_period_end)}.` })
  }

  const resume = async () => {
    if (plan.state.kind !== 'ready' || resuming) return
    setResuming(true)
    setResumeError(undefined)
    try {
      const response = await changeSubscription({ cancel_at_period_end: false })
      plan.replace({ subscription: response.subscription, upcoming: plan.state.data.upcoming })
      plan.refresh()
      showSnackbar({ text: 'Your plan is back on. It renews as before.' })
    } catch (error) {
      setResumeError(errorMessage(error))
    } finally {
      setResuming(false)
    }
  }

  // Both reads fail together when the network is down: one "Payments need a connection" is enough.
  const bothOffline = plan.state.kind === 'failed' && plan.state.network && invoices.state.kind === 'failed' && invoices.state.network

  return (
    <BillingPageFrame title="Billing history">
      {plan.state.kind === 'loading' && <BillingLoading label="Loading your plan…" />}
      {plan.state.kind === 'failed' && (
        <BillingLoadFailed
          what="Your plan"
          message={plan.state.message}
          network={plan.state.network}
          onRetry={() => {
            plan.retry()
            if (bothOffline) invoices.retry()
          }}
        />
      )}
      {plan.state.kind === 'ready' && (
        <CurrentPlanCard
          plan={plan.state.data}
          onCancel={() => plan.state.kind === 'ready' && setCancelling(plan.state.data.subscription)}
          onResume={() => void resume()}
          resuming={resuming}
          resumeError={resumeError}
          online={online}
        />
      )}
      {invoices.state.kind === 'loading' && <BillingLoading label="Loading your invoices…" />}
      {invoices.state.kind === 'failed' && !bothOffline && (
        <BillingLoadFailed what="Your invoices" message={invoices.state.message} network={invoices.state.network} onRetry={invoices.retry} />
      )}
      {invoices.state.kind === 'ready' && <InvoiceHistory page={invoices.state.data} hrefFor={hrefFor} />}
      <CancelPlanDialog subscription={cancelling} onClose={() => setCancelling(null)} onCancelled={cancelled} />
    </BillingPageFrame>
  )
}
