import { useId, type InputHTMLAttributes, type ReactNode } from 'react'
import './authForm.css'

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode
  name: string
  error?: string
  hint?: string
}

export function CheckboxField({ label, error, hint, ...inputProps }: CheckboxFieldProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  return (
    <div className="auth-check">
      <input
        {...inputProps}
        id={id}
        type="checkbox"
        className="auth-check__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      />
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="auth-check__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="auth-check__error">
          {error}
        </p>
      )}
    </div>
  )
}
