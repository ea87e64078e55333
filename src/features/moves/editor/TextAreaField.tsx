import { useId, type TextareaHTMLAttributes } from 'react'
import { describedBy } from './describedBy'
import '@/ui/field/field.css'
import './moveForm.css'

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string
  name: string
  error?: string
  hint?: string
}

export function TextAreaField({ label, error, hint, className, ...textareaProps }: TextAreaFieldProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  return (
    <div className={['mt-field', error ? 'mt-field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label className="mt-field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        {...textareaProps}
        id={id}
        className="mt-field__input move-form__textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId)}
      />
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
