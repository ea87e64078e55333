import type { Invoice } from '@/api/payments/paymentTypes'
import { fixtureSubscription, paidInvoice } from '../shared/billing.fixtures'
import type { CurrentPlan } from '../shared/useCurrentSubscription'
import type { InvoicePage } from './useInvoicePage'

/** Stories' billing history: a live plan with usage on its next invoice, the same set to cancel, and ended. */

export const activePlan: CurrentPlan = {
  subscription: fixtureSubscription,
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
  subscription: { ...fixtureSubscription, cancel_at_period_end: true, canceled_at: '2026-05-20T14:10:00.000Z' },
  upcoming: null,
}

export const endedPlan: CurrentPlan = {
  subscription: { ...fixtureSubscription, status: 'canceled', cancel_at_period_end: true, canceled_at: '2026-05-20T14:10:00.000Z' },
  upcoming: null,
}

export const noPlan: CurrentPlan = { subscription: null, upcoming: null }

const invoice = (id: number, month: number): Invoice => {
  const start = new Date(Date.UTC(2026, month, 2, 9)).toISOString()
  const end = new Date(Date.UTC(2026, month + 1, 2, 9)).toISOString()
  return { ...paidInvoice, id, number: `MT-2026-${String(id).padStart(4, '0')}`, period_start: start, period_end: end, created_at: start, paid_at: start }
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
