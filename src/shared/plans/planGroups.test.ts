// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Price } from '@/api/payments/paymentTypes'
import { bestSavings, groupPlans, planSavings } from './planGroups'

let nextId = 1
function price(productId: number, name: string, interval: Price['interval'], amount: number, active = true): Price {
  const id = nextId++
  return {
    id,
    stripe_id: `price_${id}`,
    product_id: productId,
    product_name: name,
    product_description: `${name} description`,
    nickname: `${name} ${interval}`,
    amount,
    currency: 'usd',
    interval,
    active,
    created_at: '2026-01-01T00:00:00.000Z',
  }
}

describe('groupPlans', () => {
  it('groups prices by product, cheapest plan first', () => {
    const prices = [price(2, 'Coach', 'month', 1999), price(1, 'Premium', 'year', 9990), price(2, 'Coach', 'year', 19990), price(1, 'Premium', 'month', 999)]
    const plans = groupPlans(prices)
    expect(plans.map((plan) => plan.name)).toEqual(['Premium', 'Coach'])
    expect(plans[0]?.prices.month?.amount).toBe(999)
    expect(plans[0]?.prices.year?.amount).toBe(9990)
    expect(plans[0]?.description).toBe('Premium description')
  })

  it('leaves out inactive prices and offers the lower of two for one period', () => {
    const plans = groupPlans([price(1, 'Premium', 'month', 799, false), price(1, 'Premium', 'month', 1099), price(1, 'Premium', 'month', 999)])
    expect(plans).toHaveLength(1)
    expect(plans[0]?.prices.month?.amount).toBe(999)
  })

  it('ranks a yearly-only plan by its monthly equivalent', () => {
    const plans = groupPlans([price(1, 'Pricey', 'month', 1500), price(2, 'Yearly only', 'year', 12000)])
    expect(plans.map((plan) => plan.name)).toEqual(['Yearly only', 'Pricey'])
  })
})

describe('savings across plans', () => {
  it('computes each plan’s saving from its own prices, and the best for the toggle', () => {
    const plans = groupPlans([price(1, 'Premium', 'month', 1000), price(1, 'Premium', 'year', 10200), price(2, 'Coach', 'month', 2000), price(2, 'Coach', 'year', 20000)])
    expect(planSavings(plans[0]!)?.percent).toBe(15)
    expect(planSavings(plans[1]!)?.monthsFree).toBe(2)
    expect(bestSavings(plans)?.monthsFree).toBe(2)
  })

  it('has no saving for a plan with one period', () => {
    const plans = groupPlans([price(1, 'Premium', 'month', 1000)])
    expect(planSavings(plans[0]!)).toBeNull()
    expect(bestSavings(plans)).toBeNull()
  })
})
