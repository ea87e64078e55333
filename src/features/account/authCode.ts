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
