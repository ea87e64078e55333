import type { StripeError, Token } from '@stripe/stripe-js'
import type { CardBrand, CardToken } from '@/api/payments/paymentTypes'
import { CardEntryError } from './paymentGateway'

/** Stripe names brands for people ("American Express", "MasterCard"); Elements' events use codes ("amex"). */
const BRANDS: Record<string, CardBrand> = {
  visa: 'visa',
  mastercard: 'mastercard',
  amex: 'amex',
  americanexpress: 'amex',
  discover: 'discover',
  diners: 'diners',
  dinersclub: 'diners',
  jcb: 'jcb',
  unionpay: 'unionpay',
}

export function toCardBrand(stripeBrand: string | undefined): CardBrand {
  return BRANDS[(stripeBrand ?? '').toLowerCase().replace(/[^a-z]/g, '')] ?? 'unknown'
}

export const stripeMessages = {
  unreachable: 'We could not reach the card provider. Check your connection and try again.',
  failed: 'Your card could not be checked. Please try again.',
} as const

/** Which of our fields a Stripe error is about, from its code ("incomplete_cvc") or param ("exp_month"). */
function fieldOf({ code = '', param = '' }: StripeError): CardEntryError['field'] {
  const about = `${code} ${param}`
  if (/number/.test(about)) return 'number'
  if (/expir|exp_month|exp_year/.test(about)) return 'expiry'
  if (/cvc/.test(about)) return 'cvc'
  if (/name/.test(about)) return 'name'
  return 'form'
}

export function toCardEntryError(error: StripeError): CardEntryError {
  if (error.type === 'api_connection_error') return new CardEntryError('form', stripeMessages.unreachable)
  return new CardEntryError(fieldOf(error), error.message || stripeMessages.failed)
}

export function toCardToken(token: Token): CardToken {
  const { card } = token
  if (!card) throw new CardEntryError('form', stripeMessages.failed)
  return {
    id: token.id,
    card: { brand: toCardBrand(card.brand), last4: card.last4, exp_month: card.exp_month, exp_year: card.exp_year },
  }
}
