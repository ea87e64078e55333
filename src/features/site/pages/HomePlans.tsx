import { useRef } from 'react'
import type { Price } from '@/api/payments/paymentTypes'
import { formatMoney } from '@/shared/plans/money'
import { groupPlans, planSavings } from '@/shared/plans/planGroups'
import { savingsText } from '@/shared/plans/savings'
import { usePrices } from '@/shared/plans/usePrices'
import { remoteData } from '@/shared/remote/remoteState'
import { useNearViewport } from '@/ui/viewport/useNearViewport'

const PER = { month: '/ month', year: '/ year' } as const

function PriceLine({ price }: { price: Price }) {
  return (
    <p className="home-plan__price">
      <span className="home-plan__amount">{formatMoney(price.amount, price.currency)}</span> <span className="home-plan__per">{PER[price.interval]}</span>
    </p>
  )
}

/** A plan in words (the `plan_highlights` CMS entry), shown while there are no prices to show. */
export interface DescribedPlan {
  name: string
  text: string
}

/**
 * The plans a visitor can join, with the prices the API offers today (the same call the plans page
 * makes), so the figures here can never contradict checkout. Until they load, or if they cannot,
 * the plans are described in words from the CMS, without figures. The list sits below the fold on
 * a phone: the prices are asked for as it comes near, so a first visit draws without loading the
 * API client at all.
 */
export function HomePlans({ described }: { described: readonly DescribedPlan[] }) {
  const list = useRef<HTMLUListElement>(null)
  const near = useNearViewport(list)
  const remote = usePrices({ enabled: near })
  const prices = remoteData(remote.state)
  const plans = prices ? groupPlans(prices) : []

  if (plans.length === 0) {
    const loading = remote.state.status === 'loading'
    return (
      <ul ref={list} className="home-plans__list" role="list" aria-busy={loading || undefined}>
        {described.map((plan, index) => (
          <li key={`${index}:${plan.name}`} className="home-plan">
            <h3 className="home-plan__name">{plan.name}</h3>
            <p className="home-plan__text">{plan.text}</p>
          </li>
        ))}
      </ul>
    )
  }

  return (
    <ul ref={list} className="home-plans__list" role="list">
      {plans.map((plan) => {
        const savings = planSavings(plan)
        return (
          <li key={plan.productId} className="home-plan">
            <h3 className="home-plan__name">{plan.name}</h3>
            {plan.prices.month && <PriceLine price={plan.prices.month} />}
            {plan.prices.year && (
              <p className="home-plan__alt">
                or {formatMoney(plan.prices.year.amount, plan.prices.year.currency)} {PER.year}
                {savings && <span className="home-plan__saving"> · {savingsText(savings)}</span>}
              </p>
            )}
            {!plan.prices.month && plan.prices.year && <PriceLine price={plan.prices.year} />}
            {plan.description && <p className="home-plan__text">{plan.description}</p>}
          </li>
        )
      })}
    </ul>
  )
}
