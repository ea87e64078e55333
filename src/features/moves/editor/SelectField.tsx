import { useId, type SelectHTMLAttributes } from 'react'
import { describedBy } from './describedBy'
import '@/ui/field/field.css'
import './moveForm.css'

export interface SelectOption {
  value: string
  label: string
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  label: string
  name: string
  options: readonly SelectOption[]
  /** The empty first choice, so nothing is picked for the member by accident. */
  placeholder: string
  error?: string
  hint?: string
}

export function SelectField({ label, options, placeholder, error, hint, className, ...selectProps }: SelectFieldProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  return (
    <div className={['mt-field', error ? 'mt-field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label className="mt-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        {...selectProps}
        id={id}
        className="mt-field__input move-form__select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
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
