import type { Card, Price } from '@/api/payments/paymentTypes'
import type { CurrentPlan } from '../shared/useCurrentSubscription'
import { useCurrentSubscription } from '../shared/useCurrentSubscription'
import { useMyCards } from '../shared/useMyCards'
import { usePrices } from '../shared/usePrices'
import type { Remote } from '../shared/useRemote'

export interface PaymentPageData {
  /** The price being bought, or null when it is not (or no longer) on offer. */
  price: Price | null
  cards: Card[]
  current: CurrentPlan
}

/** The three reads the payment page needs, as one state: ready only when all are. */
export function usePaymentPageData(priceId: number) {
  const prices = usePrices()
  const cards = useMyCards()
  const plan = useCurrentSubscription()
  const parts = [prices, cards, plan] as const

  let state: Remote<PaymentPageData>
  const failed = parts.find((part) => part.state.kind === 'failed')?.state
  if (failed?.kind === 'failed') state = failed
  else if (prices.state.kind === 'ready' && cards.state.kind === 'ready' && plan.state.kind === 'ready') {
    state = {
      kind: 'ready',
      data: {
        price: prices.state.data.find((price) => price.id === priceId) ?? null,
        cards: cards.state.data,
        current: plan.state.data,
      },
    }
  } else state = { kind: 'loading' }

  const retry = () => {
    for (const part of parts) if (part.state.kind === 'failed') part.retry()
  }
  return { state, retry }
}
