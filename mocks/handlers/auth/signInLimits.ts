import { db } from '@mocks/db/db'

/**
 * Counters that slow down guessing: failed passwords per email (after a few, sign-in needs a
 * robot check) and wrong mobile reset codes (a code is only six digits and names no account).
 * Module memory: they protect a running server, they are not data worth persisting.
 */

/** Failed passwords for one email before sign-in also needs a verified captcha. */
export const CAPTCHA_AFTER_FAILED_LOGINS = 3
/** Wrong mobile reset codes accepted, across all accounts, before the call refuses for a while. */
export const MOBILE_RESET_MAX_WRONG_CODES = 10

const FORGET_AFTER_MS = 15 * 60 * 1000

interface Counter {
  count: number
  lastAt: number
}

const failedLogins = new Map<string, Counter>()
let wrongResetCodes: Counter = { count: 0, lastAt: 0 }

const key = (email: string) => email.trim().toLowerCase()

function current(counter: Counter | undefined): number {
  if (!counter || Date.now() - counter.lastAt > FORGET_AFTER_MS) return 0
  return counter.count
}

function bumped(counter: Counter | undefined): Counter {
  return { count: current(counter) + 1, lastAt: Date.now() }
}

/** Counted for unknown emails too, or the captcha demand would tell which accounts exist. */
export function loginNeedsCaptcha(email: string): boolean {
  return current(failedLogins.get(key(email))) >= CAPTCHA_AFTER_FAILED_LOGINS
}

export function recordFailedLogin(email: string): void {
  failedLogins.set(key(email), bumped(failedLogins.get(key(email))))
}

export function forgetFailedLogins(email: string): void {
  failedLogins.delete(key(email))
}

export function tooManyWrongResetCodes(): boolean {
  return current(wrongResetCodes) >= MOBILE_RESET_MAX_WRONG_CODES
}

export function recordWrongResetCode(): void {
  wrongResetCodes = bumped(wrongResetCodes)
}

// A reset of the demo data deletes every user; the counters describe the old data, so they go
// too (otherwise a test's failed sign-ins would demand a captcha in the next test).
db.user.hooks.on('delete', () => {
  failedLogins.clear()
  wrongResetCodes = { count: 0, lastAt: 0 }
})
