import { ApiError } from '@/api/apiError'
import type { FieldErrors } from '@/shared/form/fieldErrors'

/** An authenticator's code as typed ("123 456", "123456"), or null when it is not six digits. */
export function readAuthCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, '')
  return /^\d{6}$/.test(code) ? code : null
}

export const AUTH_CODE_MESSAGES = {
  label: 'Authentication code',
  hint: 'The 6-digit code your authenticator app shows now.',
  invalid: 'Enter the 6-digit code from your authenticator app.',
} as const

export interface AuthCodeValues {
  token: string
}

/** useForm's client check for a code form. */
export function checkAuthCode({ token }: AuthCodeValues): FieldErrors<'token'> {
  return readAuthCode(token) ? {} : { token: AUTH_CODE_MESSAGES.invalid }
}

/**
 * Sends a checked code. The server's "wrong code" (400) comes back as the field's message, where
 * the member will retype; other failures (offline, server error) go above the form.
 */
export async function sendAuthCode({ token }: AuthCodeValues, send: (code: string) => Promise<void>): Promise<FieldErrors<'token'> | void> {
  try {
    await send(readAuthCode(token) ?? token)
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return { token: error.fieldErrors.token ?? error.message }
    throw error
  }
}
