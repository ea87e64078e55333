import type { FamilyProvider } from './resourceCalls'
import { invoiceCalls } from './payments/invoiceCalls'
import { planCalls, priceCalls } from './payments/productCalls'
import { refundCalls } from './payments/refundCalls'
import { subscriptionCalls } from './payments/subscriptionCalls'

/** The payments family (stripe and movetime billing calls, docs/product.md §7): the commerce resources by name. */
export const paymentsProvider: FamilyProvider = {
  plans: planCalls,
  prices: priceCalls,
  subscriptions: subscriptionCalls,
  invoices: invoiceCalls,
  refunds: refundCalls,
}
