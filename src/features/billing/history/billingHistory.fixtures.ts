import type { Invoice, Subscription } from '@/api/payments/paymentTypes'
import type { CurrentPlan } from '../shared/useCurrentSubscription'
import type { InvoicePage } from './useInvoicePage'

/** Stories' billing history: a live plan with usage on its next invoice, the same set to cancel, and ended. */

const subscription: Subscription = {
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

export const activePlan: CurrentPlan = {
  subscription,
  upcoming: {
    date: '2026-06-02T09:00:00.000Z',
    currency: 'usd',
    lines: [
      { description: 'MoveTime Premium · Monthly', quantity: 1, unit_amount: 999, amount: 999 },
      { description: 'Live coaching session', quantity: 2, unit_amount: 1500, amount: 3000 },
    ],
    amount_due: 3999,
  },
}

export const cancelledPlan: CurrentPlan = {
  subscription: { ...subscription, cancel_at_period_end: true, canceled_at: '2026-05-20T14:10:00.000Z' },
  upcoming: null,
}

export const endedPlan: CurrentPlan = {
  subscription: { ...subscription, status: 'canceled', cancel_at_period_end: true, canceled_at: '2026-05-20T14:10:00.000Z' },
  upcoming: null,
}

export const noPlan: CurrentPlan = { subscription: null, upcoming: null }

const invoice = (id: number, month: number): Invoice => {
  const start = new Date(Date.UTC(2026, month, 2, 9)).toISOString()
  const end = new Date(Date.UTC(2026, month + 1, 2, 9)).toISOString()
  return {
    id,
    number: `MT-2026-${String(id).padStart(4, '0')}`,
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
    period_start: start,
    period_end: end,
    created_at: start,
    paid_at: start,
  }
}

export const invoicesPage: InvoicePage = {
  list: [
    invoice(5, 4),
    { ...invoice(4, 3), lines: [...invoice(4, 3).lines, { description: 'Live coaching session', quantity: 1, unit_amount: 1500, amount: 1500 }], subtotal: 2499, amount_due: 2499, amount_paid: 2499 },
    { ...invoice(3, 2), status: 'refunded', amount_refunded: 999 },
    invoice(2, 1),
    invoice(1, 0),
  ],
  page: 1,
  num_pages: 3,
  total: 25,
}

export const emptyInvoicesPage: InvoicePage = { list: [], page: 1, num_pages: 0, total: 0 }
