import { TOKEN_EXPIRED } from '@/api/apiError'
import type { Role } from '@/lib/auth/role'
import { db } from '@mocks/db/db'
import type { SessionRow, UserRow } from '@mocks/db/schemas'
import { HttpError, MESSAGES } from './httpErrors'

/** The bearer-token and role checks, and the sessions they read. */

/** Access tokens live one hour, like the real API's. */
export const TOKEN_TTL_MS = 60 * 60 * 1000

export interface Auth {
  session: SessionRow
  user: UserRow
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization') ?? ''
  const match = /^Bearer\s+(.+)$/i.exec(header)
  const token = match?.[1]?.trim()
  // Clients that interpolate a missing token send the text "null" or "undefined".
  return token && token !== 'null' && token !== 'undefined' ? token : null
}

export function findSession(token: string): SessionRow | undefined {
  return db.session.findFirst((q) => q.where({ token }))
}

export function findUser(id: number): UserRow | undefined {
  return db.user.findFirst((q) => q.where({ id }))
}

export function findUserByEmail(email: string): UserRow | undefined {
  const wanted = email.trim().toLowerCase()
  return db.user.findFirst((q) => q.where({ email: (value) => value.toLowerCase() === wanted }))
}

/**
 * The caller's session when a bearer token is sent, null when none is.
 * An unknown token is 401; an expired one is 401 with exactly TOKEN_EXPIRED (docs/product.md §4).
 */
export function optionalAuth(request: Request): Auth | null {
  const token = bearerToken(request)
  if (!token) return null
  const session = findSession(token)
  // A half-finished two-factor sign-in is good for 2fa/verify only, never as an access token.
  if (!session || session.purpose !== 'access') throw new HttpError(401, MESSAGES.signIn)
  if (session.expires_at <= Date.now()) throw new HttpError(401, TOKEN_EXPIRED)
  const user = findUser(session.user_id)
  if (!user) throw new HttpError(401, MESSAGES.signIn)
  return { session, user }
}

export function requireAuth(request: Request): Auth {
  const auth = optionalAuth(request)
  if (!auth) throw new HttpError(401, MESSAGES.signIn)
  return auth
}

export function requireRole(request: Request, ...roles: Role[]): Auth {
  const auth = requireAuth(request)
  if (!roles.includes(auth.session.role)) throw new HttpError(403, MESSAGES.forbidden)
  return auth
}

/** Expired sessions are kept a day (so they answer TOKEN_EXPIRED), then dropped to keep the snapshot small. */
const EXPIRED_SESSION_GRACE_MS = 24 * 60 * 60 * 1000

export async function createSession(user: UserRow): Promise<SessionRow> {
  const cutoff = Date.now() - EXPIRED_SESSION_GRACE_MS
  db.session.deleteMany((q) => q.where({ expires_at: (expiresAt) => expiresAt < cutoff }))
  db.email_token.deleteMany((q) => q.where({ expires_at: (expiresAt) => expiresAt < cutoff }))
  return db.session.create({
    token: crypto.randomUUID(),
    user_id: user.id,
    role: user.role,
    expires_at: Date.now() + TOKEN_TTL_MS,
    purpose: 'access',
  })
}
