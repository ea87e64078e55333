import { ApiError } from '@/api/apiError'

/** True when the failure is the network's, not the server's: the page then says "offline", not "error". */
export function isOfflineFailure(error: unknown): boolean {
  if (error instanceof ApiError && error.isNetworkError) return true
  return typeof navigator !== 'undefined' && navigator.onLine === false
}

/** The server says there is no such thing (or none this account may see). */
export function isNotFoundFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404
}
