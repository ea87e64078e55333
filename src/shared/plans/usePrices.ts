import { getActivePrices } from '@/api/payments/stripeApi'
import type { Price } from '@/api/payments/paymentTypes'
import { useRemoteData } from '@/shared/remote/useRemoteData'

const loadPrices = (signal: AbortSignal): Promise<Price[]> => getActivePrices(signal).then((response) => response.list)

/** The prices a member can subscribe to, with their products' names. */
export function usePrices() {
  return useRemoteData({ key: 'billing/prices', load: loadPrices })
}
