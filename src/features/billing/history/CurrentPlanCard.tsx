import { useId } from 'react'
import { paths } from '@/shared/paths/routePaths'
import { formatDate, formatPeriod } from '@/shared/dates/formatDate'
import { planStatus } from '@/shared/plans/planStatus'
import { Button } from '@/ui/button/Button'
import { FormAlert } from '@/ui/field/FormAlert'
import { InvoiceLinesTable } from '../shared/InvoiceLinesTable'
import { formatMoney } from '@/shared/plans/money'
import { Panel } from '@/ui/panel/Panel'
import { ButtonLink } from '@/ui/button/ButtonLink'
import { intervalLabel } from '../shared/periodText'
import { StatusBadge } from '../shared/StatusBadge'
import type { CurrentPlan } from '../shared/useCurrentSubscription'
import './history.css'

export interface CurrentPlanCardProps {
  plan: CurrentPlan
  onCancel: () => void
  onResume: () => void
  resuming?: boolean
  /** Why the last resume failed. */
  resumeError?: string
  /** Offline: the buttons that call the payment provider are disabled. */
  online?: boolean
}

/** The member's plan: its state, the current period, the next invoice with its lines, and what can be done. */
export function CurrentPlanCard({ plan, onCancel, onResume, resuming = false, resumeError, online = true }: CurrentPlanCardProps) {
  const headingId = useId()
  const { subscription, upcoming } = plan

  if (!subscription) {
    return (
      <Panel title="Your plan" className="current-plan">
        <p className="billing-text">You have no plan at the moment. Choose one to unlock every move.</p>
        <div className="billing-actions">
          <ButtonLink to={paths.plans}>Choose a plan</ButtonLink>
        </div>
      </Panel>
    )
  }

  const status = planStatus(subscription)
  const live = subscription.status !== 'canceled'
  return (
    <section className="mt-panel current-plan" aria-labelledby={headingId}>
      <div className="current-plan__head">
        <h2 id={headingId} className="mt-panel__title">
          {`Your plan: ${subscription.product_name}`}
        </h2>
        <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
      </div>
      <dl className="billing-summary current-plan__facts">
        <dt>Price</dt>
        <dd>{`${formatMoney(subscription.amount, subscription.currency)} ${intervalLabel(subscription.interval).toLowerCase()}`}</dd>
        <dt>Current period</dt>
        <dd>{formatPeriod(subscription.current_period_start, subscription.current_period_end)}</dd>
      </dl>
      {subscription.cancel_at_period_end && live && (
        <p className="billing-text">
          {`Your plan stays active until ${formatDate(subscription.current_period_end)}. You will not be charged again unless you resume it.`}
        </p>
      )}
      {upcoming && live && !subscription.cancel_at_period_end && (
        <div className="current-plan__upcoming">
          <h3 className="current-plan__subtitle">{`Next invoice on ${formatDate(upcoming.date)}`}</h3>
          <InvoiceLinesTable
            caption={`Next invoice on ${formatDate(upcoming.date)}`}
            captionHidden
            lines={upcoming.lines}
            currency={upcoming.currency}
            totals={[{ label: 'Amount due', amount: formatMoney(upcoming.amount_due, upcoming.currency) }]}
          />
        </div>
      )}
      <FormAlert>{resumeError}</FormAlert>
      {live && !online && (
        <FormAlert tone="info">You are offline. Payments need a connection: reconnect to cancel or resume your plan.</FormAlert>
      )}
      <div className="billing-actions">
        <ButtonLink variant="secondary" to={paths.plans}>
          Change plan
        </ButtonLink>
        <ButtonLink variant="ghost" to={paths.paymentMethods}>
          Payment methods
        </ButtonLink>
        {live && !subscription.cancel_at_period_end && (
          <Button variant="danger" onClick={onCancel} disabled={!online}>
            Cancel plan
          </Button>
        )}
        {live && subscription.cancel_at_period_end && (
          <Button onClick={onResume} busy={resuming} disabled={!online}>
            {resuming ? 'Resuming…' : 'Resume plan'}
          </Button>
        )}
      </div>
    </section>
  )
}
