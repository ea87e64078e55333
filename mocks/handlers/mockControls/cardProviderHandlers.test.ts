import { afterEach, describe, expect, it } from 'vitest'
import { db } from '@mocks/db/db'
import { setNetworkControls } from '@mocks/devControls'
import { CARD_PROVIDER, TEST_CARDS, cardInput, requestToken } from '@mocks/billing/paymentCalls.testing'
import { MOCK_ORIGIN } from '@mocks/testing/callMock'

afterEach(() => {
  setNetworkControls({ offline: false, latencyMs: 0 })
})

describe('POST /__mock/card-provider/tokens', () => {
  it('issues a token that remembers the card but not its number or code, with no sign-in or x-project', async () => {
    const { status, body } = await requestToken(TEST_CARDS.visa, { exp_month: 4, exp_year: 2031 })
    expect(status).toBe(200)
    expect(body.id).toMatch(/^tok_/)
    expect(body.card).toEqual({ brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2031 })

    const stored = db.card_token.findFirst((q) => q.where({ token: body.id }))
    expect(stored).toMatchObject({ brand: 'visa', last4: '4242', behaviour: 'succeed', used: false })
    expect(JSON.stringify(stored)).not.toContain(TEST_CARDS.visa)
    expect(JSON.stringify(stored)).not.toContain('"123"')
  })

  it('remembers how a test card behaves when charged', async () => {
    const { body } = await requestToken(TEST_CARDS.insufficientFunds)
    expect(db.card_token.findFirst((q) => q.where({ token: body.id }))?.behaviour).toBe('insufficient_funds')
  })

  it('detects the brand and takes a pasted number with spaces', async () => {
    const master = await requestToken('5555 5555 5555 4444')
    expect(master.body.card).toMatchObject({ brand: 'mastercard', last4: '4444' })
  })

  it('refuses a number failing the Luhn check or the brand’s length', async () => {
    for (const number of ['4242424242424241', '424242424242', 'abcd']) {
      const { status, body } = await requestToken(number)
      expect(status, number).toBe(400)
      expect(body).toMatchObject({ error: true, message: 'Your card number is incorrect.', validation: { number: 'Your card number is incorrect.' } })
    }
  })

  it('refuses an expiry date in the past, and accepts this month', async () => {
    const now = new Date()
    const lastMonth = now.getMonth() === 0 ? { exp_month: 12, exp_year: now.getFullYear() - 1 } : { exp_month: now.getMonth(), exp_year: now.getFullYear() }
    const expired = await requestToken(TEST_CARDS.visa, lastMonth)
    expect(expired.status).toBe(400)
    expect(expired.body).toMatchObject({ message: "Your card's expiration date is in the past.", validation: { expiry: "Your card's expiration date is in the past." } })

    const thisMonth = await requestToken(TEST_CARDS.visa, { exp_month: now.getMonth() + 1, exp_year: now.getFullYear() % 100 })
    expect(thisMonth.status).toBe(200)
    expect(thisMonth.body.card.exp_year).toBe(now.getFullYear())

    expect((await requestToken(TEST_CARDS.visa, { exp_month: 13 })).body.validation).toHaveProperty('expiry')
  })

  it('wants a three-digit security code, and four for American Express', async () => {
    const short = await requestToken(TEST_CARDS.visa, { cvc: '12' })
    expect(short.status).toBe(400)
    expect(short.body).toMatchObject({ message: "Your card's security code is incomplete.", validation: { cvc: "Your card's security code is incomplete." } })
    expect((await requestToken(TEST_CARDS.visa, { cvc: '1234' })).status).toBe(400)

    const amex = await requestToken(TEST_CARDS.amex)
    expect(amex.status).toBe(200)
    expect(amex.body.card).toMatchObject({ brand: 'amex', last4: '0005' })
    const amexShort = await requestToken(TEST_CARDS.amex, { cvc: '123' })
    expect(amexShort.status).toBe(400)
    expect(amexShort.body.validation).toEqual({ cvc: "Your card's security code is incomplete." })
  })

  it('reports every bad field at once, the first as the message', async () => {
    const { body } = await requestToken('4242424242424241', { exp_year: 2001, cvc: '' })
    expect(body.message).toBe('Your card number is incorrect.')
    expect(Object.keys(body.validation ?? {}).sort()).toEqual(['cvc', 'expiry', 'number'])
  })

  it('is out of reach when the developer panel switches the network off', async () => {
    setNetworkControls({ offline: true })
    await expect(
      fetch(`${MOCK_ORIGIN}${CARD_PROVIDER}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(cardInput(TEST_CARDS.visa)) }),
    ).rejects.toThrow()
  })
})
