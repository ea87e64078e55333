import { HttpResponse } from 'msw'
import type { LoginResponse } from '@/api/auth/authTypes'
import { db } from '@mocks/db/db'
import type { UserRow } from '@mocks/db/schemas'
import { createSession } from '@mocks/http/guard'

/**
 * The one way every sign-in ends (password, magic link, provider, two-factor code): an access
 * session, or, for an account with two-factor on, a challenge that only 2fa/verify accepts.
 */

/** A two-factor challenge lasts five minutes: time to open the app, not to walk away. */
export const TWO_FACTOR_CHALLENGE_TTL_MS = 5 * 60 * 1000

export async function accessAnswer(user: UserRow): Promise<Response> {
  const session = await createSession(user)
  return HttpResponse.json<LoginResponse>({
    error: false,
    role: user.role,
    token: session.token,
    user_id: user.id,
    expire_at: Math.floor(session.expires_at / 1000),
    first_name: user.first_name,
    last_name: user.last_name,
  })
}

export async function signInAnswer(user: UserRow): Promise<Response> {
  if (!user.two_factor_enabled || !user.two_factor_secret) return accessAnswer(user)
  const challenge = await db.session.create({
    token: crypto.randomUUID(),
    user_id: user.id,
    role: user.role,
    expires_at: Date.now() + TWO_FACTOR_CHALLENGE_TTL_MS,
    purpose: 'two_factor',
  })
  return HttpResponse.json<LoginResponse>({
    error: false,
    two_factor_required: true,
    role: user.role,
    // Not an access token: guard.ts refuses it everywhere but 2fa/verify.
    token: challenge.token,
    user_id: user.id,
    expire_at: Math.floor(challenge.expires_at / 1000),
    first_name: user.first_name,
    last_name: user.last_name,
  })
}
