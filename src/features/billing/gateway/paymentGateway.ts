import type { ComponentType, Ref } from 'react'
import type { CardToken } from '@/api/payments/paymentTypes'

/*
 * One payment interface, two implementations (docs/architecture.md "Payments"): api builds use Stripe
 * Elements through @stripe/stripe-js/pure, mock builds our own card form and a mock provider
 * that honours Stripe's published test cards. Either way only a token reaches our API.
 * The implementations import this module; it imports none of them (loadPaymentGateway picks one).
 */

/** Why a card could not be turned into a token, with the field to show it at. */
export class CardEntryError extends Error {
  readonly field: 'number' | 'expiry' | 'cvc' | 'name' | 'form'

  constructor(field: CardEntryError['field'], message: string) {
    super(message)
    this.name = 'CardEntryError'
    this.field = field
  }
}

export interface CardEntryHandle {
  /**
   * Turns what the member typed into a token; rejects with CardEntryError. The entry has already
   * shown that error (at its field, or above the fields for 'form') and moved focus to the field,
   * so a caller only stops; it shows its own messages for what comes after the token (a decline).
   */
  tokenize(): Promise<CardToken>
  /** After a decline: empties the card number (and only that) and puts focus there. */
  clearNumber(): void
}

export interface CardEntryProps {
  ref?: Ref<CardEntryHandle>
  disabled?: boolean
}

export interface PaymentGateway {
  name: 'stripe' | 'mock'
  CardEntry: ComponentType<CardEntryProps>
}
