import type { Ref } from 'react'
import { FieldFrame } from '@/ui/field/FieldFrame'

export interface CardNameFieldProps {
  value: string
  error?: string
  onValueChange: (value: string) => void
  onBlur: () => void
  inputRef?: Ref<HTMLInputElement | null>
}

/** The name on the card: both card entries hold it themselves (Stripe's Elements take only the card data). */
export function CardNameField({ value, error, onValueChange, onBlur, inputRef }: CardNameFieldProps) {
  return (
    <FieldFrame label="Name on card" error={error}>
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          className="mt-field__input"
          name="ccname"
          type="text"
          autoComplete="cc-name"
          autoCapitalize="words"
          spellCheck={false}
          required
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          onBlur={onBlur}
        />
      )}
    </FieldFrame>
  )
}
