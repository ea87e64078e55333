import { changeSubscription } from '@/api/payments/stripeApi'
import type { PlanChangePreview } from '@/api/payments/paymentTypes'
import { useRemoteData } from '@/shared/remote/useRemoteData'

async function loadPreview(priceId: number): Promise<PlanChangePreview> {
  const response = await changeSubscription({ price_id: priceId, preview: true })
  if (!response.preview) throw new Error('The server sent no preview of this change.')
  return response.preview
}

// A 404 here (no live plan, a retired price) is a reason to show, not a missing page.
const neverNotFound = () => false

/** What moving to `priceId` would cost now. */
export function usePlanChangePreview(priceId: number) {
  return useRemoteData({ key: `billing/plan-change/${priceId}`, load: () => loadPreview(priceId), isNotFound: neverNotFound })
}
