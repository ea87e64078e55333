import type { Card } from '@/api/payments/paymentTypes'
import { Button } from '@/ui/button/Button'
import { cardLabel, expiryState, expiryText } from '../shared/cardText'
import { StatusBadge } from '../shared/StatusBadge'
import './methods.css'

export interface CardListProps {
  cards: readonly Card[]
  onMakeDefault: (card: Card) => void
  onRemove: (card: Card) => void
  /** The card whose "Make default" is running. */
  settingDefaultId?: number | null
  online?: boolean
  /** Injected so stories and tests can fix "today" for the expiry marks. */
  now?: Date
}

/** The member's saved cards with their state and what can be done with each. */
export function CardList({ cards, onMakeDefault, onRemove, settingDefaultId = null, online = true, now = new Date() }: CardListProps) {
  return (
    <ul className="card-list">
      {cards.map((card) => {
        const expiry = expiryState(card, now)
        const label = cardLabel(card)
        return (
          <li key={card.id} className="card-list__item">
            <span className={`card-list__brand card-list__brand--${card.brand}`} aria-hidden="true" />
            <div className="card-list__text">
              <p className="card-list__name">{label}</p>
              <p className="card-list__meta">
                <span>{`${expiry === 'expired' ? 'Expired' : 'Expires'} ${expiryText(card)}`}</span>
                {card.is_default && <StatusBadge tone="success">Default</StatusBadge>}
                {expiry === 'expired' && <StatusBadge tone="danger">Expired</StatusBadge>}
                {expiry === 'expires-soon' && <StatusBadge tone="warning">Expires soon</StatusBadge>}
              </p>
            </div>
            <div className="card-list__actions">
              {!card.is_default && expiry !== 'expired' && (
                <Button variant="secondary" onClick={() => onMakeDefault(card)} busy={settingDefaultId === card.id} disabled={!online}>
                  Make default<span className="visually-hidden">{`: ${label}`}</span>
                </Button>
              )}
              <Button variant="ghost" onClick={() => onRemove(card)} disabled={!online}>
                Remove<span className="visually-hidden">{`: ${label}`}</span>
              </Button>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
