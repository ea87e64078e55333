import { adminBillingHandlers } from './adminBillingHandlers'
import { billingHandlers } from './billingHandlers'
import { stripeCatalogueHandlers } from './stripeCatalogueHandlers'
import { stripeCustomerHandlers } from './stripeCustomerHandlers'
import { stripeHandlers } from './stripeHandlers'
import { stripeSubscriptionHandlers } from './stripeSubscriptionHandlers'

/**
 * The payments family (src/api/payments: billingApi.ts and stripeApi.ts). The payment domain the
 * handlers answer from lives in mocks/billing.
 */
export const paymentsHandlers = [
  ...stripeSubscriptionHandlers,
  ...stripeCustomerHandlers,
  ...stripeCatalogueHandlers,
  ...stripeHandlers,
  ...billingHandlers,
  ...adminBillingHandlers,
]
