import { isExpired } from '@/lib/cards/cardRules'
import type { CardBehaviour } from '@mocks/db/paymentSchemas'

/**
 * Stripe's published test numbers and what they do when charged. Any other valid number
 * succeeds. Only the behaviour is kept with a token or a saved card, never the number.
 */
const TEST_NUMBERS: Record<string, CardBehaviour> = {
  '4000000000000002': 'decline',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000119': 'processing_error',
}

export function behaviourOf(digits: string): CardBehaviour {
  return TEST_NUMBERS[digits] ?? 'succeed'
}

/** What a member is told when the card is refused (HTTP 402), in Stripe's words. */
export const DECLINE_MESSAGES: Record<Exclude<CardBehaviour, 'succeed'>, string> = {
  decline: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  processing_error: 'An error occurred while processing your card. Try again in a little bit.',
}

export interface ChargeableCard {
  behaviour: CardBehaviour
  exp_month: number
  exp_year: number
}

/** Why charging this card at `at` fails, or null when it goes through. */
export function declineOf(card: ChargeableCard, at: Date): string | null {
  if (card.behaviour !== 'succeed') return DECLINE_MESSAGES[card.behaviour]
  // A saved card that has since expired is refused like Stripe's expired_card.
  return isExpired(card.exp_month, card.exp_year, at) ? DECLINE_MESSAGES.expired_card : null
}

/** Attaching a card runs a check at the bank: only the generic decline number fails it. */
export function attachDeclineOf(card: ChargeableCard): string | null {
  return card.behaviour === 'decline' ? DECLINE_MESSAGES.decline : null
}
