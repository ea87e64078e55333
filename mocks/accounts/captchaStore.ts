import { ACCOUNT_MESSAGES } from './accountRules'
import { HttpError, MESSAGES, type Validation } from '@mocks/http/httpErrors'

/**
 * The mock's stand-in for Google reCAPTCHA. The developer widget asks /__mock/captcha for a token
 * (as Google's widget gets one when the box is ticked); google-captcha verifies it (as a server
 * asks Google's siteverify); register and sign-in then spend the verified token. Each step works
 * once, and an unverified token is good for two minutes, like Google's.
 */

export const CAPTCHA_TTL_MS = 2 * 60 * 1000

export const CAPTCHA_MESSAGES = {
  required: 'Please confirm you are not a robot.',
  unknown: 'This robot check is not valid. Tick the box again.',
  used: 'This robot check was already used. Tick the box again.',
  expired: 'This robot check has expired. Tick the box again.',
} as const

interface CaptchaToken {
  state: 'issued' | 'verified' | 'spent'
  expiresAt: number
}

// Module memory: a token lives two minutes, far shorter than anything worth persisting.
const tokens = new Map<string, CaptchaToken>()

function forgetExpired(): void {
  const now = Date.now()
  for (const [token, entry] of tokens) if (entry.expiresAt <= now) tokens.delete(token)
}

export function issueCaptchaToken(): { token: string; expiresInMs: number } {
  forgetExpired()
  const token = `mock-captcha-${crypto.randomUUID()}`
  tokens.set(token, { state: 'issued', expiresAt: Date.now() + CAPTCHA_TTL_MS })
  return { token, expiresInMs: CAPTCHA_TTL_MS }
}

function verifyProblem(entry: CaptchaToken | undefined): string | null {
  if (!entry) return CAPTCHA_MESSAGES.unknown
  if (entry.state !== 'issued') return CAPTCHA_MESSAGES.used
  if (entry.expiresAt <= Date.now()) return CAPTCHA_MESSAGES.expired
  return null
}

/** google-captcha: an issued, unexpired token becomes verified; anything else is a 400 with the reason. */
export function verifyCaptchaToken(token: string): void {
  const problem = verifyProblem(tokens.get(token))
  if (problem) throw new HttpError(400, problem, { captchaToken: problem })
  // The form sends the account call right after; the clock restarts so a slow network does not fail it.
  tokens.set(token, { state: 'verified', expiresAt: Date.now() + CAPTCHA_TTL_MS })
}

/** True (and the token is spent) when the token was verified and has not been spent or expired. */
export function spendVerifiedCaptcha(token: string): boolean {
  const entry = tokens.get(token)
  if (!entry || entry.state !== 'verified' || entry.expiresAt <= Date.now()) return false
  entry.state = 'spent'
  return true
}

/**
 * For sign-up: spends the verified captcha or answers 400 with `captcha_token`, together with the
 * other field problems. Without a verified captcha the answer never says that an email is taken,
 * so the form cannot be scripted to find out who has an account.
 */
export function requireCaptchaWithFields(validation: Validation, token: string): void {
  if (spendVerifiedCaptcha(token)) return
  if (validation.email === ACCOUNT_MESSAGES.emailTaken) delete validation.email
  const onlyCaptcha = Object.keys(validation).length === 0
  validation.captcha_token = CAPTCHA_MESSAGES.required
  throw new HttpError(400, onlyCaptcha ? CAPTCHA_MESSAGES.required : MESSAGES.checkFields, validation)
}

/** For sign-in once it is throttled: spends the verified captcha or answers 400 with `captcha_token`. */
export function requireCaptcha(token: string): void {
  if (spendVerifiedCaptcha(token)) return
  throw new HttpError(400, CAPTCHA_MESSAGES.required, { captcha_token: CAPTCHA_MESSAGES.required })
}
