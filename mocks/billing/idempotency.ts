import { HttpResponse } from 'msw'
import { db, nextId } from '@mocks/db/db'
import { HttpError, type Validation } from '@mocks/http/httpErrors'
import type { JsonObject } from '@mocks/http/requestBody'

/**
 * Stripe's idempotency keys: the first successful answer to a key is stored and replayed for the
 * same request, so a retry or a double click charges once. A refused payment (402) or a request
 * refused before any work is not stored, so the member can try again with the same key.
 */

export const IDEMPOTENCY_MESSAGES = {
  required: 'idempotency_key is required.',
  tooLong: 'idempotency_key must be at most 255 characters.',
  reused: 'This payment was already submitted with different details.',
} as const

const MAX_KEY = 255

export function readIdempotencyKey(body: JsonObject, validation: Validation): string {
  const key = typeof body.idempotency_key === 'string' ? body.idempotency_key.trim() : ''
  if (key === '') validation.idempotency_key = IDEMPOTENCY_MESSAGES.required
  else if (key.length > MAX_KEY) validation.idempotency_key = IDEMPOTENCY_MESSAGES.tooLong
  return key
}

/** The stored answer for this key, or null when the key is new; 409 when it was used for something else. */
export function replayFor(userId: number, key: string, fingerprint: string): Response | null {
  const stored = db.idempotency.findFirst((q) => q.where({ user_id: userId, key }))
  if (!stored) return null
  if (stored.fingerprint !== fingerprint) throw new HttpError(409, IDEMPOTENCY_MESSAGES.reused)
  return HttpResponse.json(stored.body, { status: stored.status })
}

export async function rememberAnswer(userId: number, key: string, fingerprint: string, body: object, status = 200): Promise<Response> {
  const copy = JSON.parse(JSON.stringify(body)) as Record<string, unknown>
  await db.idempotency.create({ id: nextId('idempotency'), user_id: userId, key, fingerprint, status, body: copy, created_at: new Date().toISOString() })
  return HttpResponse.json(copy, { status })
}

/** A stable text of what was asked, whatever the order of the body's fields. */
export function fingerprintOf(operation: string, details: Record<string, string | number | null>): string {
  const sorted = Object.keys(details)
    .sort()
    .map((name) => [name, details[name]])
  return JSON.stringify([operation, sorted])
}
