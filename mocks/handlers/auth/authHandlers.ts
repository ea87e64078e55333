import { accountHandlers } from './accountHandlers'
import { accountInfoHandlers } from './accountInfoHandlers'
import { captchaHandlers } from './captchaHandlers'
import { magicLinkHandlers } from './magicLinkHandlers'
import { mobileResetHandlers } from './mobileResetHandlers'
import { providerLoginHandlers } from './providerLoginHandlers'
import { twoFactorHandlers } from './twoFactorHandlers'

/** The auth family (src/api/auth/authApi.ts): accounts, sign-in in all its forms, and account details. */
export const authHandlers = [
  ...accountHandlers,
  ...twoFactorHandlers,
  ...magicLinkHandlers,
  ...captchaHandlers,
  ...providerLoginHandlers,
  ...mobileResetHandlers,
  ...accountInfoHandlers,
]
