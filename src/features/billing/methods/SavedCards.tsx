import type { Card } from '@/api/payments/paymentTypes'
import { EmptyState } from '@/shared/states/EmptyState'
import { Button } from '@/ui/button/Button'
import { FormAlert } from '@/ui/field/FormAlert'
import { Panel } from '@/ui/panel/Panel'
import { CardList, type CardListProps } from './CardList'
import './methods.css'

export interface SavedCardsProps extends CardListProps {
  cards: readonly Card[]
  onAdd: () => void
  /** Why the last "Make default" failed. */
  actionError?: string
}

/** The saved-cards section: the list and "Add a card", or the empty state; calls disabled offline. */
export function SavedCards({ cards, onAdd, actionError, online = true, ...listProps }: SavedCardsProps) {
  const addButton = (
    <Button onClick={onAdd} disabled={!online}>
      Add a card
    </Button>
  )
  return (
    <Panel title="Saved cards">
      {!online && <FormAlert tone="info">You are offline. Payments need a connection: reconnect to add, change or remove a card.</FormAlert>}
      <FormAlert>{actionError}</FormAlert>
      {cards.length === 0 ? (
        <EmptyState title="No saved cards" headingLevel={3} action={addButton}>
          Add a card to pay for your plan without typing it in again.
        </EmptyState>
      ) : (
        <>
          <CardList cards={cards} online={online} {...listProps} />
          <div className="billing-actions">{addButton}</div>
        </>
      )}
    </Panel>
  )
}
