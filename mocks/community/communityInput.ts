import { z } from 'zod'
import { HttpError, MESSAGES, type Validation } from '@mocks/http/httpErrors'
import { readJsonObject } from '@mocks/http/requestBody'
import { FRIEND_MESSAGES } from './communityMessages'

/**
 * Reading the community calls' input: bodies through zod schemas (400 with one message per field),
 * ids from the path (decimal digits only, or the thing "does not exist": 404 with `notFound`).
 */

const CLIENT_REF_MAX = 100

export const clientRefField = z.string(FRIEND_MESSAGES.clientRef).trim().min(1, FRIEND_MESSAGES.clientRef).max(CLIENT_REF_MAX, FRIEND_MESSAGES.clientRef)
export const userIdField = z.number(FRIEND_MESSAGES.userId).int(FRIEND_MESSAGES.userId).positive(FRIEND_MESSAGES.userId)
export const emailField = z.string(FRIEND_MESSAGES.email).trim().max(254, FRIEND_MESSAGES.email).pipe(z.email(FRIEND_MESSAGES.email))

/** The body checked against `schema`, or 400 with the first message of each failing field. */
export async function readBody<Schema extends z.ZodType>(request: Request, schema: Schema): Promise<z.output<Schema>> {
  const body = await readJsonObject(request)
  const result = schema.safeParse(body)
  if (result.success) return result.data
  const validation: Validation = {}
  for (const issue of result.error.issues) validation[issue.path.map(String).join('.') || 'body'] ??= issue.message
  throw new HttpError(400, MESSAGES.checkFields, validation)
}

/** An id from the path; anything but decimal digits names nothing, so it is the same 404. */
export function pathId(raw: string | undefined, notFound: string): number {
  const id = raw && /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN
  if (!Number.isSafeInteger(id) || id < 1) throw new HttpError(404, notFound)
  return id
}

/** Exactly one of `user_id` and `email`: the message goes under both fields. */
export function exactlyOneTarget<Body extends { user_id?: number | undefined; email?: string | undefined }>(message: string) {
  return (body: Body, context: z.RefinementCtx) => {
    if ((body.user_id === undefined) === (body.email === undefined)) {
      context.addIssue({ code: 'custom', message, path: ['user_id'] })
      context.addIssue({ code: 'custom', message, path: ['email'] })
    }
  }
}
