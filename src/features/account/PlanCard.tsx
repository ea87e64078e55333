import { Link } from '@/ui/link/Link'
import { getMembership } from '@/api/payments/billingApi'
import type { MembershipResponse } from '@/api/payments/paymentTypes'
import { paths } from '@/shared/paths/routePaths'
import { planStatus } from '@/shared/plans/planStatus'
import type { RemoteState } from '@/shared/remote/remoteState'
import { useRemoteData } from '@/shared/remote/useRemoteData'
import { ErrorState } from '@/shared/states/ErrorState'
import { LoadingState } from '@/shared/states/LoadingState'
import { OfflineState } from '@/shared/states/OfflineState'
import { ButtonLink } from '@/ui/button/ButtonLink'
import './account.css'

const loadMembership = (signal: AbortSignal) => getMembership(signal)

export const PLAN_CARD_TEXT = {
  offline: 'Payments need a connection',
  none: 'You do not have a plan yet. Choose one to unlock the full move library.',
  unavailable: 'Your plan details are not available right now.',
} as const

/** The hub's plan card: the current plan, its status and its next date, or the way to choose one. */
export function PlanCard({ headingId }: { headingId: string }) {
  // Any failure, a 404 included, leaves the card saying the details are unavailable: the hub stays usable.
  const { state, retry } = useRemoteData({ key: 'membership', load: loadMembership, isNotFound: () => false })
  return (
    <>
      <h2 id={headingId} className="account-hub__title">
        Plan
      </h2>
      <PlanState state={state} onRetry={retry} />
    </>
  )
}

function PlanState({ state, onRetry }: { state: RemoteState<MembershipResponse>; onRetry: () => void }) {
  switch (state.status) {
    case 'loading':
      return <LoadingState section label="Loading your plan…" />
    case 'not-found':
      return null
    case 'error':
      return state.offline ? (
        <OfflineState onRetry={onRetry}>
          <strong>{PLAN_CARD_TEXT.offline}.</strong> Your plan shows when you are back online.
        </OfflineState>
      ) : (
        <ErrorState message={`${PLAN_CARD_TEXT.unavailable} ${state.message}`} onRetry={onRetry} />
      )
  }

  const { subscription } = state.data
  if (!subscription) {
    return (
      <div className="account-hub__body">
        <p>{PLAN_CARD_TEXT.none}</p>
        <p>
          <ButtonLink to={paths.plans}>
            Choose a plan
          </ButtonLink>
        </p>
      </div>
    )
  }

  const status = planStatus(subscription)
  return (
    <div className="account-hub__body">
      <p className="account-hub__plan">
        <strong>{subscription.product_name}</strong> <span className={`account-badge account-badge--${status.tone}`}>{status.label}</span>
      </p>
      {status.next && <p className="account-muted">{status.next}</p>}
      <p>
        <Link to={paths.plans}>{subscription.status === 'canceled' ? 'Choose a plan' : 'Change plan'}</Link>
      </p>
    </div>
  )
}
