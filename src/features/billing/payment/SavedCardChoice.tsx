import type { Card } from '@/api/payments/paymentTypes'
import { cardLabel, expiryState, expiryText } from '../shared/cardText'
import { StatusBadge } from '../shared/StatusBadge'
import './payment.css'

/** A saved card's id, or a new card typed into the gateway's card entry. */
export type PaymentChoice = number | 'new'

export interface SavedCardChoiceProps {
  cards: readonly Card[]
  value: PaymentChoice
  onChange: (choice: PaymentChoice) => void
  disabled?: boolean
  /** Injected so stories and tests can fix "today" for the expiry marks. */
  now?: Date
}

/** The member's saved cards to pay with, or a new one. Expired cards are shown but cannot be picked. */
export function SavedCardChoice({ cards, value, onChange, disabled, now = new Date() }: SavedCardChoiceProps) {
  return (
    <fieldset className="card-choice" disabled={disabled}>
      <legend className="card-choice__legend">Pay with</legend>
      {cards.map((card) => {
        const expiry = expiryState(card, now)
        return (
          <label key={card.id} className="card-choice__option">
            <input
              type="radio"
              name="payment-card"
              value={card.id}
              checked={value === card.id}
              disabled={expiry === 'expired'}
              onChange={() => onChange(card.id)}
            />
            <span className="card-choice__label">
              <span className="card-choice__name">{cardLabel(card)}</span>
              <span className="card-choice__meta">{`Expires ${expiryText(card)}`}</span>
              {card.is_default && <StatusBadge tone="neutral">Default</StatusBadge>}
              {expiry === 'expired' && <StatusBadge tone="danger">Expired</StatusBadge>}
              {expiry === 'expires-soon' && <StatusBadge tone="warning">Expires soon</StatusBadge>}
            </span>
          </label>
        )
      })}
      <label className="card-choice__option">
        <input type="radio" name="payment-card" value="new" checked={value === 'new'} onChange={() => onChange('new')} />
        <span className="card-choice__label">
          <span className="card-choice__name">A new card</span>
        </span>
      </label>
    </fieldset>
  )
}

/** The card picked first: the default, unless it has expired; else any valid one; else a new card. */
export function initialChoice(cards: readonly Card[], now: Date): PaymentChoice {
  const usable = cards.filter((card) => expiryState(card, now) !== 'expired')
  return (usable.find((card) => card.is_default) ?? usable[0])?.id ?? 'new'
}
