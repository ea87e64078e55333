import { useCallback, useState } from 'react'
import { useSetAtom } from 'jotai'
import { useLocation, useSearchParams } from 'react-router'
import { errorMessage } from '@/api/apiError'
import { changeSubscription } from '@/api/payments/stripeApi'
import type { Subscription } from '@/api/payments/paymentTypes'
import { useOnline } from '@/lib/network/useOnline'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import { formatDate } from '@/shared/dates/formatDate'
import { PageFrame } from '@/shared/page/PageFrame'
import { paths } from '@/shared/paths/routePaths'
import { remoteData, type RemoteState } from '@/shared/remote/remoteState'
import { RemoteContent } from '@/shared/states/RemoteContent'
import { paymentsOffline } from '../shared/PaymentsOffline'
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

  const onAccount = pathname === paths.billings
  const hrefFor = useCallback((target: number) => paths.billingHistoryPage(target, onAccount), [onAccount])

  const cancelled = (subscription: Subscription) => {
    setCancelling(null)
    // Nothing more will be billed: the next invoice goes with the renewal.
    plan.replace({ subscription, upcoming: null })
    plan.refresh()
    showSnackbar({ text: `Your plan is cancelled. It stays active until ${formatDate(subscription.current_period_end)}.` })
  }

  const resume = async () => {
    const shown = remoteData(plan.state)
    if (!shown || resuming) return
    setResuming(true)
    setResumeError(undefined)
    try {
      const response = await changeSubscription({ cancel_at_period_end: false })
      plan.replace({ subscription: response.subscription, upcoming: shown.upcoming })
      plan.refresh()
      showSnackbar({ text: 'Your plan is back on. It renews as before.' })
    } catch (error) {
      setResumeError(errorMessage(error))
    } finally {
      setResuming(false)
    }
  }

  // Both reads fail together when the network is down: one "Payments need a connection" is enough.
  const bothOffline = isOffline(plan.state) && isOffline(invoices.state)
  const retryPlan = () => {
    plan.retry()
    if (bothOffline) invoices.retry()
  }

  return (
    <PageFrame title="Billing history">
      <RemoteContent remote={{ state: plan.state, retry: retryPlan }} loading="Loading your plan…" what="Your plan" offline={paymentsOffline}>
        {(current) => (
          <CurrentPlanCard
            plan={current}
            onCancel={() => setCancelling(current.subscription)}
            onResume={() => void resume()}
            resuming={resuming}
            resumeError={resumeError}
            online={online}
          />
        )}
      </RemoteContent>
      {!bothOffline && (
        <RemoteContent remote={invoices} loading="Loading your invoices…" what="Your invoices" offline={paymentsOffline}>
          {(page) => <InvoiceHistory page={page} hrefFor={hrefFor} />}
        </RemoteContent>
      )}
      <CancelPlanDialog subscription={cancelling} onClose={() => setCancelling(null)} onCancelled={cancelled} />
    </PageFrame>
  )
}

const isOffline = (state: RemoteState<unknown>) => state.status === 'error' && state.offline
