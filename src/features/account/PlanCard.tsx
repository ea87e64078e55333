import { Link } from 'react-router'
import { getMembership } from '@/api/payments/billingApi'
import type { MembershipResponse } from '@/api/payments/paymentTypes'
import { Button } from '@/ui/button/Button'
import { buttonClassName } from '@/ui/button/buttonClassName'
import { FormAlert } from '@/ui/field/FormAlert'
import { LabelledSpinner } from '@/ui/spinner/LabelledSpinner'
import { accountPaths } from './accountPaths'
import { planSummary } from './planSummary'
import { useLoad, type LoadState } from './useLoad'
import './account.css'

const loadMembership = (signal: AbortSignal) => getMembership(signal)

export const PLAN_CARD_TEXT = {
  offline: 'Payments need a connection',
  none: 'You do not have a plan yet. Choose one to unlock the full move library.',
  unavailable: 'Your plan details are not available right now.',
} as const

/** The hub's plan card: the current plan, its status and its next date, or the way to choose one. */
export function PlanCard({ headingId }: { headingId: string }) {
  const { state, retry } = useLoad(loadMembership)
  return (
    <>
      <h2 id={headingId} className="account-hub__title">
        Plan
      </h2>
      <PlanState state={state} onRetry={retry} />
    </>
  )
}

function PlanState({ state, onRetry }: { state: LoadState<MembershipResponse>; onRetry: () => void }) {
  if (state.kind === 'loading') return <LabelledSpinner size={24} label="Loading your plan…" />

  if (state.kind === 'failed') {
    if (state.offline) {
      return (
        <div className="account-hub__body">
          <p>
            <strong>{PLAN_CARD_TEXT.offline}.</strong> Your plan shows when you are back online.
          </p>
          <p>
            <Button variant="secondary" onClick={onRetry}>
              Try again
            </Button>
          </p>
        </div>
      )
    }
    return (
      <div className="account-hub__body">
        <FormAlert>{PLAN_CARD_TEXT.unavailable} {state.message}</FormAlert>
        <p>
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        </p>
      </div>
    )
  }

  const { subscription } = state.data
  if (!subscription) {
    return (
      <div className="account-hub__body">
        <p>{PLAN_CARD_TEXT.none}</p>
        <p>
          <Link to={accountPaths.plans} className={buttonClassName('primary')}>
            Choose a plan
          </Link>
        </p>
      </div>
    )
  }

  const summary = planSummary(subscription)
  return (
    <div className="account-hub__body">
      <p className="account-hub__plan">
        <strong>{subscription.product_name}</strong>{' '}
        <span className={`account-badge ${summary.status === 'Active' ? 'account-badge--success' : 'account-badge--warning'}`}>{summary.status}</span>
      </p>
      {summary.when && <p className="account-muted">{summary.when}</p>}
      <p>
        <Link to={accountPaths.plans}>{subscription.status === 'canceled' ? 'Choose a plan' : 'Change plan'}</Link>
      </p>
    </div>
  )
}
