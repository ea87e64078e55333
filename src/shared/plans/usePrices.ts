import { getActivePrices } from '@/api/payments/stripeApi'
import type { Price } from '@/api/payments/paymentTypes'
import { useRemoteData } from '@/shared/remote/useRemoteData'

const loadPrices = (signal: AbortSignal): Promise<Price[]> => getActivePrices(signal).then((response) => response.list)

/** The prices a member can subscribe to, with their products' names; `enabled: false` reads nothing yet. */
export function usePrices({ enabled = true }: { enabled?: boolean } = {}) {
  return useRemoteData({ key: 'billing/prices', load: loadPrices, enabled })
}
