import type { CheckoutResponse } from '@/api/payments/paymentTypes'
import { db, nextId } from '@mocks/db/db'
import type { CardRow, CardTokenRow } from '@mocks/db/paymentSchemas'
import type { UserRow } from '@mocks/db/schemas'
import { HttpError, assertValid, type Validation } from '@mocks/http/httpErrors'
import type { JsonObject } from '@mocks/http/requestBody'
import { ensureCustomer, findOwnCard, liveSubscriptionOf, requireSubscribablePrice, setDefaultCard } from './billingStore'
import { toInvoice, toSubscription } from './billingPresenters'
import { addIntervals, iso } from './billingTime'
import { requireUnusedToken } from './cardTokens'
import { fingerprintOf, readIdempotencyKey, rememberAnswer, replayFor } from './idempotency'
import { planLabel, line, recordInvoice } from './invoices'
import { saveTokenCard } from './savedCards'
import { stripeId } from './stripeIds'
import { declineOf } from './testCards'

/**
 * The checkout behind stripe/checkout, customer/register-subscribe and customer/subscription POST:
 * pay the first period with a new card (token) or a saved one, and start the subscription.
 * Everything is decided before anything is written, so a declined card leaves no trace.
 */

export const CHECKOUT_MESSAGES = {
  priceId: 'Choose a plan.',
  source: 'Enter a card or choose a saved one.',
  bothSources: 'Send either card_token or card_id, not both.',
  cardId: 'Choose one of your saved cards.',
  alreadySubscribed: 'You already have an active plan. Change plan instead.',
  unverified: 'Verify your email before choosing a plan.',
} as const

export interface CheckoutRequestRow {
  priceId: number
  cardToken: string | null
  cardId: number | null
  key: string
}

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0

export function readPriceId(body: JsonObject, validation: Validation): number {
  if (!isId(body.price_id)) validation.price_id = CHECKOUT_MESSAGES.priceId
  return isId(body.price_id) ? body.price_id : 0
}

export function readCheckout(body: JsonObject): CheckoutRequestRow {
  const validation: Validation = {}
  const priceId = readPriceId(body, validation)
  const key = readIdempotencyKey(body, validation)
  const hasToken = body.card_token !== undefined && body.card_token !== null && body.card_token !== ''
  const hasCardId = body.card_id !== undefined && body.card_id !== null && body.card_id !== ''
  let cardToken: string | null = null
  let cardId: number | null = null
  if (hasToken && hasCardId) validation.card_token = CHECKOUT_MESSAGES.bothSources
  else if (!hasToken && !hasCardId) validation.card_token = CHECKOUT_MESSAGES.source
  else if (hasToken) {
    if (typeof body.card_token === 'string') cardToken = body.card_token.trim()
    else validation.card_token = CHECKOUT_MESSAGES.source
  } else if (isId(body.card_id)) cardId = body.card_id
  else validation.card_id = CHECKOUT_MESSAGES.cardId
  assertValid(validation)
  return { priceId, cardToken, cardId, key }
}

type Source = { kind: 'token'; token: CardTokenRow } | { kind: 'card'; card: CardRow }

function resolveSource(user: UserRow, request: CheckoutRequestRow): Source {
  if (request.cardToken !== null) return { kind: 'token', token: requireUnusedToken(request.cardToken) }
  const card = findOwnCard(user.id, request.cardId ?? 0)
  if (!card) throw new HttpError(400, CHECKOUT_MESSAGES.cardId, { card_id: CHECKOUT_MESSAGES.cardId })
  return { kind: 'card', card }
}

export interface CheckoutOptions {
  /** register-subscribe: the paying card becomes the default even when there is one already. */
  makeDefault: boolean
}

/** Runs inside the member's billing lock. */
export async function runCheckout(user: UserRow, request: CheckoutRequestRow, options: CheckoutOptions, now: Date): Promise<Response> {
  const fingerprint = fingerprintOf('subscribe', { price_id: request.priceId, card_token: request.cardToken, card_id: request.cardId })
  const replay = replayFor(user.id, request.key, fingerprint)
  if (replay) return replay

  // docs/product.md §4: register, verify the email, then choose a plan and pay.
  if (!user.verified) throw new HttpError(403, CHECKOUT_MESSAGES.unverified)
  const { price, product } = requireSubscribablePrice(request.priceId)
  if (liveSubscriptionOf(user.id)) throw new HttpError(409, CHECKOUT_MESSAGES.alreadySubscribed)
  const source = resolveSource(user, request)
  const decline = declineOf(source.kind === 'token' ? source.token : source.card, now)
  if (decline) throw new HttpError(402, decline)

  const at = iso(now)
  const periodEnd = iso(addIntervals(now, price.interval, 1))
  const customer = await ensureCustomer(user, at)
  let card: CardRow
  if (source.kind === 'token') {
    card = await saveTokenCard(customer, source.token, at, options.makeDefault)
  } else {
    card = source.card
    if (options.makeDefault) await setDefaultCard(customer.id, card.id)
  }
  const subscription = await db.subscription.create({
    id: nextId('subscription'),
    stripe_id: stripeId('sub'),
    user_id: user.id,
    customer_id: customer.id,
    price_id: price.id,
    status: 'active',
    cancel_at_period_end: false,
    billing_anchor: at,
    current_period_start: at,
    current_period_end: periodEnd,
    canceled_at: null,
    ended_at: null,
    credit_balance: 0,
    created_at: at,
  })
  const invoice = await recordInvoice({
    customer,
    subscription,
    lines: [line(planLabel(product, price), 1, price.amount)],
    periodStart: at,
    periodEnd,
    at: now,
    card,
    paid: true,
    orderPriceId: price.id,
  })
  const answer: CheckoutResponse = { error: false, subscription: toSubscription(subscription), invoice: toInvoice(invoice) }
  return rememberAnswer(user.id, request.key, fingerprint, answer)
}
