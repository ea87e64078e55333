import { db, nextId } from '@mocks/db/db'
import type { CardRow, CardTokenRow, CustomerRow } from '@mocks/db/paymentSchemas'
import { HttpError } from '@mocks/http/httpErrors'
import { cardsOf, customerOf, liveSubscriptionOf, setDefaultCard } from './billingStore'
import { spendToken } from './cardTokens'
import { stripeId } from './stripeIds'

/** A customer's saved cards: saving a token's card, choosing the default, removing one. */

export const CARD_RULE_MESSAGES = {
  lastCard: 'Add another card before removing the one your plan is charged to.',
} as const

/** Saves the token's card to the customer (spending the token); the first card becomes the default. */
export async function saveTokenCard(customer: CustomerRow, token: CardTokenRow, at: string, makeDefault = false): Promise<CardRow> {
  await spendToken(token)
  const card = await db.card.create({
    id: nextId('card'),
    stripe_id: stripeId('card'),
    customer_id: customer.id,
    user_id: customer.user_id,
    brand: token.brand,
    last4: token.last4,
    exp_month: token.exp_month,
    exp_year: token.exp_year,
    behaviour: token.behaviour,
    created_at: at,
  })
  if (makeDefault || customer.default_card_id === null) await setDefaultCard(customer.id, card.id)
  return card
}

/**
 * Removes one of the member's cards. The plan's only card stays (the next renewal needs it);
 * removing the default makes the newest remaining card the default.
 */
export async function removeCard(userId: number, card: CardRow): Promise<void> {
  const others = cardsOf(userId).filter((candidate) => candidate.id !== card.id)
  if (others.length === 0 && liveSubscriptionOf(userId)) throw new HttpError(409, CARD_RULE_MESSAGES.lastCard)
  db.card.delete((q) => q.where({ id: card.id }))
  const customer = customerOf(userId)
  if (customer && customer.default_card_id === card.id) await setDefaultCard(customer.id, others[0]?.id ?? null)
}
