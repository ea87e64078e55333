import type { Invoice, Subscription } from '@/api/payments/paymentTypes'

/** The one subscription and paid invoice the billing stories build their variations on. */

export const fixtureSubscription: Subscription = {
  id: 1,
  stripe_id: 'sub_fixture_1',
  user_id: 1,
  price_id: 1,
  product_name: 'MoveTime Premium',
  amount: 999,
  currency: 'usd',
  interval: 'month',
  status: 'active',
  cancel_at_period_end: false,
  current_period_start: '2026-05-02T09:00:00.000Z',
  current_period_end: '2026-06-02T09:00:00.000Z',
  canceled_at: null,
  created_at: '2026-03-02T09:00:00.000Z',
}

export const paidInvoice: Invoice = {
  id: 3,
  number: 'MT-2026-0003',
  user_id: 1,
  customer_name: 'Maya Thompson',
  customer_email: 'member@movetime.app',
  subscription_id: 1,
  status: 'paid',
  currency: 'usd',
  lines: [{ description: 'MoveTime Premium · Monthly', quantity: 1, unit_amount: 999, amount: 999 }],
  subtotal: 999,
  amount_due: 999,
  amount_paid: 999,
  amount_refunded: 0,
  refund_pending: false,
  card_brand: 'visa',
  card_last4: '4242',
  period_start: '2026-05-02T09:00:00.000Z',
  period_end: '2026-06-02T09:00:00.000Z',
  created_at: '2026-05-02T09:00:00.000Z',
  paid_at: '2026-05-02T09:00:00.000Z',
}
