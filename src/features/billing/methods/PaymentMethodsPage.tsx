import { useState } from 'react'
import { useSetAtom } from 'jotai'
import { errorMessage } from '@/api/apiError'
import { setDefaultCard } from '@/api/payments/stripeApi'
import type { Card } from '@/api/payments/paymentTypes'
import { useOnline } from '@/lib/network/useOnline'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import { BillingPageFrame } from '../shared/BillingPageFrame'
import { cardLabel } from '../shared/cardText'
import { BillingLoadFailed, BillingLoading } from '../shared/RemoteStates'
import { useMyCards } from '../shared/useMyCards'
import { AddCardDialog } from './AddCardDialog'
import { RemoveCardDialog } from './RemoveCardDialog'
import { SavedCards } from './SavedCards'
import './methods.css'

/** /account/payments: the member's saved cards: add, make default, remove. */
export function PaymentMethodsPage() {
  const { state, retry, replace } = useMyCards()
  const online = useOnline()
  const showSnackbar = useSetAtom(showSnackbarAtom)
  const [adding, setAdding] = useState(false)
  const [removing, setRemoving] = useState<Card | null>(null)
  const [settingDefaultId, setSettingDefaultId] = useState<number | null>(null)
  const [actionError, setActionError] = useState('')

  const makeDefault = async (card: Card) => {
    if (settingDefaultId !== null) return
    setSettingDefaultId(card.id)
    setActionError('')
    try {
      const response = await setDefaultCard(card.id)
      replace(response.cards)
      showSnackbar({ text: `${cardLabel(card)} is now your default card.` })
    } catch (error) {
      setActionError(errorMessage(error))
    } finally {
      setSettingDefaultId(null)
    }
  }

  const added = (card: Card, cards: Card[]) => {
    setAdding(false)
    replace(cards)
    showSnackbar({ text: `${cardLabel(card)} added.` })
  }

  const removed = (cards: Card[]) => {
    const card = removing
    setRemoving(null)
    replace(cards)
    if (card) showSnackbar({ text: `${cardLabel(card)} removed.` })
  }

  return (
    <BillingPageFrame title="Payment methods" intro="The cards you pay for MoveTime with. Your default card pays each renewal.">
      {state.kind === 'loading' && <BillingLoading label="Loading your cards…" />}
      {state.kind === 'failed' && <BillingLoadFailed what="Your cards" message={state.message} network={state.network} onRetry={retry} />}
      {state.kind === 'ready' && (
        <SavedCards
          cards={state.data}
          onAdd={() => setAdding(true)}
          onMakeDefault={(card) => void makeDefault(card)}
          onRemove={setRemoving}
          settingDefaultId={settingDefaultId}
          actionError={actionError}
          online={online}
        />
      )}
      <AddCardDialog open={adding} onClose={() => setAdding(false)} onAdded={added} />
      <RemoveCardDialog card={removing} onClose={() => setRemoving(null)} onRemoved={removed} />
    </BillingPageFrame>
  )
}
