import type { BillingInterval, Price } from '@/api/payments/paymentTypes'
import { yearlySavings, type YearlySavings } from './savings'

/** One product as a plan, with at most one price per billing interval. */
export interface Plan {
  productId: number
  name: string
  description: string
  prices: Partial<Record<BillingInterval, Price>>
}

/**
 * Groups the active prices by product, cheapest plan first. When a product has two active prices
 * for the same interval the lower one is offered (the provider allows both; a member should not
 * pay more for the same thing).
 */
export function groupPlans(prices: readonly Price[]): Plan[] {
  const byProduct = new Map<number, Plan>()
  for (const price of prices) {
    if (!price.active) continue
    const plan = byProduct.get(price.product_id) ?? {
      productId: price.product_id,
      name: price.product_name,
      description: price.product_description,
      prices: {},
    }
    const existing = plan.prices[price.interval]
    if (!existing || price.amount < existing.amount) plan.prices[price.interval] = price
    byProduct.set(price.product_id, plan)
  }
  return [...byProduct.values()].sort((a, b) => monthlyEquivalent(a) - monthlyEquivalent(b) || a.productId - b.productId)
}

function monthlyEquivalent(plan: Plan): number {
  if (plan.prices.month) return plan.prices.month.amount
  return plan.prices.year ? plan.prices.year.amount / 12 : Number.POSITIVE_INFINITY
}

/** What the yearly price of a plan saves against its monthly price, when it has both. */
export function planSavings(plan: Plan): YearlySavings | null {
  const { month, year } = plan.prices
  return month && year ? yearlySavings(month.amount, year.amount) : null
}

/** The biggest saving any plan offers for paying yearly, for the toggle's hint. */
export function bestSavings(plans: readonly Plan[]): YearlySavings | null {
  let best: YearlySavings | null = null
  for (const plan of plans) {
    const savings = planSavings(plan)
    if (savings && (!best || savings.percent > best.percent)) best = savings
  }
  return best
}
