import { useCallback, useEffect, useState } from 'react'
import { errorMessage } from '@/api/apiError'
import { loadPaymentGateway, type PaymentGateway } from '../gateway/paymentGateway'

export type GatewayState = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; gateway: PaymentGateway }

/**
 * The payment gateway, loaded only by the pages that take a card: its code (and, in api builds,
 * Stripe's script) stays out of every other page. `enabled` false waits (e.g. until a dialog opens).
 */
export function usePaymentGateway(enabled = true) {
  const [state, setState] = useState<GatewayState>({ kind: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!enabled) return
    let current = true
    loadPaymentGateway().then(
      (gateway) => current && setState({ kind: 'ready', gateway }),
      (error: unknown) =>
        current && setState({ kind: 'failed', message: `The secure card form could not load. ${errorMessage(error)}` }),
    )
    return () => {
      current = false
    }
  }, [enabled, attempt])

  const retry = useCallback(() => {
    setState({ kind: 'loading' })
    setAttempt((n) => n + 1)
  }, [])

  return { state, retry }
}
