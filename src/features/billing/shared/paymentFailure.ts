import { ApiError } from '@/api/apiError'

/**
 * Whether the server may or may not have acted on the request: no answer at all (status 0) or a
 * server error. A payment retried after one of these must resend the same idempotency key and
 * body, so a charge that did go through is not made twice.
 */
export function isUnsettled(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500)
}

/** The card was refused by the provider (HTTP 402); the message says why, in the member's words. */
export function isDecline(error: unknown): boolean {
  return error instanceof ApiError && error.status === 402
}

/** The member already has a live plan (HTTP 409 on checkout). */
export function isConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409
}
