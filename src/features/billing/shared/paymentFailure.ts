import { ApiError } from '@/api/apiError'

/** The card was refused by the provider (HTTP 402); the message says why, in the member's words. */
export function isDecline(error: unknown): boolean {
  return error instanceof ApiError && error.status === 402
}

/** The member already has a live plan (HTTP 409 on checkout). */
export function isConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409
}
