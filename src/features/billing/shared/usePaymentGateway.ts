import { useRemoteData } from '@/shared/remote/useRemoteData'
import { loadPaymentGateway } from '../gateway/loadPaymentGateway'

const loadGateway = () => loadPaymentGateway()

/**
 * The payment gateway, loaded only by the pages that take a card: its code (and, in api builds,
 * Stripe's script) stays out of every other page.
 */
export function usePaymentGateway() {
  return useRemoteData({ key: 'billing/payment-gateway', load: loadGateway })
}
