import { HttpError } from 'ra-core'
import { ApiError } from '@/api/apiError'

/** ApiError → ra-core's HttpError; field messages under body.errors reach ra-core's form fields. */
export function toHttpError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error
  const hasFieldErrors = Object.keys(error.fieldErrors).length > 0
  const body = hasFieldErrors ? { message: error.message, errors: { ...error.fieldErrors } } : { message: error.message }
  const converted = new HttpError(error.message, error.status, body)
  ;(converted as HttpError & { cause?: unknown }).cause = error
  return converted
}

/** Runs one of ra-core's calls, its ApiError turned into the HttpError ra-core's forms read. */
export async function asRaCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    throw toHttpError(error)
  }
}
