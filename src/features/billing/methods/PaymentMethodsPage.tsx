import { useState } from 'react'
import { useSetAtom } from 'jotai'
import { errorMessage } from '@/api/apiError'
import { setDefaultCard } from '@/api/payments/stripeApi'
import type { Card } from '@/api/payments/paymentTypes'
import { useOnline } from '@/lib/network/useOnline'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import { PageFrame } from '@/shared/page/PageFrame'
import { RemoteContent } from '@/shared/states/RemoteContent'
import { cardLabel } from '../shared/cardText'
import { paymentsOffline } from '../shared/PaymentsOffline'
import { useMyCards } from '../shared/useMyCards'
import { AddCardDialog } from './AddCardDialog'
import { RemoveCardDialog } from './RemoveCardDialog'
import { SavedCards } from './SavedCards'
import './methods.css'

/** /account/payments: the member's saved cards: add, make default, remove. */
export function PaymentMethodsPage() {
  const cards = useMyCards()
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
      cards.replace(response.cards)
      showSnackbar({ text: `${cardLabel(card)} is now your default card.` })
    } catch (error) {
      setActionError(errorMessage(error))
    } finally {
      setSettingDefaultId(null)
    }
  }

  const added = (card: Card, list: Card[]) => {
    setAdding(false)
    cards.replace(list)
    showSnackbar({ text: `${cardLabel(card)} added.` })
  }

  const removed = (list: Card[]) => {
    const card = removing
    setRemoving(null)
    cards.replace(list)
    if (card) showSnackbar({ text: `${cardLabel(card)} removed.` })
  }

  return (
    <PageFrame title="Payment methods" intro="The cards you pay for MoveTime with. Your default card pays each renewal.">
      <RemoteContent remote={cards} loading="Loading your cards…" what="Your cards" offline={paymentsOffline}>
        {(list) => (
          <SavedCards
            cards={list}
            onAdd={() => setAdding(true)}
            onMakeDefault={(card) => void makeDefault(card)}
            onRemove={setRemoving}
            settingDefaultId={settingDefaultId}
            actionError={actionError}
            online={online}
          />
        )}
      </RemoteContent>
      <AddCardDialog open={adding} onClose={() => setAdding(false)} onAdded={added} />
      <RemoveCardDialog card={removing} onClose={() => setRemoving(null)} onRemoved={removed} />
    </PageFrame>
  )
}
