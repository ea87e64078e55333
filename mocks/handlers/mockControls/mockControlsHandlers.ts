import { captchaTokenHandlers } from './captchaTokenHandlers'
import { cardProviderHandlers } from './cardProviderHandlers'
import { devHandlers } from './devHandlers'

/**
 * The mock-controls family (src/api/mockControls): everything under /__mock/*, which only the mock
 * answers: the developer panel's controls and the stand-ins for Google's robot check and Stripe's
 * token endpoint.
 */
export const mockControlsHandlers = [...devHandlers, ...cardProviderHandlers, ...captchaTokenHandlers]
