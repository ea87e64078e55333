import type { Ref, TextareaHTMLAttributes } from 'react'
import { FieldFrame } from './FieldFrame'

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string
  name: string
  error?: string
  hint?: string
  ref?: Ref<HTMLTextAreaElement>
}

export function TextAreaField({ label, error, hint, className, ...textareaProps }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => <textarea {...textareaProps} {...control} className="mt-field__input mt-field__textarea" />}
    </FieldFrame>
  )
}
