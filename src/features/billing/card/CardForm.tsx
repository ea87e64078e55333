import { useImperativeHandle } from 'react'
import type { CardToken } from '@/api/payments/paymentTypes'
import { expiryDigits, formatExpiry } from '@/lib/cards/cardFormat'
import { cvcLengthFor, detectCardBrand, digitsOnly, parseExpiry } from '@/lib/cards/cardRules'
import { FormAlert } from '@/ui/field/FormAlert'
import { requestMockCardToken, type CardDetails } from '../gateway/mockCardProvider'
import { CardEntryError, type CardEntryProps } from '../gateway/paymentGateway'
import { CardDigitsField } from './CardDigitsField'
import { CardNameField } from './CardNameField'
import { CardNumberField } from './CardNumberField'
import { useCardForm } from './useCardForm'
import { cardMessages, type CardFormValues } from './validateCard'
import './cardForm.css'

export interface CardFormProps extends CardEntryProps {
  /** What the fields start with (stories; a form shown again). Digits only for number, expiry and code. */
  initialValues?: Partial<CardFormValues>
  /** Shows every problem of the initial values at once, as after a submit. */
  validateInitially?: boolean
  /** Where the details go to become a token; the mock card provider unless a test says otherwise. */
  requestToken?: (details: CardDetails) => Promise<CardToken>
}

/**
 * The mock builds' card entry (docs/product.md §5): number grouped by brand with the brand shown, expiry
 * as MM/YY, a code of the brand's length and the name on the card. Each problem shows at its
 * field on blur and when the parent asks for a token; the details go only to the card provider.
 * It is a fieldset, not a form, so it sits inside the payment page's or a dialog's own form.
 */
export function CardForm({ ref, disabled = false, initialValues, validateInitially, requestToken = requestMockCardToken }: CardFormProps) {
  const form = useCardForm({ initialValues, validateInitially })
  const { values, errors, setValue, blur, fieldRef } = form
  const brand = detectCardBrand(values.number)
  const cvcMax = brand === 'unknown' ? 4 : cvcLengthFor(brand)

  const digitsField = (field: 'expiry' | 'cvc') => ({
    digits: values[field],
    error: errors[field],
    inputRef: fieldRef(field),
    onDigitsChange: (digits: string) => setValue(field, digits),
    onBlur: () => blur(field),
  })

  useImperativeHandle(
    ref,
    () => ({
      async tokenize() {
        const invalid = form.validateAll()
        if (invalid) throw invalid
        const expiry = parseExpiry(values.expiry)
        if (!expiry) throw new CardEntryError('expiry', cardMessages.expiryIncomplete)
        try {
          return await requestToken({
            number: values.number,
            exp_month: expiry.month,
            exp_year: expiry.year,
            cvc: values.cvc,
            name: values.name.trim(),
          })
        } catch (error) {
          const entryError = error instanceof CardEntryError ? error : new CardEntryError('form', String(error))
          form.showError(entryError)
          throw entryError
        }
      },
      clearNumber: form.clearNumber,
    }),
    [form, values, requestToken],
  )

  return (
    <fieldset className="card-form" disabled={disabled}>
      <legend className="card-form__legend">Card details</legend>
      <p className="card-form__note">
        Demo payments: no real card is charged. Use a test card such as 4242 4242 4242 4242 with any future date.
      </p>
      <FormAlert>{form.formError}</FormAlert>

      <CardNumberField
        digits={values.number}
        brand={brand}
        error={errors.number}
        inputRef={fieldRef('number')}
        onDigitsChange={(digits) => setValue('number', digits)}
        onBlur={() => blur('number')}
      />

      <div className="card-form__row">
        <CardDigitsField
          label="Expiry date"
          hint="MM/YY"
          name="cc-exp"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          format={formatExpiry}
          toDigits={expiryDigits}
          {...digitsField('expiry')}
        />
        <CardDigitsField
          label="Security code"
          hint={cardMessages.cvcHint(brand)}
          name="cvc"
          autoComplete="cc-csc"
          format={(digits) => digits}
          toDigits={(text) => digitsOnly(text).slice(0, cvcMax)}
          {...digitsField('cvc')}
        />
      </div>

      <CardNameField
        value={values.name}
        error={errors.name}
        inputRef={fieldRef('name')}
        onValueChange={(name) => setValue('name', name)}
        onBlur={() => blur('name')}
      />
    </fieldset>
  )
}
