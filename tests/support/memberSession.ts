import { login } from '@/api/auth/authApi'
import { dispatchAuth } from '@/lib/auth/authState'

/** The seeded members' password in the mock backend (mocks/db seed). */
const SEEDED_MEMBER_PASSWORD = 'Member123!'

/**
 * Test-only: signs a seeded member (the demo member unless `email` names another) in through the
 * mock, as the sign-in page would, and returns their user id.
 */
export async function signInAsMember(email = 'member@movetime.app'): Promise<number> {
  const response = await login({ email, password: SEEDED_MEMBER_PASSWORD, role: 'user' })
  dispatchAuth({ type: 'LOGIN', user: response.user_id, token: response.token, role: response.role })
  return response.user_id
}
