import type { Ref } from 'react'
import { FieldFrame } from '@/ui/field/FieldFrame'
import { DigitsInput, type DigitsInputProps } from './DigitsInput'

export interface CardDigitsFieldProps
  extends Pick<DigitsInputProps, 'name' | 'autoComplete' | 'placeholder' | 'digits' | 'format' | 'toDigits' | 'onDigitsChange' | 'onBlur'> {
  label: string
  hint?: string
  error?: string
  inputRef?: Ref<HTMLInputElement | null>
}

/** A labelled card field that holds digits (expiry, security code): one required DigitsInput in a FieldFrame. */
export function CardDigitsField({ label, hint, error, inputRef, ...digitsProps }: CardDigitsFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(control) => <DigitsInput {...control} {...digitsProps} ref={inputRef} className="mt-field__input" required />}
    </FieldFrame>
  )
}
