import { ApiError } from '@/api/apiError'

/** True when the failure is the network's, not the server's: the page then says "offline", not "error". */
export function isNetworkDown(error: unknown): boolean {
  if (error instanceof ApiError && error.isNetworkError) return true
  return typeof navigator !== 'undefined' && navigator.onLine === false
}
