import { useState } from 'react'
import { TextField, type TextFieldProps } from './TextField'
import './field.css'

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>

/** A password input with a Show/Hide button, so a long password can be checked before sending. */
export function PasswordField({ label, ...props }: PasswordFieldProps) {
  const [shown, setShown] = useState(false)
  const action = shown ? 'Hide' : 'Show'
  return (
    <div className="mt-password">
      <TextField {...props} label={label} type={shown ? 'text' : 'password'} spellCheck={false} autoCapitalize="none" />
      <button
        type="button"
        className="mt-password__toggle"
        aria-label={`${action} ${label.toLowerCase()}`}
        onClick={() => setShown((value) => !value)}
      >
        {action}
      </button>
    </div>
  )
}
