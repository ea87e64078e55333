import { captchaTokenHandlers } from './captchaTokenHandlers'
import { cardProviderHandlers } from './cardProviderHandlers'
import { devHandlers } from './devHandlers'
import { largeAdminDataHandlers } from './largeAdminDataHandlers'

/**
 * The mock-controls family (src/api/mockControls): everything under /__mock/*, which only the mock
 * answers: the developer panel's controls and the stand-ins for Google's robot check and Stripe's
 * token endpoint.
 */
export const mockControlsHandlers = [...devHandlers, ...largeAdminDataHandlers, ...cardProviderHandlers, ...captchaTokenHandlers]
