import type { Ref } from 'react'
import { FormAlert } from '@/ui/field/FormAlert'
import { Button } from '@/ui/button/Button'
import { LabelledSpinner } from '@/ui/spinner/LabelledSpinner'
import type { CardEntryHandle } from '../gateway/paymentGateway'
import type { GatewayState } from './usePaymentGateway'

export interface CardEntrySlotProps {
  state: GatewayState
  onRetry: () => void
  entryRef: Ref<CardEntryHandle>
  disabled?: boolean
}

/** The gateway's card entry once its code has loaded; a spinner or the reason (with a retry) until then. */
export function CardEntrySlot({ state, onRetry, entryRef, disabled }: CardEntrySlotProps) {
  if (state.kind === 'loading') return <LabelledSpinner size={32} label="Loading the secure card form…" />
  if (state.kind === 'failed') {
    return (
      <div className="payment-form__gateway-failed">
        <FormAlert>{state.message}</FormAlert>
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    )
  }
  const { CardEntry } = state.gateway
  return <CardEntry ref={entryRef} disabled={disabled} />
}
