import { z } from 'zod'
import type { CardToken } from '@/api/payments/paymentTypes'
import { apiBaseUrl, projectHeader } from '@/api/config'
import { CardEntryError } from './paymentGateway'

/*
 * The mock builds' stand-in for Stripe's token endpoint. Like Stripe.js it is not one of our
 * API's calls: the card number goes here and only here, and our API receives the token. So it
 * bypasses endpoint() and the catalogue, as the developer panel's controls do.
 */

export interface CardDetails {
  number: string
  exp_month: number
  exp_year: number
  cvc: string
  name?: string
}

const brandSchema = z.enum(['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'unionpay', 'unknown'])

const tokenSchema = z.object({
  id: z.string(),
  card: z.object({ brand: brandSchema, last4: z.string(), exp_month: z.number(), exp_year: z.number() }),
})

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

/** POST /__mock/card-provider/tokens: card details in, a single-use token out (or a CardEntryError). */
export async function requestMockCardToken(details: CardDetails): Promise<CardToken> {
  // Absolute, like axios makes its URLs: fetch outside a browser page rejects relative ones.
  const url = new URL(`${apiBaseUrl}/__mock/card-provider/tokens`, window.location.href)
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'x-project': projectHeader, 'content-type': 'application/json' },
      body: JSON.stringify(details),
    })
  } catch {
    throw new CardEntryError('form', providerMessages.unreachable)
  }
  const json: unknown = await response.json().catch(() => null)
  if (!response.ok) throw rejection(response.status, json)
  const token = tokenSchema.safeParse(json)
  if (!token.success) throw new CardEntryError('form', providerMessages.failed)
  return token.data
}
