import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import type {
  Stripe,
  StripeCardCvcElement,
  StripeCardExpiryElement,
  StripeCardNumberElement,
  StripeElementStyle,
} from '@stripe/stripe-js'
import type { CardBrand } from '@/api/payments/paymentTypes'
import { toCardBrand } from './stripeCardMapping'
import { StripeSetupError, loadStripeClient, stripeLoadMessages } from './stripeLoader'

export type ElementField = 'number' | 'expiry' | 'cvc'

export interface MountedCard {
  stripe: Stripe
  number: StripeCardNumberElement
  expiry: StripeCardExpiryElement
  cvc: StripeCardCvcElement
}

export type StripeCardState =
  | { status: 'loading' }
  | { status: 'ready'; card: MountedCard }
  /** `retryable` is false when the build has no key: trying again cannot help. */
  | { status: 'failed'; message: string; retryable: boolean }

// Elements live in Stripe's iframes, out of reach of our CSS: the design tokens' values, repeated.
const style: StripeElementStyle = {
  base: {
    color: '#0f172a',
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    fontSize: '16px',
    '::placeholder': { color: '#475569' },
  },
  invalid: { color: '#b91c1c' },
}

/**
 * Mounts Stripe's number, expiry and code Elements into three containers and hands their own
 * messages ("Your card number is incomplete.") to `setError` per field, as the member types;
 * `setError` must be stable (the form's), or the Elements would be mounted again.
 */
export function useStripeCardElements(
  containers: Record<ElementField, RefObject<HTMLDivElement | null>>,
  disabled: boolean,
  setError: (field: ElementField, message: string | undefined) => void,
) {
  const [state, setState] = useState<StripeCardState>({ status: 'loading' })
  const [brand, setBrand] = useState<CardBrand>('unknown')
  const [attempt, setAttempt] = useState(0)
  // Read once at mount; later changes go through update() below.
  const initiallyDisabled = useRef(disabled)

  useEffect(() => {
    let cancelled = false
    let mounted: MountedCard | undefined
    loadStripeClient()
      .then((stripe) => {
        const number = containers.number.current
        const expiry = containers.expiry.current
        const cvc = containers.cvc.current
        if (cancelled || !number || !expiry || !cvc) return
        const elements = stripe.elements()
        const options = { style, disabled: initiallyDisabled.current }
        const card: MountedCard = {
          stripe,
          number: elements.create('cardNumber', { ...options, showIcon: true }),
          expiry: elements.create('cardExpiry', options),
          cvc: elements.create('cardCvc', options),
        }
        card.number.on('change', (event) => {
          setBrand(toCardBrand(event.brand))
          setError('number', event.error?.message)
        })
        card.expiry.on('change', (event) => setError('expiry', event.error?.message))
        card.cvc.on('change', (event) => setError('cvc', event.error?.message))
        card.number.on('loaderror', () => {
          if (!cancelled) setState({ status: 'failed', message: stripeLoadMessages.failed, retryable: true })
        })
        card.number.mount(number)
        card.expiry.mount(expiry)
        card.cvc.mount(cvc)
        mounted = card
        setState({ status: 'ready', card })
      })
      .catch((error: unknown) => {
        if (cancelled) return
        const missingKey = error instanceof StripeSetupError
        setState({ status: 'failed', message: missingKey ? error.message : stripeLoadMessages.failed, retryable: !missingKey })
      })
    return () => {
      cancelled = true
      mounted?.number.destroy()
      mounted?.expiry.destroy()
      mounted?.cvc.destroy()
    }
  }, [containers, setError, attempt])

  const card = state.status === 'ready' ? state.card : undefined
  useEffect(() => {
    card?.number.update({ disabled })
    card?.expiry.update({ disabled })
    card?.cvc.update({ disabled })
  }, [card, disabled])

  const retry = useCallback(() => {
    setState({ status: 'loading' })
    setAttempt((n) => n + 1)
  }, [])

  return { state, brand, retry }
}
