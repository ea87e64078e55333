import { useRef, useState } from 'react'
import { errorMessage } from '@/api/apiError'
import { deleteCard } from '@/api/payments/stripeApi'
import type { Card } from '@/api/payments/paymentTypes'
import { Button } from '@/ui/button/Button'
import { Dialog } from '@/ui/dialog/Dialog'
import { FormAlert } from '@/ui/field/FormAlert'
import { cardLabel } from '../shared/cardText'

export interface RemoveCardDialogProps {
  card: Card | null
  onClose: () => void
  onRemoved: (cards: Card[]) => void
}

/** Asks before removing a card; the server's refusal (the card pays a live plan) stays in the dialog. */
export function RemoveCardDialog({ card, onClose, onRemoved }: RemoveCardDialogProps) {
  const keepRef = useRef<HTMLButtonElement>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [shownFor, setShownFor] = useState(card?.id)

  if (card?.id !== shownFor) {
    setShownFor(card?.id)
    setError('')
  }

  const confirm = async () => {
    if (!card) return
    setBusy(true)
    setError('')
    try {
      const response = await deleteCard(card.id)
      onRemoved(response.cards)
    } catch (failure) {
      setError(errorMessage(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog
      open={card !== null}
      title={card ? `Remove ${cardLabel(card)}?` : ''}
      description={card?.is_default ? 'This is your default card. Plan renewals need a default card.' : 'You can add it again later.'}
      onClose={onClose}
      dismissible={!busy}
      initialFocusRef={keepRef}
      actions={
        <>
          <Button ref={keepRef} variant="secondary" onClick={onClose} disabled={busy}>
            Keep card
          </Button>
          <Button variant="danger" busy={busy} onClick={() => void confirm()}>
            {busy ? 'Removing…' : 'Remove card'}
          </Button>
        </>
      }
    >
      <FormAlert>{error}</FormAlert>
    </Dialog>
  )
}
