import { accountInfoHandlers } from './handlers/accountInfoHandlers'
import { authHandlers } from './handlers/authHandlers'
import { billingHandlers } from './handlers/billingHandlers'
import { captchaHandlers } from './handlers/captchaHandlers'
import { cardProviderHandlers } from './handlers/cardProviderHandlers'
import { devHandlers } from './handlers/devHandlers'
import { gateHandlers, notFoundHandler } from './handlers/gateHandlers'
import { magicLinkHandlers } from './handlers/magicLinkHandlers'
import { mobileResetHandlers } from './handlers/mobileResetHandlers'
import { movesHandlers } from './handlers/movesHandlers'
import { providerLoginHandlers } from './handlers/providerLoginHandlers'
import { recordsHandlers } from './handlers/recordsHandlers'
import { stripeCatalogueHandlers } from './handlers/stripeCatalogueHandlers'
import { stripeCustomerHandlers } from './handlers/stripeCustomerHandlers'
import { stripeHandlers } from './handlers/stripeHandlers'
import { stripeSubscriptionHandlers } from './handlers/stripeSubscriptionHandlers'
import { twoFactorHandlers } from './handlers/twoFactorHandlers'
import { uploadsHandlers } from './handlers/uploadsHandlers'

/**
 * Every mock handler, in the order MSW tries them: the gate (offline, latency, x-project) first,
 * then the families, then a JSON 404 for API paths no family answers. Add new families in the middle.
 */
export const handlers = [
  ...gateHandlers,
  ...devHandlers,
  ...cardProviderHandlers,
  ...authHandlers,
  ...twoFactorHandlers,
  ...magicLinkHandlers,
  ...captchaHandlers,
  ...providerLoginHandlers,
  ...mobileResetHandlers,
  ...accountInfoHandlers,
  ...recordsHandlers,
  ...movesHandlers,
  ...uploadsHandlers,
  ...stripeSubscriptionHandlers,
  ...stripeCustomerHandlers,
  ...stripeCatalogueHandlers,
  ...stripeHandlers,
  ...billingHandlers,
  notFoundHandler,
]
