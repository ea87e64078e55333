import { useRef, useState, type FormEvent } from 'react'
import { errorMessage } from '@/api/apiError'
import { addCard } from '@/api/payments/stripeApi'
import type { Card } from '@/api/payments/paymentTypes'
import { useOnline } from '@/lib/network/useOnline'
import { Button } from '@/ui/button/Button'
import { Dialog } from '@/ui/dialog/Dialog'
import { FormAlert } from '@/ui/field/FormAlert'
import { CardEntryError, type CardEntryHandle } from '../gateway/paymentGateway'
import { isDecline } from '../shared/paymentFailure'
import { usePaymentGateway } from '../shared/usePaymentGateway'
import { CardEntrySlot } from '../shared/CardEntrySlot'

export interface AddCardDialogProps {
  open: boolean
  onClose: () => void
  onAdded: (card: Card, cards: Card[]) => void
}

const FORM_ID = 'add-card-form'

/** Takes a new card through the gateway (only a token reaches our API) and saves it. */
export function AddCardDialog({ open, onClose, onAdded }: AddCardDialogProps) {
  const [busy, setBusy] = useState(false)
  return (
    <Dialog open={open} title="Add a card" onClose={onClose} dismissible={!busy}>
      {/* Mounted only while open: a closed dialog forgets the card, as it should. */}
      {open && <AddCardForm onClose={onClose} onAdded={onAdded} busy={busy} onBusy={setBusy} />}
    </Dialog>
  )
}

function AddCardForm({ onClose, onAdded, busy, onBusy }: Omit<AddCardDialogProps, 'open'> & { busy: boolean; onBusy: (busy: boolean) => void }) {
  const gateway = usePaymentGateway()
  const online = useOnline()
  const entry = useRef<CardEntryHandle>(null)
  const running = useRef(false)
  const [decline, setDecline] = useState('')
  const [error, setError] = useState('')

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (running.current || !entry.current) return
    running.current = true
    onBusy(true)
    setDecline('')
    setError('')
    try {
      const token = await entry.current.tokenize()
      const response = await addCard(token.id)
      onAdded(response.card, response.cards)
    } catch (failure) {
      if (failure instanceof CardEntryError) return
      if (isDecline(failure)) {
        setDecline(errorMessage(failure))
        entry.current?.clearNumber()
      } else setError(errorMessage(failure))
    } finally {
      running.current = false
      onBusy(false)
    }
  }

  return (
    <>
      <form id={FORM_ID} className="add-card" noValidate onSubmit={(event) => void submit(event)}>
        <FormAlert>{decline}</FormAlert>
        <CardEntrySlot gateway={gateway} entryRef={entry} disabled={busy || !online} />
      </form>
      {!online && <FormAlert tone="info">You are offline. Payments need a connection: reconnect to add a card.</FormAlert>}
      <FormAlert>{error}</FormAlert>
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
