import { useCallback } from 'react'
import { changeSubscription } from '@/api/payments/stripeApi'
import type { PlanChangePreview } from '@/api/payments/paymentTypes'
import { useRemote } from '../shared/useRemote'

const noPreview = () => new Promise<PlanChangePreview>(() => {})

/** What moving to `priceId` would cost now; nothing is asked while no plan is chosen. */
export function usePlanChangePreview(priceId: number | null) {
  const load = useCallback(
    async (_signal: AbortSignal): Promise<PlanChangePreview> => {
      const response = await changeSubscription({ price_id: priceId ?? 0, preview: true })
      if (!response.preview) throw new Error('The server sent no preview of this change.')
      return response.preview
    },
    [priceId],
  )
  return useRemote(priceId === null ? noPreview : load)
}
