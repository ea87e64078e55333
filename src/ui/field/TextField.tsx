import { useId, type InputHTMLAttributes } from 'react'
import './field.css'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string
  /** Shown under the field and linked to it with aria-describedby; marks the field invalid. */
  error?: string
  hint?: string
  name: string
}

export function TextField({ label, error, hint, className, ...inputProps }: TextFieldProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={['mt-field', error ? 'mt-field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label className="mt-field__label" htmlFor={id}>
        {label}
      </label>
      <input {...inputProps} id={id} className="mt-field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      {hint && (
        <p id={hintId} className="mt-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-field__error">
          {error}
        </p>
      )}
    </div>
  )
}
