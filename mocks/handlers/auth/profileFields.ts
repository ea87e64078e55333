import type { UserRow } from '@mocks/db/schemas'
import { TEXT_LIMITS } from '@mocks/db/schemas'
import { isAllowedLink } from '@mocks/files/uploadLinks'
import type { Validation } from '@mocks/http/httpErrors'
import type { JsonObject } from '@mocks/http/requestBody'
import { parsePhone } from './phoneNumbers'
import { ACCOUNT_MESSAGES } from '@mocks/accounts/accountRules'

/**
 * The profile fields a member (or an admin) may change: names, phone and photo. Every call that
 * takes them (profile, rest/user/PUT, userinfo) checks them here, so a value one refuses is not
 * stored by another.
 */

export const PROFILE_MESSAGES = {
  firstNameTooLong: `Keep your first name to ${TEXT_LIMITS.name} characters or fewer.`,
  lastNameTooLong: `Keep your last name to ${TEXT_LIMITS.name} characters or fewer.`,
  phoneInvalid: 'Enter a full phone number with its country code, like +44 20 7946 0321.',
  photoInvalid: 'Use an https link to the photo, or upload one.',
} as const

export type ProfileUpdate = Partial<Pick<UserRow, 'first_name' | 'last_name' | 'phone' | 'photo'>>

export const PROFILE_FIELDS = ['first_name', 'last_name', 'phone', 'photo'] as const

/**
 * Reads the profile fields present in `body` (absent ones stay as they are) into `update`, and
 * what is wrong with them into `validation`. An empty phone or photo removes it; a name cannot be
 * emptied. A phone is kept as typed (the profile has always shown it so); userinfo stores E.164. `ownOrigin` is the mock's origin, whose /mock-files/ links are our own uploads.
 */
export function readProfileFields(body: JsonObject, ownOrigin: string, validation: Validation): ProfileUpdate {
  const update: ProfileUpdate = {}
  for (const field of PROFILE_FIELDS) {
    const raw = body[field]
    if (raw === undefined) continue
    const value = typeof raw === 'string' ? raw.trim() : null
    const problem = profileFieldProblem(field, value, ownOrigin)
    if (problem) validation[field] = problem
    else if (value !== null) update[field] = value
  }
  return update
}

/** `value` is null when the field was sent as something other than text. */
function profileFieldProblem(field: (typeof PROFILE_FIELDS)[number], value: string | null, ownOrigin: string): string | null {
  switch (field) {
    case 'first_name':
      if (!value) return ACCOUNT_MESSAGES.firstNameRequired
      return value.length > TEXT_LIMITS.name ? PROFILE_MESSAGES.firstNameTooLong : null
    case 'last_name':
      if (!value) return ACCOUNT_MESSAGES.lastNameRequired
      return value.length > TEXT_LIMITS.name ? PROFILE_MESSAGES.lastNameTooLong : null
    case 'phone':
      // Formatting (spaces, dashes, brackets) may double a number's length; anything longer is not one.
      if (value === null) return PROFILE_MESSAGES.phoneInvalid
      return value === '' || (value.length <= TEXT_LIMITS.phone * 2 && parsePhone(value)) ? null : PROFILE_MESSAGES.phoneInvalid
    case 'photo':
      if (value === null) return PROFILE_MESSAGES.photoInvalid
      return value === '' || isAllowedLink(value, ownOrigin) ? null : PROFILE_MESSAGES.photoInvalid
  }
}
