import type { Ref } from 'react'
import type { RemoteData } from '@/shared/remote/useRemoteData'
import { RemoteContent } from '@/shared/states/RemoteContent'
import type { CardEntryHandle, PaymentGateway } from '../gateway/paymentGateway'

export interface CardEntrySlotProps {
  gateway: Pick<RemoteData<PaymentGateway>, 'state' | 'retry'>
  entryRef: Ref<CardEntryHandle>
  disabled?: boolean
}

/** The gateway's card entry once its code has loaded; a spinner or the reason (with a retry) until then. */
export function CardEntrySlot({ gateway, entryRef, disabled }: CardEntrySlotProps) {
  return (
    <RemoteContent remote={gateway} section loading="Loading the secure card form…" what="The secure card form">
      {({ CardEntry }) => <CardEntry ref={entryRef} disabled={disabled} />}
    </RemoteContent>
  )
}
