import { HttpResponse, type PathParams } from 'msw'
import { TOKEN_EXPIRED } from '@/api/apiError'
import type { Role } from '@/lib/auth/role'
import { db, whenDbReady } from '@mocks/db/db'
import { flushPendingSave } from '@mocks/db/persistence'
import { faultsAppliedByTransport, takeFault } from '@mocks/devControls'
import type { SessionRow, UserRow } from '@mocks/db/schemas'

/**
 * What every mock handler shares: the JSON error shape, the bearer-token and role checks, and the
 * `handle` wrapper that turns thrown `HttpError`s into answers and saves the database before the
 * answer goes out. Later handler files should wrap their resolvers in `handle` too.
 */

/** Access tokens live one hour, like the real API's. */
export const TOKEN_TTL_MS = 60 * 60 * 1000

export const MESSAGES = {
  signIn: 'Please sign in to continue.',
  forbidden: 'You do not have permission to do that.',
  checkFields: 'Please check the highlighted fields.',
  badJson: 'Send the request body as a JSON object.',
} as const

export type Validation = Record<string, string>

export interface ErrorBody {
  error: true
  message: string
  validation?: Validation
}

/** Throw anywhere inside `handle` to answer with `{ error: true, message, validation? }`. */
export class HttpError extends Error {
  readonly status: number
  readonly validation: Validation | undefined

  constructor(status: number, message: string, validation?: Validation) {
    super(message)
    this.name = 'HttpError'
    this.status = status
    this.validation = validation
  }
}

export function errorResponse(status: number, message: string, validation?: Validation): Response {
  const body: ErrorBody = validation ? { error: true, message, validation } : { error: true, message }
  return HttpResponse.json(body, { status })
}

/** 400 with one message per rejected field, when there is any. */
export function assertValid(validation: Validation, message: string = MESSAGES.checkFields): void {
  if (Object.keys(validation).length > 0) throw new HttpError(400, message, validation)
}

export interface HandlerInfo<Params extends PathParams = PathParams> {
  request: Request
  params: Params
}

export function handle<Params extends PathParams = PathParams>(
  resolver: (info: HandlerInfo<Params>) => Promise<Response> | Response,
): (info: HandlerInfo<Params>) => Promise<Response> {
  return async (info) => {
    await whenDbReady()
    const fault = faultsAppliedByTransport() ? null : takeFault(new URL(info.request.url).pathname)
    try {
      if (fault === 'server-error') throw new HttpError(500, 'The server had a problem. Please try again.')
      const response = await resolver(info)
      // The work is done and saved; only the answer is lost, as on a dropped connection.
      return fault === 'lose-response' ? HttpResponse.error() : response
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error.status, error.message, error.validation)
      console.error('[mock] handler failed', error)
      return errorResponse(500, 'The mock server failed to handle this request.')
    } finally {
      flushPendingSave()
    }
  }
}

// ---- request bodies ------------------------------------------------------------------------

export type JsonObject = Record<string, unknown>

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The body as a JSON object, or 400. An empty body reads as `{}`. */
export async function readJsonObject(request: Request): Promise<JsonObject> {
  const text = await request.text()
  if (text.trim() === '') return {}
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new HttpError(400, MESSAGES.badJson)
  }
  if (!isJsonObject(value)) throw new HttpError(400, MESSAGES.badJson)
  return value
}

export function stringField(body: JsonObject, name: string): string {
  const value = body[name]
  return typeof value === 'string' ? value.trim() : ''
}

/** Where emailed links should point: the app that made the request. */
export function appOrigin(request: Request): string {
  return request.headers.get('origin') || new URL(request.url).origin
}

// ---- sessions ------------------------------------------------------------------------------

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
 * An unknown token is 401; an expired one is 401 with exactly TOKEN_EXPIRED (SPEC §4).
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
