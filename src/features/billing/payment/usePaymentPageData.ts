import type { Card, Price } from '@/api/payments/paymentTypes'
import { combineRemote } from '@/shared/remote/combineRemote'
import type { RemoteState } from '@/shared/remote/remoteState'
import type { CurrentPlan } from '../shared/useCurrentSubscription'
import { useCurrentSubscription } from '../shared/useCurrentSubscription'
import { useMyCards } from '../shared/useMyCards'
import { usePrices } from '@/shared/plans/usePrices'

export interface PaymentPageData {
  /** The price being bought, or null when it is not (or no longer) on offer. */
  price: Price | null
  cards: Card[]
  current: CurrentPlan
}

/** The three reads the payment page needs, as one state: ready only when all are. */
export function usePaymentPageData(priceId: number): { state: RemoteState<PaymentPageData>; retry: () => void } {
  const { state, retry } = combineRemote({ prices: usePrices(), cards: useMyCards(), current: useCurrentSubscription() })
  if (state.status !== 'ready' && state.status !== 'empty') return { state, retry }
  const { prices, cards, current } = state.data
  return { state: { ...state, data: { price: prices.find((price) => price.id === priceId) ?? null, cards, current } }, retry }
}
