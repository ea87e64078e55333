import { loadStripe } from '@stripe/stripe-js/pure'
import type { Stripe } from '@stripe/stripe-js'

export const stripeLoadMessages = {
  missingKey:
    'Card payments are not set up in this version of the app (VITE_STRIPE_PUBLISHABLE_KEY is missing). Please contact support.',
  failed: 'The secure card form could not be loaded. Check your connection and try again.',
} as const

/** Thrown when this build cannot take cards at all; trying again will not help. */
export class StripeSetupError extends Error {
  constructor() {
    super(stripeLoadMessages.missingKey)
    this.name = 'StripeSetupError'
  }
}

let loading: { key: string; stripe: Promise<Stripe> } | undefined

/**
 * Stripe.js itself, fetched from Stripe the first time a card form mounts (the /pure entry
 * loads nothing on import). A failed download is forgotten, so a retry fetches it again.
 */
export function loadStripeClient(): Promise<Stripe> {
  const key = import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY?.trim()
  if (!key) return Promise.reject(new StripeSetupError())
  if (loading?.key !== key) {
    const stripe = loadStripe(key).then((client) => {
      if (!client) throw new Error(stripeLoadMessages.failed)
      return client
    })
    stripe.catch(() => {
      if (loading?.stripe === stripe) loading = undefined
    })
    loading = { key, stripe }
  }
  return loading.stripe
}
