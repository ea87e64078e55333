/** The API's rule for a new password, shared by the forms that set one and by the mock that checks it. */
export const MIN_PASSWORD_LENGTH = 8

/** Shown under every new-password field, so the rule is known before the first mistake. */
export const PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters, with a letter and a digit.`

export const PASSWORD_WEAK_MESSAGE = `Use at least ${MIN_PASSWORD_LENGTH} characters, with at least one letter and one digit.`

export function isStrongEnoughPassword(password: string): boolean {
  return password.length >= MIN_PASSWORD_LENGTH && /[A-Za-z]/.test(password) && /\d/.test(password)
}
