import { login } from '@/api/auth/authApi'
import { dispatchAuth } from '@/lib/auth/authState'

/** Tests only: signs the demo member in through the mock, as the sign-in page would. */
export async function signInAsMember(): Promise<void> {
  const response = await login({ email: 'member@movetime.app', password: 'Member123!', role: 'user' })
  dispatchAuth({ type: 'LOGIN', user: response.user_id, token: response.token, role: response.role })
}

/** Tests only: jsdom has no layout, so a tall window makes the virtual grid render every card. */
export function showWholeGrid(height = 100_000): () => void {
  const original = window.innerHeight
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height })
  return () => Object.defineProperty(window, 'innerHeight', { configurable: true, value: original })
}
