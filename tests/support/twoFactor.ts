import { authorizeTwoFactor, enableTwoFactor } from '@/api/auth/authApi'
import { dispatchAuth } from '@/lib/auth/authState'
import { totpCode } from '@mocks/testing/totpCodes'
import { signInAsMember } from './memberSession'

export { totpCode, wrongTotpCode } from '@mocks/testing/totpCodes'

/**
 * Test-only: turns two-factor on for the demo member through the API, as the settings page does
 * (enable, then authorize with the app's current code), signs out again and returns the secret.
 * The current step's code is then spent: sign in with `totpCode(secret, 1)`.
 */
export async function turnOnTwoFactorForMember(): Promise<string> {
  await signInAsMember()
  const { secret } = await enableTwoFactor()
  await authorizeTwoFactor({ token: totpCode(secret) })
  dispatchAuth({ type: 'LOGOUT' })
  return secret
}
