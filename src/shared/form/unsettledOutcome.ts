import { ApiError } from '@/api/apiError'

/**
 * Whether the server may or may not have acted on the request: no answer at all (status 0) or a
 * server error. A retry after one of these must resend the same idempotency key and body, so work
 * that did go through (a charge) is not done twice.
 */
export function isUnsettled(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500)
}
