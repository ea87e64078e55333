import { z } from 'zod'
import type { CardToken } from '@/api/payments/paymentTypes'
import { MockControlError, requestCardProviderToken } from '@/api/mockControls/mockControlsApi'
import type { CardDetails } from '@/api/mockControls/mockControlsTypes'
import { CardEntryError } from './paymentGateway'

/*
 * The mock builds' stand-in for Stripe's token endpoint. Like Stripe.js it is not one of our
 * API's calls: the card number goes there and only there, and our API receives the token. The
 * request goes through the mock-controls client; this module turns its answers into the card
 * form's errors.
 */

export type { CardDetails }

const errorSchema = z.object({
  message: z.string().optional(),
  validation: z.record(z.string(), z.string()).optional(),
})

/** The provider's field names, in the order the card form shows the fields. */
const PROVIDER_FIELDS: ReadonlyArray<[string, CardEntryError['field']]> = [
  ['number', 'number'],
  ['expiry', 'expiry'],
  ['exp_month', 'expiry'],
  ['exp_year', 'expiry'],
  ['cvc', 'cvc'],
  ['name', 'name'],
]

export const providerMessages = {
  unreachable: 'We could not reach the card provider. Check your connection and try again.',
  failed: 'The card provider could not check this card. Please try again.',
} as const

function rejection(status: number, json: unknown): CardEntryError {
  const parsed = errorSchema.safeParse(json)
  const body = parsed.success ? parsed.data : {}
  for (const [key, field] of PROVIDER_FIELDS) {
    const message = body.validation?.[key]
    if (message) return new CardEntryError(field, message)
  }
  return new CardEntryError('form', status === 400 && body.message ? body.message : providerMessages.failed)
}

/** Card details in, a single-use token out; every failure is a CardEntryError the form can show. */
export async function requestMockCardToken(details: CardDetails): Promise<CardToken> {
  try {
    return await requestCardProviderToken(details)
  } catch (error) {
    if (error instanceof MockControlError) throw rejection(error.status, error.body)
    // fetch itself failed: the provider is out of reach.
    throw new CardEntryError('form', providerMessages.unreachable)
  }
}
