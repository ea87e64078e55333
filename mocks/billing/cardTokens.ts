import type { CardToken } from '@/api/payments/paymentTypes'
import { cardNumberProblem, cvcLengthFor, detectCardBrand, isExpired } from '@/lib/cards/cardRules'
import { db, nextId } from '@mocks/db/db'
import type { CardTokenRow } from '@mocks/db/paymentSchemas'
import { HttpError, type Validation } from '@mocks/http/httpErrors'
import type { JsonObject } from '@mocks/http/requestBody'
import { stripeId } from './stripeIds'
import { behaviourOf } from './testCards'

/**
 * The mock card provider's token endpoint: checks the card as Stripe's does and issues a tok_…
 * that remembers the brand, last four digits, expiry and test behaviour; never the number or code.
 */

export const CARD_MESSAGES = {
  number: 'Your card number is incorrect.',
  expired: "Your card's expiration date is in the past.",
  expMonth: "Your card's expiration month is invalid.",
  expYear: "Your card's expiration year is invalid.",
  cvc: "Your card's security code is incomplete.",
} as const

/** Stripe refuses expiry years this far ahead. */
const MAX_YEARS_AHEAD = 50
const MAX_NAME = 100

/** A number or a numeric text, as a whole number; NaN otherwise. */
function wholeNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isInteger(value) ? value : Number.NaN
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value)
  return Number.NaN
}

/** Spaces and dashes of a pasted number are fine; letters are not. */
function numberDigits(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null
  const text = String(value).replace(/[\s-]/g, '')
  return /^\d+$/.test(text) ? text : null
}

function checkExpiry(body: JsonObject, now: Date, validation: Validation): { month: number; year: number } {
  const month = wholeNumber(body.exp_month)
  const rawYear = wholeNumber(body.exp_year)
  const year = rawYear < 100 ? 2000 + rawYear : rawYear
  if (!(month >= 1 && month <= 12)) validation.expiry = CARD_MESSAGES.expMonth
  else if (!(year >= 2000 && year <= now.getFullYear() + MAX_YEARS_AHEAD)) validation.expiry = CARD_MESSAGES.expYear
  else if (isExpired(month, year, now)) validation.expiry = CARD_MESSAGES.expired
  return { month, year }
}

export async function issueCardToken(body: JsonObject, now: Date): Promise<CardTokenRow> {
  const validation: Validation = {}
  const digits = numberDigits(body.number)
  if (digits === null || cardNumberProblem(digits) !== null) validation.number = CARD_MESSAGES.number
  const brand = detectCardBrand(digits ?? '')
  const expiry = checkExpiry(body, now, validation)
  const cvc = typeof body.cvc === 'string' || typeof body.cvc === 'number' ? String(body.cvc).trim() : ''
  if (!/^\d+$/.test(cvc) || cvc.length !== cvcLengthFor(brand)) validation.cvc = CARD_MESSAGES.cvc
  const first = validation.number ?? validation.expiry ?? validation.cvc
  if (first) throw new HttpError(400, first, validation)

  const name = typeof body.name === 'string' ? body.name.trim().slice(0, MAX_NAME) : ''
  const cardDigits = digits as string
  return db.card_token.create({
    id: nextId('card_token'),
    token: stripeId('tok'),
    brand,
    last4: cardDigits.slice(-4),
    exp_month: expiry.month,
    exp_year: expiry.year,
    behaviour: behaviourOf(cardDigits),
    name,
    used: false,
    created_at: now.toISOString(),
  })
}

export function toCardToken(row: CardTokenRow): CardToken {
  return { id: row.token, card: { brand: row.brand, last4: row.last4, exp_month: row.exp_month, exp_year: row.exp_year } }
}

export const TOKEN_MESSAGES = {
  unknown: 'This card could not be read. Enter your card again.',
  used: 'This card token has already been used. Enter your card again.',
} as const

/** An unspent token issued by the provider, or 400 at the card_token field. */
export function requireUnusedToken(token: string): CardTokenRow {
  const row = db.card_token.findFirst((q) => q.where({ token }))
  if (!row) throw new HttpError(400, TOKEN_MESSAGES.unknown, { card_token: TOKEN_MESSAGES.unknown })
  if (row.used) throw new HttpError(400, TOKEN_MESSAGES.used, { card_token: TOKEN_MESSAGES.used })
  return row
}

export async function spendToken(row: CardTokenRow): Promise<void> {
  await db.card_token.update((q) => q.where({ id: row.id }), {
    data(draft) {
      draft.used = true
    },
  })
}
