import { HttpResponse } from 'msw'

/** The JSON error shape every answer of the mock shares, and the exception that produces it. */

export const MESSAGES = {
  signIn: 'Please sign in to continue.',
  forbidden: 'You do not have permission to do that.',
  checkFields: 'Please check the highlighted fields.',
  badJson: 'Send the request body as a JSON object.',
} as const

export type Validation = Record<string, string>

export interface ErrorBody {
  error: true
  message: string
  validation?: Validation
}

/** Throw anywhere inside `handle` to answer with `{ error: true, message, validation? }`. */
export class HttpError extends Error {
  readonly status: number
  readonly validation: Validation | undefined
  /** More fields for the answer beside `message`, for refusals that tell the caller what to do next. */
  readonly extra: Readonly<Record<string, unknown>>

  constructor(status: number, message: string, validation?: Validation, extra: Record<string, unknown> = {}) {
    super(message)
    this.name = 'HttpError'
    this.status = status
    this.validation = validation
    this.extra = extra
  }
}

export function errorResponse(status: number, message: string, validation?: Validation, extra: Readonly<Record<string, unknown>> = {}): Response {
  const body: ErrorBody = validation ? { ...extra, error: true, message, validation } : { ...extra, error: true, message }
  return HttpResponse.json(body, { status })
}

/** 400 with one message per rejected field, when there is any. */
export function assertValid(validation: Validation, message: string = MESSAGES.checkFields): void {
  if (Object.keys(validation).length > 0) throw new HttpError(400, message, validation)
}
