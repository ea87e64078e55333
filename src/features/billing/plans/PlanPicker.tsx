import { useEffect, useId, useMemo, useRef } from 'react'
import type { BillingInterval, Price, Subscription } from '@/api/payments/paymentTypes'
import { paths } from '@/shared/paths/routePaths'
import { EmptyState } from '@/shared/states/EmptyState'
import { Button } from '@/ui/button/Button'
import { formatMoney } from '@/shared/plans/money'
import { intervalLabel, perInterval } from '../shared/periodText'
import { savingsText } from '@/shared/plans/savings'
import { StatusBadge } from '../shared/StatusBadge'
import { IntervalToggle } from './IntervalToggle'
import { bestSavings, groupPlans, planSavings, type Plan } from '@/shared/plans/planGroups'
import { ButtonLink } from '@/ui/button/ButtonLink'
import { trackEvent } from '@/shared/analytics/trackEvent'
import './plans.css'

export interface PlanPickerProps {
  prices: readonly Price[]
  interval: BillingInterval
  onIntervalChange: (interval: BillingInterval) => void
  /** The member's live subscription: its plan is marked, the others offer a change instead of a payment. */
  current: Subscription | null
  onChangePlan?: (price: Price) => void
  /** A plan to mark, scroll to and focus (the booking page sends members to the Coach plan). */
  highlight?: PlanHighlight
}

export interface PlanHighlight {
  /** The product's name. */
  name: string
  /** The badge beside its name. */
  badge: string
  /** A line under its price, unless its description already says it (`mentioned`). */
  note: string
  mentioned: RegExp
}

/** The plans on offer for one billing period, each with its price and the way to take it. */
export function PlanPicker({ prices, interval, onIntervalChange, current, onChangePlan, highlight }: PlanPickerProps) {
  const plans = useMemo(() => groupPlans(prices), [prices])
  const best = bestSavings(plans)
  const shown = plans.filter((plan) => plan.prices[interval])

  if (plans.length === 0) {
    return (
      <EmptyState title="No plans on offer right now">We are preparing new plans. Please check back soon.</EmptyState>
    )
  }

  return (
    <div className="plan-picker">
      <IntervalToggle value={interval} onChange={onIntervalChange} yearlyNote={best ? `Up to ${savingsText(best)}` : undefined} />
      {shown.length === 0 ? (
        <EmptyState
          title={`No ${intervalLabel(interval).toLowerCase()} plans`}
          action={
            <Button variant="secondary" onClick={() => onIntervalChange(interval === 'month' ? 'year' : 'month')}>
              {`Show ${interval === 'month' ? 'yearly' : 'monthly'} plans`}
            </Button>
          }
        >
          Every plan is billed {interval === 'month' ? 'yearly' : 'monthly'} at the moment.
        </EmptyState>
      ) : (
        <ul className="plan-picker__list">
          {shown.map((plan) => (
            <li key={plan.productId}>
              <PlanCard
                plan={plan}
                interval={interval}
                current={current}
                onChangePlan={onChangePlan}
                highlight={plan.name === highlight?.name ? highlight : undefined}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

interface PlanCardProps {
  plan: Plan
  interval: BillingInterval
  current: Subscription | null
  onChangePlan?: (price: Price) => void
  highlight?: PlanHighlight
}

function PlanCard({ plan, interval, current, onChangePlan, highlight }: PlanCardProps) {
  const highlighted = highlight !== undefined
  const titleId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const price = plan.prices[interval]

  // Sent here for this plan: it comes into view and takes focus, so a screen reader starts at it too.
  useEffect(() => {
    if (!highlighted) return
    heading.current?.scrollIntoView?.({ block: 'center' })
    heading.current?.focus({ preventScroll: true })
  }, [highlighted])

  if (!price) return null
  const isCurrent = current?.price_id === price.id
  const savings = interval === 'year' ? planSavings(plan) : null

  return (
    <article
      className={['plan-card', isCurrent && 'plan-card--current', highlighted && 'plan-card--highlighted'].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
    >
      <header className="plan-card__header">
        <h2 id={titleId} ref={heading} tabIndex={highlighted ? -1 : undefined} className="plan-card__name">
          {plan.name}
        </h2>
        {highlight && !isCurrent && <StatusBadge tone="info">{highlight.badge}</StatusBadge>}
        {isCurrent && <StatusBadge tone="success">Your current plan</StatusBadge>}
        {savings && !isCurrent && <StatusBadge tone="info">{savingsText(savings)}</StatusBadge>}
      </header>
      <p className="plan-card__price">
        <span className="plan-card__amount">{formatMoney(price.amount, price.currency)}</span>
        <span className="plan-card__per">{perInterval(interval)}</span>
      </p>
      {interval === 'year' && (
        <p className="plan-card__note">
          {`${formatMoney(Math.round(price.amount / 12), price.currency)} a month, billed yearly`}
          {savings && ` · you save ${formatMoney(savings.saved, price.currency)} a year`}
        </p>
      )}
      {highlight && !highlight.mentioned.test(plan.description) && <p className="plan-card__highlight-note">{highlight.note}</p>}
      {plan.description && <p className="plan-card__description">{plan.description}</p>}
      <div className="plan-card__action">
        {isCurrent ? (
          <p className="plan-card__current-note">
            {current?.cancel_at_period_end ? 'Set to end at the close of this period.' : 'You are on this plan.'}
          </p>
        ) : current ? (
          <Button
            variant="secondary"
            onClick={() => {
              trackEvent('plan chosen', `${plan.name} ${interval}`)
              onChangePlan?.(price)
            }}
          >
            Change to this plan<span className="visually-hidden">{`: ${plan.name}, ${intervalLabel(interval).toLowerCase()}`}</span>
          </Button>
        ) : (
          <ButtonLink to={paths.payment(price.id)} onClick={() => trackEvent('plan chosen', `${plan.name} ${interval}`)}>
            {`Choose ${plan.name}`}
          </ButtonLink>
        )}
      </div>
    </article>
  )
}
