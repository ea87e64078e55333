import { useEffect, useId, useImperativeHandle, useState } from 'react'
import { useForm } from '@/shared/form/useForm'
import { FormAlert } from '@/ui/field/FormAlert'
import { LoadFailedAlert } from '@/ui/field/LoadFailedAlert'
import { LabelledSpinner } from '@/ui/spinner/LabelledSpinner'
import { CardBrandBadge } from '../card/CardBrandBadge'
import { CardNameField } from '../card/CardNameField'
import { cardMessages } from '../card/validateCard'
import { CardEntryError, type CardEntryProps } from './paymentGateway'
import { StripeElementField } from './StripeElementField'
import { toCardEntryError, toCardToken } from './stripeCardMapping'
import { useStripeCardElements, type ElementField } from './useStripeCardElements'
import '../card/cardForm.css'
import './stripeCardEntry.css'

/** In field order. Only the name is held here: the number, expiry and code stay in Stripe's frames. */
const stripeEntryValues = { number: null, expiry: null, cvc: null, name: '' }

const ELEMENT_FIELDS: readonly ElementField[] = ['number', 'expiry', 'cvc']

const validateName = ({ name }: { name: string }) => ({ name: name.trim() === '' ? cardMessages.nameEmpty : undefined })

/**
 * api builds' card entry: Stripe Elements for number, expiry and code, so the card data is
 * typed into Stripe's iframes and never passes through our code; only the name is ours.
 */
export function StripeCardEntry({ ref, disabled = false }: CardEntryProps) {
  const [containers] = useState(() => ({
    number: { current: null as HTMLDivElement | null },
    expiry: { current: null as HTMLDivElement | null },
    cvc: { current: null as HTMLDivElement | null },
  }))
  const form = useForm({ initial: stripeEntryValues, validate: validateName })
  const { setError, setFormError, fieldErrors: errors, fieldRef, focus } = form
  const { state, brand, retry } = useStripeCardElements(containers, disabled, setError)
  const name = form.values.name
  const brandId = useId()
  const card = state.status === 'ready' ? state.card : undefined

  // The Elements take focus through Stripe, so they register as the form's fields once mounted.
  useEffect(() => {
    if (!card) return
    for (const field of ELEMENT_FIELDS) fieldRef(field)(card[field])
    return () => {
      for (const field of ELEMENT_FIELDS) fieldRef(field)(null)
    }
  }, [card, fieldRef])

  const show = (error: CardEntryError) => {
    if (error.field === 'form') setFormError(error.message)
    else {
      setError(error.field, error.message)
      focus(error.field)
    }
    return error
  }

  useImperativeHandle(ref, () => ({
    async tokenize() {
      setFormError(undefined)
      if (state.status !== 'ready') {
        throw show(new CardEntryError('form', state.status === 'failed' ? state.message : 'The card form is still loading.'))
      }
      if (name.trim() === '') throw show(new CardEntryError('name', cardMessages.nameEmpty))
      const result = await state.card.stripe.createToken(state.card.number, { name: name.trim() })
      if (result.error) throw show(toCardEntryError(result.error))
      try {
        return toCardToken(result.token)
      } catch (error) {
        throw show(error instanceof CardEntryError ? error : new CardEntryError('form', String(error)))
      }
    },
    clearNumber() {
      card?.number.clear()
      setError('number', undefined)
      setFormError(undefined)
      focus('number')
    },
  }))

  return (
    <fieldset className="card-form" disabled={disabled} aria-busy={state.status === 'loading' || undefined}>
      <legend className="card-form__legend">Card details</legend>
      {state.status === 'loading' && <LabelledSpinner label="Loading the secure card form…" size={24} />}
      {state.status === 'failed' && (
        <div className="stripe-card__failed">
          <LoadFailedAlert message={state.message} onRetry={state.retryable ? retry : undefined} />
        </div>
      )}
      <FormAlert>{form.formError}</FormAlert>

      <div className="stripe-card__fields" hidden={state.status === 'failed'}>
        <StripeElementField
          label="Card number"
          containerRef={containers.number}
          error={errors.number}
          aside={<CardBrandBadge id={brandId} brand={brand} />}
        />
        <div className="card-form__row">
          <StripeElementField
            label="Expiry date"
            hint="MM/YY"
            containerRef={containers.expiry}
            error={errors.expiry}
          />
          <StripeElementField
            label="Security code"
            hint="3 digits on the back of your card, 4 on the front for American Express."
            containerRef={containers.cvc}
            error={errors.cvc}
          />
        </div>
        <CardNameField
          value={name}
          error={errors.name}
          inputRef={fieldRef('name')}
          onValueChange={(value) => form.setValue('name', value)}
          onBlur={() => form.blur('name')}
        />
      </div>
    </fieldset>
  )
}
