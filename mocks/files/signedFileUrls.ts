import { hmacSha256, toHex } from './hmacSha256'

/**
 * Links to a private move's uploaded files. A <video> or <img> cannot send an Authorization
 * header, so whoever may open the move gets links carrying `exp` (epoch seconds) and `sig`
 * (HMAC-SHA-256 of the upload id and `exp`, under a key that never leaves this home).
 *
 * Expiry is rounded up to a whole window, so the link stays the same for a window's length: a
 * page reload does not change a video's URL, and neither do an offline download's keys until the
 * window turns. A link is good for one to two windows. Each home (tab, test run, server process)
 * has its own key, so a restart ends every link; the app gets new ones with the next move read.
 */

export const SIGNED_URL_WINDOW_SECONDS = 24 * 60 * 60

const KEY = crypto.getRandomValues(new Uint8Array(32))

function signature(id: number, expires: number): string {
  return toHex(hmacSha256(KEY, new TextEncoder().encode(`mock-files:${id}:${expires}`)))
}

export function signedExpiry(nowMs: number = Date.now()): number {
  const nowSeconds = Math.floor(nowMs / 1000)
  return (Math.floor(nowSeconds / SIGNED_URL_WINDOW_SECONDS) + 2) * SIGNED_URL_WINDOW_SECONDS
}

/** `url` (an upload's canonical link) with `exp` and `sig` for upload `id`. */
export function signFileUrl(url: string, id: number, nowMs: number = Date.now()): string {
  const expires = signedExpiry(nowMs)
  return `${url}?exp=${expires}&sig=${signature(id, expires)}`
}

export type SignatureCheck = 'valid' | 'expired' | 'absent' | 'invalid'

export function checkFileSignature(id: number, query: URLSearchParams, nowMs: number = Date.now()): SignatureCheck {
  const rawExpiry = query.get('exp')
  const sig = query.get('sig')
  if (rawExpiry === null && sig === null) return 'absent'
  if (rawExpiry === null || sig === null || !/^\d{1,12}$/.test(rawExpiry)) return 'invalid'
  const expires = Number(rawExpiry)
  const expected = signature(id, expires)
  // Compare every character: the answer's timing must not tell how much of a guess was right.
  let difference = sig.length ^ expected.length
  for (let i = 0; i < expected.length; i += 1) difference |= expected.charCodeAt(i) ^ (sig.charCodeAt(i) || 0)
  if (difference !== 0) return 'invalid'
  return expires * 1000 > nowMs ? 'valid' : 'expired'
}
