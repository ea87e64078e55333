import { ApiError } from '@/api/apiError'
import type { FieldErrors } from '@/shared/form/fieldErrors'

export const inviteMessages = {
  friendRequired: 'Choose a friend to invite.',
  emailRequired: 'Enter their email address.',
  emailInvalid: 'Enter a valid email address, like name@example.com.',
} as const

// Deliberately loose (one @, a dot in the domain, no spaces): the server has the final word.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function validateFriendInvite(values: { user_id: string }): FieldErrors<'user_id'> {
  return { user_id: values.user_id === '' ? inviteMessages.friendRequired : undefined }
}

export function validateEmailInvite(values: { email: string }): FieldErrors<'email'> {
  const email = values.email.trim()
  return { email: email === '' ? inviteMessages.emailRequired : EMAIL_PATTERN.test(email) ? undefined : inviteMessages.emailInvalid }
}

// Refusals about the invitee (blocked, already in the group). A 404 is about the group unless it
// names the field; 401 is the session's and 5xx the server's.
const ABOUT_THE_INVITEE = new Set([403, 409])

/**
 * A refusal about who was asked ("already in this group", "no member has this email", "blocked")
 * belongs under the field that named them, once: not repeated as the form's message. Network
 * failures, server faults and messages about other fields stay form-level (rethrown).
 */
export function refusalUnderField<F extends string>(error: unknown, field: F): FieldErrors<F> {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) throw error
  const own = error.fieldErrors[field]
  const bare = Object.keys(error.fieldErrors).length === 0 && ABOUT_THE_INVITEE.has(error.status)
  if (!own && !bare) throw error
  const errors: FieldErrors<F> = {}
  errors[field] = own ?? error.message
  return errors
}
