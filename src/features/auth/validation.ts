import { isStrongEnoughPassword, PASSWORD_WEAK_MESSAGE } from '@/lib/auth/passwordRule'
import type { FieldErrors } from '@/shared/form/fieldErrors'

/*
 * Client-side checks that mirror the server's, so most mistakes are caught before a round trip.
 * Each validator returns field name → message; field names match the API's, so server
 * `fieldErrors` and these land on the same fields.
 */

export const messages = {
  firstNameRequired: 'Enter your first name.',
  lastNameRequired: 'Enter your last name.',
  emailRequired: 'Enter your email address.',
  emailInvalid: 'Enter a valid email address, like name@example.com.',
  passwordRequired: 'Enter your password.',
  newPasswordRequired: 'Enter a password.',
  passwordWeak: PASSWORD_WEAK_MESSAGE,
  confirmRequired: 'Enter the password again.',
  passwordsDiffer: 'The passwords do not match.',
  inviteRequired: 'Enter your invitation code.',
  termsRequired: 'Agree to the Terms and Privacy policy to create an account.',
  twoFactorCodeRequired: 'Enter the 6-digit code from your authenticator app.',
  resetCodeRequired: 'Enter the 6-digit code from the reset email.',
} as const

// Deliberately loose (one @, a dot in the domain, no spaces): the server has the final word,
// and a stricter pattern here would reject real addresses.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const isBlank = (value: string) => value.trim() === ''

export function emailError(email: string): string | undefined {
  if (isBlank(email)) return messages.emailRequired
  if (!EMAIL_PATTERN.test(email.trim())) return messages.emailInvalid
  return undefined
}

/** The server's rule for a new password: at least 8 characters with a letter (A–Z) and a digit. */
export function newPasswordError(password: string): string | undefined {
  if (password === '') return messages.newPasswordRequired
  if (!isStrongEnoughPassword(password)) return messages.passwordWeak
  return undefined
}

function confirmError(password: string, confirm: string): string | undefined {
  if (confirm === '') return messages.confirmRequired
  if (confirm !== password) return messages.passwordsDiffer
  return undefined
}

/** Drops the fields without a message, so `Object.keys` lists exactly the invalid fields. */
function only<K extends string>(errors: Record<K, string | undefined>): FieldErrors<K> {
  const result: FieldErrors<K> = {}
  for (const key of Object.keys(errors) as K[]) {
    const message = errors[key]
    if (message) result[key] = message
  }
  return result
}

export interface SignInValues {
  email: string
  password: string
}

/** Sign-in checks presence and email shape only: older accounts may predate the password rule. */
export function validateSignIn(values: SignInValues): FieldErrors<keyof SignInValues> {
  return only({
    email: emailError(values.email),
    password: values.password === '' ? messages.passwordRequired : undefined,
  })
}

export interface NameValues {
  first_name: string
  last_name: string
}

function nameErrors(values: NameValues) {
  return {
    first_name: isBlank(values.first_name) ? messages.firstNameRequired : undefined,
    last_name: isBlank(values.last_name) ? messages.lastNameRequired : undefined,
  }
}

export interface MemberRegistrationValues extends NameValues {
  email: string
  password: string
  confirm_password: string
  terms: boolean
}

export function validateMemberRegistration(values: MemberRegistrationValues): FieldErrors<keyof MemberRegistrationValues> {
  return only({
    ...nameErrors(values),
    email: emailError(values.email),
    password: newPasswordError(values.password),
    confirm_password: confirmError(values.password, values.confirm_password),
    terms: values.terms ? undefined : messages.termsRequired,
  })
}

export interface SignUpValues extends NameValues {
  email: string
  password: string
  invite_code: string
}

/** Admin and public-area sign-up; only an admin account needs an invitation code. */
export function validateSignUp(values: SignUpValues, needsInviteCode: boolean): FieldErrors<keyof SignUpValues> {
  return only({
    ...nameErrors(values),
    email: emailError(values.email),
    password: newPasswordError(values.password),
    invite_code: needsInviteCode && isBlank(values.invite_code) ? messages.inviteRequired : undefined,
  })
}

export function validateEmailOnly(values: { email: string }): FieldErrors<'email'> {
  return only({ email: emailError(values.email) })
}

export interface NewPasswordValues {
  password: string
  confirm_password: string
}

/** Reset password and change password: a new password typed twice. */
export function validateNewPassword(values: NewPasswordValues): FieldErrors<keyof NewPasswordValues> {
  return only({
    password: newPasswordError(values.password),
    confirm_password: confirmError(values.password, values.confirm_password),
  })
}

/** "123 456" as apps and emails often show it, read as "123456"; null unless six digits remain. */
export function sixDigitCode(value: string): string | null {
  const code = value.replace(/\s+/g, '')
  return /^\d{6}$/.test(code) ? code : null
}

export interface TwoFactorCodeValues {
  /** Named as the API names it (2fa/verify, authorize, disable), so server messages land here. */
  token: string
}

export function validateTwoFactorCode(values: TwoFactorCodeValues): FieldErrors<keyof TwoFactorCodeValues> {
  return only({ token: sixDigitCode(values.token) ? undefined : messages.twoFactorCodeRequired })
}

export interface ResetCodeValues extends NewPasswordValues {
  code: string
}

/** The mobile reset: the code from the reset email and a new password typed twice. */
export function validateResetCode(values: ResetCodeValues): FieldErrors<keyof ResetCodeValues> {
  return { ...only({ code: sixDigitCode(values.code) ? undefined : messages.resetCodeRequired }), ...validateNewPassword(values) }
}
