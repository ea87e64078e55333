import { deleteCard } from '@/api/payments/stripeApi'
import type { Card } from '@/api/payments/paymentTypes'
import { ConfirmDialog } from '@/ui/dialog/ConfirmDialog'
import { cardLabel } from '../shared/cardText'

export interface RemoveCardDialogProps {
  card: Card | null
  onClose: () => void
  onRemoved: (cards: Card[]) => void
}

/** Asks before removing a card; the server's refusal (the card pays a live plan) stays in the dialog. */
export function RemoveCardDialog({ card, onClose, onRemoved }: RemoveCardDialogProps) {
  return (
    <ConfirmDialog
      subject={card?.id ?? null}
      title={card ? `Remove ${cardLabel(card)}?` : ''}
      description={card?.is_default ? 'This is your default card. Plan renewals need a default card.' : 'You can add it again later.'}
      keepLabel="Keep card"
      confirmLabel="Remove card"
      busyLabel="Removing…"
      onClose={onClose}
      onConfirm={async () => {
        if (!card) return
        const response = await deleteCard(card.id)
        onRemoved(response.cards)
      }}
    />
  )
}
