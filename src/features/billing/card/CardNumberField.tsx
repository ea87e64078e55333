import { useId, type Ref } from 'react'
import type { CardBrand } from '@/lib/cards/cardBrand'
import { cardNumberDigits, formatCardNumber } from '@/lib/cards/cardFormat'
import { FieldFrame } from '@/ui/field/FieldFrame'
import { describedBy } from '@/ui/field/fieldIds'
import { CardBrandBadge } from './CardBrandBadge'
import { DigitsInput } from './DigitsInput'

export interface CardNumberFieldProps {
  digits: string
  brand: CardBrand
  error?: string
  onDigitsChange: (digits: string) => void
  onBlur: () => void
  inputRef?: Ref<HTMLInputElement | null>
}

/** The card number, grouped by brand as it is typed, with the brand it was recognised as beside it. */
export function CardNumberField({ digits, brand, error, onDigitsChange, onBlur, inputRef }: CardNumberFieldProps) {
  const brandId = useId()
  const known = brand !== 'unknown'
  return (
    <FieldFrame label="Card number" error={error}>
      {(control) => (
        <div className="card-number">
          <DigitsInput
            {...control}
            ref={inputRef}
            aria-describedby={describedBy(known && brandId, control['aria-describedby'])}
            className="mt-field__input card-number__input"
            name="cardnumber"
            autoComplete="cc-number"
            required
            digits={digits}
            format={formatCardNumber}
            toDigits={cardNumberDigits}
            onDigitsChange={onDigitsChange}
            onBlur={onBlur}
          />
          <CardBrandBadge id={brandId} brand={brand} />
        </div>
      )}
    </FieldFrame>
  )
}
