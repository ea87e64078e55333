import type { InputHTMLAttributes, Ref } from 'react'
import { FieldFrame } from './FieldFrame'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string
  /** Shown under the field and linked to it with aria-describedby; marks the field invalid. */
  error?: string
  hint?: string
  name: string
  ref?: Ref<HTMLInputElement>
}

export function TextField({ label, error, hint, className, ...inputProps }: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => <input {...inputProps} {...control} className="mt-field__input" />}
    </FieldFrame>
  )
}
