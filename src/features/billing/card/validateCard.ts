import { cardNumberProblem, cvcLengthFor, cvcProblem, detectCardBrand, expiryProblem } from '@/lib/cards/cardRules'
import type { CardBrand } from '@/lib/cards/cardBrand'

/** What the card form holds: digits only for number, expiry (MMYY) and code; the name as typed. */
export interface CardFormValues {
  number: string
  expiry: string
  cvc: string
  name: string
}

export type CardField = keyof CardFormValues

export type CardFieldErrors = Partial<Record<CardField, string>>

/** In the order the form shows them, so the first problem is the first field to fix. */
export const CARD_FIELDS: readonly CardField[] = ['number', 'expiry', 'cvc', 'name']

export const emptyCardValues: CardFormValues = { number: '', expiry: '', cvc: '', name: '' }

const cvcWhere = (brand: CardBrand) => (brand === 'amex' ? 'on the front of your card' : 'on the back of your card')

export const cardMessages = {
  numberEmpty: 'Enter your card number.',
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'This card number is not valid. Check it for typos.',
  expiryEmpty: 'Enter the expiry date as MM/YY.',
  expiryIncomplete: 'Enter the expiry date as MM/YY, for example 08/29.',
  expiryMonth: 'Enter a month from 01 to 12.',
  expired: 'This card has expired. Check the date or use another card.',
  cvcHint: (brand: CardBrand) => `The ${cvcLengthFor(brand)} digits ${cvcWhere(brand)}.`,
  cvc: (brand: CardBrand) => `Enter the ${cvcLengthFor(brand)}-digit security code ${cvcWhere(brand)}.`,
  nameEmpty: 'Enter the name on the card.',
} as const

/** The message for one field, or undefined when it is fine. */
export function validateCardField(field: CardField, values: CardFormValues, now: Date = new Date()): string | undefined {
  switch (field) {
    case 'number': {
      const problem = cardNumberProblem(values.number)
      if (problem === 'empty') return cardMessages.numberEmpty
      if (problem === 'incomplete') return cardMessages.numberIncomplete
      return problem === 'invalid' ? cardMessages.numberInvalid : undefined
    }
    case 'expiry': {
      const problem = expiryProblem(values.expiry, now)
      if (problem === 'empty') return cardMessages.expiryEmpty
      if (problem === 'incomplete') return cardMessages.expiryIncomplete
      if (problem === 'month') return cardMessages.expiryMonth
      return problem === 'expired' ? cardMessages.expired : undefined
    }
    case 'cvc':
      return cvcProblem(values.cvc, detectCardBrand(values.number)) ? cardMessages.cvc(detectCardBrand(values.number)) : undefined
    case 'name':
      return values.name.trim() === '' ? cardMessages.nameEmpty : undefined
  }
}

export function validateCard(values: CardFormValues, now: Date = new Date()): CardFieldErrors {
  const errors: CardFieldErrors = {}
  for (const field of CARD_FIELDS) {
    const message = validateCardField(field, values, now)
    if (message) errors[field] = message
  }
  return errors
}

export function firstInvalidField(errors: CardFieldErrors): CardField | undefined {
  return CARD_FIELDS.find((field) => errors[field])
}
