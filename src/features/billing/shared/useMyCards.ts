import { getMyCards } from '@/api/payments/stripeApi'
import type { Card } from '@/api/payments/paymentTypes'
import { useRemoteData } from '@/shared/remote/useRemoteData'

const loadCards = (signal: AbortSignal): Promise<Card[]> => getMyCards(signal).then((response) => response.cards)

/** The member's saved cards, default first as the server orders them. */
export function useMyCards() {
  return useRemoteData({ key: 'billing/cards', load: loadCards })
}
