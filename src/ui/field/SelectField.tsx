import type { Ref, SelectHTMLAttributes } from 'react'
import { FieldFrame } from './FieldFrame'

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
  ref?: Ref<HTMLSelectElement>
}

export function SelectField({ label, options, placeholder, error, hint, className, ...selectProps }: SelectFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <select {...selectProps} {...control} className="mt-field__input mt-field__select">
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  )
}
