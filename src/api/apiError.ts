/** The one error type every API call throws: status plus the server's `message` (docs/product.md §8). */
export class ApiError extends Error {
  readonly status: number
  /** Field name → message, when the server rejected specific fields (400). */
  readonly fieldErrors: Readonly<Record<string, string>>
  /** The whole error body, for calls whose refusals carry more than a message (a taken slot's next free times). */
  readonly body: Readonly<Record<string, unknown>>

  constructor(status: number, message: string, fieldErrors: Record<string, string> = {}, body: Record<string, unknown> = {}) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.fieldErrors = fieldErrors
    this.body = body
  }

  get isTokenExpired(): boolean {
    return this.message === TOKEN_EXPIRED
  }

  get isNetworkError(): boolean {
    return this.status === 0
  }
}

/** The message a server sends when the bearer token has expired (docs/product.md §4, §8). */
export const TOKEN_EXPIRED = 'TOKEN_EXPIRED'

export const NETWORK_ERROR_MESSAGE = 'You appear to be offline. Check your connection and try again.'

export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message
  if (error instanceof Error && error.message) return error.message
  return 'Something went wrong. Please try again.'
}
