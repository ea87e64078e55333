import { Secret, TOTP } from 'otpauth'

/**
 * Time-based one-time passwords as authenticator apps make them (RFC 6238: HMAC-SHA1, six
 * digits, 30-second steps), through otpauth rather than hand-rolled HMAC arithmetic.
 */

export const TOTP_ISSUER = 'MoveTime'
const DIGITS = 6
const PERIOD_SECONDS = 30
/** One step either side: a phone clock a little off, or a code typed as it rolls over. */
const WINDOW = 1

const CODE_PATTERN = /^\d{6}$/

export function newTotpSecret(): string {
  // 160 bits, the HMAC-SHA1 key length RFC 4226 recommends.
  return new Secret({ size: 20 }).base32
}

function totpFor(secret: string, accountEmail = ''): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: accountEmail,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  })
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function otpauthUrl(secret: string, accountEmail: string): string {
  return totpFor(secret, accountEmail).toString()
}

/** "123 456" and "123456" are the same code; anything else that is not six digits is no code. */
export function normaliseCode(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const code = value.replace(/\s+/g, '')
  return CODE_PATTERN.test(code) ? code : null
}

/**
 * The newest time step accepted per secret. RFC 6238 §5.2: a verifier must not accept the same
 * code twice, so a code seen over someone's shoulder (or replayed from a log) is worthless.
 * Module memory, like the rest of the mock's short-lived state: a reload forgets it.
 */
const lastAcceptedStep = new Map<string, number>()

export type CodeCheck = 'accepted' | 'wrong' | 'reused'

/** Checks a code against the secret and, when it is good, uses it up. */
export function spendTotpCode(secret: string, code: string): CodeCheck {
  const totp = totpFor(secret)
  const now = Date.now()
  const delta = totp.validate({ token: code, timestamp: now, window: WINDOW })
  if (delta === null) return 'wrong'
  const step = totp.counter({ timestamp: now }) + delta
  const last = lastAcceptedStep.get(secret)
  // Older steps inside the window are refused too: once a newer code is used, earlier ones are stale.
  if (last !== undefined && step <= last) return 'reused'
  lastAcceptedStep.set(secret, step)
  return 'accepted'
}
