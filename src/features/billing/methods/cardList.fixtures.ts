import type { Card } from '@/api/payments/paymentTypes'

/** "Today" for the stories, so the expiry marks never drift. */
export const fixtureNow = new Date(2026, 4, 15)

const card = (id: number, brand: Card['brand'], last4: string, exp_month: number, exp_year: number, is_default = false): Card => ({
  id,
  stripe_id: `card_fixture_${id}`,
  brand,
  last4,
  exp_month,
  exp_year,
  is_default,
  created_at: '2026-01-05T09:00:00.000Z',
})

export const fixtureCards: Card[] = [
  card(1, 'visa', '4242', 12, 2029, true),
  card(2, 'mastercard', '4444', 6, 2026),
  card(3, 'amex', '0005', 3, 2026),
]
