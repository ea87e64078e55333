import type { Card } from '@/api/payments/paymentTypes'
import type { OrderSummaryPrice } from './OrderSummary'

export const monthlyPremium: OrderSummaryPrice = {
  product_name: 'MoveTime Premium',
  product_description: 'The whole move library, favourites, history and stats, and offline training in the gym.',
  interval: 'month',
  amount: 999,
  currency: 'usd',
}

export const yearlyCoach: OrderSummaryPrice = {
  product_name: 'MoveTime Coach',
  product_description: 'Everything in Premium, plus live coaching.',
  interval: 'year',
  amount: 19990,
  currency: 'usd',
}

export const savedCards: Card[] = [
  { id: 1, stripe_id: 'card_fixture_1', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030, is_default: true, created_at: '2026-01-05T09:00:00.000Z' },
  { id: 2, stripe_id: 'card_fixture_2', brand: 'mastercard', last4: '4444', exp_month: 1, exp_year: 2020, is_default: false, created_at: '2026-01-05T09:00:00.000Z' },
]

/** What the member typed before a decline: the number is gone, the rest stays. */
export const typedAfterDecline = { number: '', expiry: '1230', cvc: '123', name: 'Priya Shah' }
