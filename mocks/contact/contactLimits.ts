import { tooManyContactMessages } from '@/api/contact/contactTypes'
import { db } from '@mocks/db/db'
import { HttpError } from '@mocks/http/httpErrors'

/**
 * How often the contact form may be sent: per client address (one person, or one script, trying
 * many email addresses) and per email address (one inbox flooded from many places). A sliding
 * window of the last hour. Module memory, like the sign-in counters (signInLimits.ts): it protects
 * a running server and is not data worth persisting; the client address is never stored with the
 * message.
 */

export const CONTACT_WINDOW_MS = 60 * 60 * 1000
export const CONTACT_LIMIT_PER_EMAIL = 3
export const CONTACT_LIMIT_PER_ADDRESS = 5

const sent = new Map<string, number[]>()

const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`
const addressKey = (address: string) => `address:${address}`

function recent(key: string, now: number): number[] {
  const times = (sent.get(key) ?? []).filter((at) => now - at < CONTACT_WINDOW_MS)
  if (times.length === 0) sent.delete(key)
  else sent.set(key, times)
  return times
}

/** Minutes until the oldest send in the window leaves it. */
function minutesUntilFree(times: number[], now: number): number {
  const oldest = Math.min(...times)
  return (oldest + CONTACT_WINDOW_MS - now) / 60_000
}

export interface ContactSlot {
  /** Gives the slot back: the message could not be stored after all. */
  release(): void
}

/**
 * Takes one send for both the address and the email, or answers 429 with the wait. Check and take
 * happen with no await between, so a burst of parallel requests cannot all slip under the limit.
 */
export function claimContactSlot(email: string, address: string, now = Date.now()): ContactSlot {
  const byEmail = recent(emailKey(email), now)
  const byAddress = recent(addressKey(address), now)
  const full = [
    byEmail.length >= CONTACT_LIMIT_PER_EMAIL ? byEmail : null,
    byAddress.length >= CONTACT_LIMIT_PER_ADDRESS ? byAddress : null,
  ].filter((times): times is number[] => times !== null)
  if (full.length > 0) {
    const wait = Math.max(...full.map((times) => minutesUntilFree(times, now)))
    throw new HttpError(429, tooManyContactMessages(wait), undefined, { retry_after_minutes: Math.max(1, Math.ceil(wait)) })
  }
  const keys = [emailKey(email), addressKey(address)]
  for (const key of keys) sent.set(key, [...(sent.get(key) ?? []), now])
  return {
    release() {
      for (const key of keys) {
        const times = sent.get(key) ?? []
        const index = times.lastIndexOf(now)
        if (index !== -1) times.splice(index, 1)
      }
    },
  }
}

// A reset of the demo data deletes every message; the counts describe the old data, so they go
// too (otherwise one test's messages would refuse the next test's).
db.contact_message.hooks.on('delete', () => sent.clear())
