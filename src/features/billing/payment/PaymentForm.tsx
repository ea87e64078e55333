import { useId, type FormEvent, type ReactNode, type Ref } from 'react'
import { Link } from '@/ui/link/Link'
import type { Card } from '@/api/payments/paymentTypes'
import { paths } from '@/shared/paths/routePaths'
import { Button } from '@/ui/button/Button'
import { FormAlert } from '@/ui/field/FormAlert'
import { FormErrorAlert } from '@/ui/field/FormErrorAlert'
import { formatMoney } from '@/shared/plans/money'
import { UnsettledPaymentNote } from '../shared/UnsettledPaymentNote'
import type { OrderSummaryPrice } from './OrderSummary'
import { SavedCardChoice, type PaymentChoice } from './SavedCardChoice'
import './payment.css'

export interface PaymentFormProps {
  price: OrderSummaryPrice
  cards: readonly Card[]
  choice: PaymentChoice
  onChoiceChange: (choice: PaymentChoice) => void
  /** The gateway's card entry (or its loading/failed state); kept mounted while a saved card is picked. */
  cardEntry: ReactNode
  /** Whether a new card can be taken now (the gateway has loaded). */
  cardEntryReady: boolean
  /** The provider's reason the card was refused, shown at the card. */
  decline: string
  /** Receives focus after a saved card is declined (a new card's number takes focus instead). */
  declineRef?: Ref<HTMLDivElement>
  formError: string | undefined
  /** Changes when a submit fails, so the form error takes focus. */
  formErrorFocusKey: number
  /** The member already has a plan (409): the server's message and a way to change plan. */
  conflict: string
  unsettled: boolean
  busy: boolean
  online: boolean
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
}

/** The payment step: which card, the decline or error if any, and the Pay button with the amount. */
export function PaymentForm(props: PaymentFormProps) {
  const { price, cards, choice, onChoiceChange, cardEntry, cardEntryReady, decline, declineRef, busy, online, unsettled } = props
  const headingId = useId()
  const amount = formatMoney(price.amount, price.currency)
  const declineAlert = decline && (
    <div ref={declineRef} tabIndex={-1} className="payment-form__decline">
      <FormAlert>{decline}</FormAlert>
    </div>
  )

  return (
    <form className="mt-panel payment-form" aria-labelledby={headingId} noValidate onSubmit={props.onSubmit}>
      <h2 id={headingId} className="mt-panel__title">
        Payment details
      </h2>
      <FormErrorAlert message={props.formError} focusKey={props.formErrorFocusKey} />
      {props.conflict && (
        <FormAlert>
          {props.conflict} <Link to={paths.plans}>Change your plan instead</Link>
        </FormAlert>
      )}
      {cards.length > 0 && (
        // Locked while a payment is unsettled: the retry must send the very same card.
        <SavedCardChoice cards={cards} value={choice} onChange={onChoiceChange} disabled={busy || unsettled} />
      )}
      {choice !== 'new' && declineAlert}
      <div className="payment-form__new-card" hidden={choice !== 'new'}>
        {choice === 'new' && declineAlert}
        {cardEntry}
      </div>
      <p className="payment-form__secure">Your card details go straight to our payment provider. MoveTime never sees or stores your card number.</p>
      {unsettled && <UnsettledPaymentNote action="payment" />}
      {!online && (
        <FormAlert tone="info">You are offline. Payments need a connection: reconnect to pay. What you typed stays here.</FormAlert>
      )}
      <div>
        <Button type="submit" className="payment-form__pay" busy={busy} disabled={!online || (choice === 'new' && !cardEntryReady)}>
          {busy ? `Paying ${amount}…` : unsettled ? `Try again: pay ${amount}` : `Pay ${amount}`}
        </Button>
      </div>
    </form>
  )
}
