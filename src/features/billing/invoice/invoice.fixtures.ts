import type { Invoice } from '@/api/payments/paymentTypes'
import { paidInvoice } from '../shared/billing.fixtures'

/** Stories' invoices: a plain paid month, the same refunded, and one with metered usage. */


export const refundedInvoice: Invoice = {
  ...paidInvoice,
  id: 4,
  number: 'MT-2026-0004',
  status: 'refunded',
  amount_refunded: 999,
  refund_pending: false,
}

export const usageInvoice: Invoice = {
  ...paidInvoice,
  id: 5,
  number: 'MT-2026-0005',
  lines: [
    { description: 'MoveTime Premium · Monthly', quantity: 1, unit_amount: 999, amount: 999 },
    { description: 'Live coaching session', quantity: 3, unit_amount: 1500, amount: 4500 },
    { description: 'Form check on a video', quantity: 2, unit_amount: 500, amount: 1000 },
  ],
  subtotal: 6499,
  amount_due: 6499,
  amount_paid: 6499,
  card_brand: 'mastercard',
  card_last4: '4444',
}

/** A plan change: the unused part of the old plan is credited against the new one. */
export const planChangeInvoice: Invoice = {
  ...paidInvoice,
  id: 6,
  number: 'MT-2026-0006',
  lines: [{ description: 'MoveTime Coach · Monthly', quantity: 1, unit_amount: 1999, amount: 1999 }],
  subtotal: 1999,
  amount_due: 1355,
  amount_paid: 1355,
}
