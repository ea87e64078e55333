import type { PlanChangePreview, Price } from '@/api/payments/paymentTypes'

/** Stories' plans: the seeded catalogue's shape (two products, monthly and yearly). */

const price = (id: number, productId: number, name: string, description: string, interval: Price['interval'], amount: number): Price => ({
  id,
  stripe_id: `price_fixture_${id}`,
  product_id: productId,
  product_name: name,
  product_description: description,
  nickname: `${name} ${interval === 'month' ? 'monthly' : 'yearly'}`,
  amount,
  currency: 'usd',
  interval,
  active: true,
  created_at: '2026-01-05T09:00:00.000Z',
})

const premium = 'The whole move library, favourites, history and stats, and offline training in the gym.'
const coach = 'Everything in Premium, plus two live coaching sessions a month with a MoveTime coach and form checks on your videos.'

export const fixturePrices: Price[] = [
  price(1, 1, 'MoveTime Premium', premium, 'month', 999),
  price(2, 1, 'MoveTime Premium', premium, 'year', 9990),
  price(3, 2, 'MoveTime Coach', coach, 'month', 1999),
  price(4, 2, 'MoveTime Coach', coach, 'year', 19990),
]

/** A yearly price that is not a whole number of months cheaper: the badge says "Save 15%". */
export const fixturePricesWithPercentSaving: Price[] = [
  price(11, 3, 'MoveTime Lite', 'Short daily routines for busy weeks.', 'month', 1000),
  price(12, 3, 'MoveTime Lite', 'Short daily routines for busy weeks.', 'year', 10200),
  ...fixturePrices,
]


export const fixtureChangePreview: PlanChangePreview = {
  from_price_id: 1,
  to_price_id: 3,
  currency: 'usd',
  credit: 644,
  charge: 1999,
  amount_due_now: 1355,
  carried_credit: 0,
  new_period_end: '2026-06-13T09:00:00.000Z',
}
