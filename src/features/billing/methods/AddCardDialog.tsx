import { useRef, useState } from 'react'
import { errorMessage } from '@/api/apiError'
import { addCard } from '@/api/payments/stripeApi'
import type { Card } from '@/api/payments/paymentTypes'
import { useOnline } from '@/lib/network/useOnline'
import { useForm } from '@/shared/form/useForm'
import { Button } from '@/ui/button/Button'
import { Dialog } from '@/ui/dialog/Dialog'
import { FormAlert } from '@/ui/field/FormAlert'
import { CardEntryError, type CardEntryHandle } from '../gateway/paymentGateway'
import { isDecline } from '../shared/paymentFailure'
import { usePaymentGateway } from '../shared/usePaymentGateway'
import { CardEntrySlot } from '../shared/CardEntrySlot'
import { useLockWhileBusy } from '../shared/useLockWhileBusy'

export interface AddCardDialogProps {
  open: boolean
  onClose: () => void
  onAdded: (card: Card, cards: Card[]) => void
}

const FORM_ID = 'add-card-form'

/** Takes a new card through the gateway (only a token reaches our API) and saves it. */
export function AddCardDialog({ open, onClose, onAdded }: AddCardDialogProps) {
  const [dismissible, setDismissible] = useState(true)
  return (
    <Dialog open={open} title="Add a card" onClose={onClose} dismissible={dismissible}>
      {/* Mounted only while open: a closed dialog forgets the card, as it should. */}
      {open && <AddCardForm onClose={onClose} onAdded={onAdded} onDismissibleChange={setDismissible} />}
    </Dialog>
  )
}

function AddCardForm({ onClose, onAdded, onDismissibleChange }: Omit<AddCardDialogProps, 'open'> & { onDismissibleChange: (dismissible: boolean) => void }) {
  const gateway = usePaymentGateway()
  const online = useOnline()
  const entry = useRef<CardEntryHandle>(null)
  // The card's own fields live in the card entry; this form holds the submit and what it answered.
  const form = useForm({ initial: {} })
  const { busy } = form
  // The provider's refusal shows above the card it is about; other failures below, as the form's message.
  const [decline, setDecline] = useState('')
  useLockWhileBusy(busy, onDismissibleChange)

  const save = async () => {
    setDecline('')
    try {
      const token = await (entry.current as CardEntryHandle).tokenize()
      const response = await addCard(token.id)
      onAdded(response.card, response.cards)
    } catch (failure) {
      if (failure instanceof CardEntryError) return
      if (!isDecline(failure)) throw failure
      setDecline(errorMessage(failure))
      entry.current?.clearNumber()
    }
  }

  return (
    <>
      <form id={FORM_ID} className="add-card" noValidate onSubmit={(event) => void form.handleSubmit(save, { blocked: !entry.current })(event)}>
        <FormAlert>{decline}</FormAlert>
        <CardEntrySlot gateway={gateway} entryRef={entry} disabled={busy || !online} />
      </form>
      {!online && <FormAlert tone="info">You are offline. Payments need a connection: reconnect to add a card.</FormAlert>}
      <FormAlert>{form.formError}</FormAlert>
      <div className="mt-dialog__actions">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" form={FORM_ID} busy={busy} disabled={!online || gateway.state.status !== 'ready'}>
          {busy ? 'Saving card…' : 'Save card'}
        </Button>
      </div>
    </>
  )
}
