import { expect } from 'vitest'
import type { CardToken, CheckoutResponse } from '@/api/payments/paymentTypes'
import { callMock, type MockAnswer } from '@mocks/testing/callMock'

/** Test helpers for the payment handlers: card tokens from the mock provider and a checkout. */

export const STRIPE = '/v2/api/lambda/stripe'
export const CARD_PROVIDER = '/__mock/card-provider/tokens'

/** Stripe's published test numbers. */
export const TEST_CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  amex: '378282246310005',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expiredCard: '4000000000000069',
  incorrectCvc: '4000000000000127',
  processingError: '4000000000000119',
} as const

export function cardInput(number: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const cvc = number.startsWith('34') || number.startsWith('37') ? '1234' : '123'
  return { number, exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc, name: 'Maya Thompson', ...overrides }
}

export async function requestToken(number: string, overrides: Record<string, unknown> = {}): Promise<MockAnswer<CardToken & { message?: string; validation?: Record<string, string> }>> {
  return callMock('POST', CARD_PROVIDER, { noProject: true, body: cardInput(number, overrides) })
}

/** A fresh token for the card, or the test fails. */
export async function tokenFor(number: string = TEST_CARDS.visa): Promise<string> {
  const answer = await requestToken(number)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body.id
}

let keys = 0
export const newKey = () => `test-key-${(keys += 1)}-${Date.now()}`

export function checkout(token: string | null, priceId: number, card: { card_token?: string; card_id?: number }, key = newKey()) {
  return callMock<CheckoutResponse & { message?: string; validation?: Record<string, string> }>('POST', `${STRIPE}/checkout`, {
    token,
    body: { price_id: priceId, idempotency_key: key, ...card },
  })
}
