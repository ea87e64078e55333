import { getMyCards } from '@/api/payments/stripeApi'
import type { Card } from '@/api/payments/paymentTypes'
import { useRemote } from './useRemote'

const loadCards = (signal: AbortSignal): Promise<Card[]> => getMyCards(signal).then((response) => response.cards)

/** The member's saved cards, default first as the server orders them. */
export function useMyCards() {
  return useRemote(loadCards)
}
