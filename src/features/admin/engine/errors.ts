import { HttpError } from 'ra-core'
import { ApiError } from '@/api/apiError'

/** The status of an error from the data provider (ra-core's HttpError or our ApiError), if any. */
export function errorStatus(error: unknown): number | undefined {
  if (error instanceof HttpError || error instanceof ApiError) return error.status
  return undefined
}

/** The server's message, written for the reader. */
export function errorText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message
  if (typeof error === 'string' && error) return error
  return 'Something went wrong. Please try again.'
}
