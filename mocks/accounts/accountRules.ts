import { isStrongEnoughPassword, PASSWORD_WEAK_MESSAGE } from '@/lib/auth/passwordRule'
import type { Validation } from '@mocks/http/httpErrors'
import { findUserByEmail } from '@mocks/http/guard'

/** The account field rules the mock enforces, with the messages shown next to the fields. */

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const ACCOUNT_MESSAGES = {
  emailRequired: 'Enter your email address.',
  emailInvalid: 'Enter a valid email address, like name@example.com.',
  emailTaken: 'An account with this email already exists.',
  passwordRequired: 'Enter a password.',
  passwordWeak: PASSWORD_WEAK_MESSAGE,
  firstNameRequired: 'Enter your first name.',
  lastNameRequired: 'Enter your last name.',
} as const

export function emailProblem(email: string): string | null {
  if (!email) return ACCOUNT_MESSAGES.emailRequired
  if (!EMAIL_PATTERN.test(email)) return ACCOUNT_MESSAGES.emailInvalid
  return null
}

export function passwordProblem(password: string): string | null {
  if (!password) return ACCOUNT_MESSAGES.passwordRequired
  if (!isStrongEnoughPassword(password)) return ACCOUNT_MESSAGES.passwordWeak
  return null
}

/** Adds `email` to the validation when it is malformed or belongs to another account. */
export function checkNewEmail(validation: Validation, email: string, ownerId?: number): void {
  const problem = emailProblem(email)
  if (problem) {
    validation.email = problem
    return
  }
  const existing = findUserByEmail(email)
  if (existing && existing.id !== ownerId) validation.email = ACCOUNT_MESSAGES.emailTaken
}

export function checkPassword(validation: Validation, password: string): void {
  const problem = passwordProblem(password)
  if (problem) validation.password = problem
}
