import type { ChangeEvent } from 'react'
import { TextField } from '@/ui/field/TextField'
import { AUTH_CODE_MESSAGES } from './authCode'

export interface AuthCodeFieldProps {
  value: string
  error: string | undefined
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
}

/** The field for a code from an authenticator app: numeric keypad, and one-time-code autofill on phones. */
export function AuthCodeField({ value, error, onChange }: AuthCodeFieldProps) {
  return (
    <TextField
      label={AUTH_CODE_MESSAGES.label}
      name="token"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={9}
      hint={AUTH_CODE_MESSAGES.hint}
      value={value}
      error={error}
      onChange={onChange}
    />
  )
}
