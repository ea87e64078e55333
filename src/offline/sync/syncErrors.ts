import { ApiError } from '@/api/apiError'

/**
 * What a failed call means for the outbox:
 * - offline: stop quietly, try again when the connection returns;
 * - auth-required: stop and keep everything, the member must sign in again;
 * - retry: a passing server fault, back off and try again;
 * - reject: the server refuses this op for good, so drop it.
 */
export type FailureKind = 'offline' | 'auth-required' | 'retry' | 'reject'

export function classifyFailure(error: unknown): FailureKind {
  if (!(error instanceof ApiError)) return 'retry'
  if (error.isTokenExpired || error.status === 401) return 'auth-required'
  if (error.isNetworkError) return 'offline'
  // Timeouts and rate limits are 4xx but say "later", not "never".
  if (error.status >= 500 || error.status === 408 || error.status === 429) return 'retry'
  if (error.status >= 400) return 'reject'
  return 'retry'
}

/** Thrown when the server's state still disagrees after every pass of a round; retried with backoff. */
export class NotConvergedError extends Error {
  constructor(kind: string, pending: number) {
    super(`${pending} ${kind} change(s) still differ from the server`)
    this.name = 'NotConvergedError'
  }
}
