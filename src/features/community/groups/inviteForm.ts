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

// Not 401 (the session, not the invitee) nor 5xx (the server's fault).
const REFUSALS = new Set([400, 403, 404, 409, 422])

/**
 * A refusal about who was asked ("already a member", "no member with that email", "blocked") belongs
 * under the field that named them. Messages the server already tied to fields, network failures and
 * server faults stay form-level (rethrown).
 */
export function refusalUnderField<F extends string>(error: unknown, field: F): FieldErrors<F> {
  const aboutTheInvitee = error instanceof ApiError && REFUSALS.has(error.status) && Object.keys(error.fieldErrors).length === 0
  if (!aboutTheInvitee) throw error
  const errors: FieldErrors<F> = {}
  errors[field] = error.message
  return errors
}
