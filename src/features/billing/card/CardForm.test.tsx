import { createRef } from 'react'
import { describe, expect, it } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { server } from '@mocks/node'
import { db } from '@mocks/db/db'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { CardEntryError, type CardEntryHandle } from '../gateway/paymentGateway'
import { mockGateway } from '../gateway/mockGateway'
import { providerMessages } from '../gateway/mockCardProvider'
import type { CardFormProps } from './CardForm'
import { cardMessages } from './validateCard'

const number = () => screen.getByLabelText('Card number')
const expiry = () => screen.getByLabelText('Expiry date')
const cvc = () => screen.getByLabelText('Security code')
const name = () => screen.getByLabelText('Name on card')

function renderCardForm(props: Omit<CardFormProps, 'ref'> = {}) {
  const ref = createRef<CardEntryHandle>()
  const user = userEvent.setup()
  const view = render(<mockGateway.CardEntry ref={ref} {...props} />)
  return { ...view, ref, user }
}

/** Every request that reaches the network layer (MSW), by path and body. */
function recordRequests() {
  const seen: Array<{ path: string; body: string }> = []
  const listener = ({ request }: { request: Request }) => {
    void request
      .clone()
      .text()
      .then((body) => seen.push({ path: new URL(request.url).pathname, body }))
  }
  server.events.on('request:start', listener)
  return { seen, stop: () => server.events.removeListener('request:start', listener) }
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, card: { number: string; expiry?: string; cvc?: string; name?: string }) {
  await user.type(number(), card.number)
  await user.type(expiry(), card.expiry ?? '1234')
  await user.type(cvc(), card.cvc ?? '123')
  await user.type(name(), card.name ?? 'Mia Jensen')
}

async function tokenize(ref: React.RefObject<CardEntryHandle | null>) {
  let outcome: { token?: Awaited<ReturnType<CardEntryHandle['tokenize']>>; error?: unknown } = {}
  await act(async () => {
    try {
      outcome = { token: await ref.current!.tokenize() }
    } catch (error) {
      outcome = { error }
    }
  })
  return outcome
}

describe('the mock card form: typing', () => {
  it('keeps only digits and groups a Visa in fours, naming the brand', async () => {
    const { user } = renderCardForm()
    await user.type(number(), '42a42-4242 4242x4242')
    expect(number()).toHaveValue('4242 4242 4242 4242')
    expect(screen.getByText('Visa')).toBeInTheDocument()
    expect(number()).toHaveAccessibleDescription('Visa detected')
    expect(number()).toHaveAttribute('inputmode', 'numeric')
    expect(number()).toHaveAttribute('autocomplete', 'cc-number')
  })

  it('takes the digits of a pasted number with spaces and dashes', async () => {
    const { user } = renderCardForm()
    await user.click(number())
    await user.paste('4242 4242-4242 4242')
    expect(number()).toHaveValue('4242 4242 4242 4242')
  })

  it('groups American Express 4-6-5, stops at 15 digits and wants a 4-digit code', async () => {
    const { user } = renderCardForm()
    await user.type(number(), '3782822463100059999')
    expect(number()).toHaveValue('3782 822463 10005')
    expect(number()).toHaveAccessibleDescription('American Express detected')
    await user.type(cvc(), '12345')
    expect(cvc()).toHaveValue('1234')
    expect(cvc()).toHaveAccessibleDescription(cardMessages.cvcHint('amex'))
  })

  it('groups Diners Club 4-6-4 up to 14 digits and reflows to fours at the 15th', async () => {
    const { user } = renderCardForm()
    await user.type(number(), '30569309025904')
    expect(number()).toHaveValue('3056 930902 5904')
    expect(number()).toHaveAccessibleDescription('Diners Club detected')
    await user.type(number(), '1239')
    expect(number()).toHaveValue('3056 9309 0259 0412')
  })

  it('groups other brands in fours up to 19 digits', async () => {
    const { user } = renderCardForm()
    await user.type(number(), '60110009901394241234567')
    expect(number()).toHaveValue('6011 0009 9013 9424 123')
  })

  it('cuts a Visa security code to 3 digits and drops letters', async () => {
    const { user } = renderCardForm()
    await user.type(number(), '4242')
    await user.type(cvc(), '1a234')
    expect(cvc()).toHaveValue('123')
    expect(cvc()).toHaveAttribute('autocomplete', 'cc-csc')
  })

  it('shows the expiry as MM/YY once three digits are typed', async () => {
    const { user } = renderCardForm()
    await user.type(expiry(), '12')
    expect(expiry()).toHaveValue('12')
    await user.type(expiry(), '3')
    expect(expiry()).toHaveValue('12/3')
    await user.type(expiry(), '89')
    expect(expiry()).toHaveValue('12/38')
    expect(expiry()).toHaveAttribute('autocomplete', 'cc-exp')
    await user.type(expiry(), '{Backspace}{Backspace}')
    expect(expiry()).toHaveValue('12')
  })

  it('deletes the digit before a space on Backspace instead of sticking', async () => {
    const { user } = renderCardForm()
    await user.type(number(), '42424')
    // Caret after the space: Backspace removes the space, and with it the digit before.
    await user.type(number(), '{Backspace}{Backspace}')
    expect(number()).toHaveValue('424')
  })
})

describe('the mock card form: messages at the fields', () => {
  it('checks a field when the member leaves it', async () => {
    const { user } = renderCardForm()
    await user.type(number(), '4242')
    await user.tab()
    expect(number()).toHaveAccessibleDescription(expect.stringContaining(cardMessages.numberIncomplete))
    expect(number()).toHaveAttribute('aria-invalid', 'true')

    await user.type(expiry(), '1330')
    await user.tab()
    expect(expiry()).toHaveAccessibleDescription(expect.stringContaining(cardMessages.expiryMonth))

    await user.type(cvc(), '12')
    await user.tab()
    expect(cvc()).toHaveAccessibleDescription(expect.stringContaining(cardMessages.cvc('visa')))
  })

  it('leaves an empty field the member only passed through until submit', async () => {
    const { user } = renderCardForm()
    await user.click(number())
    await user.tab()
    expect(number()).not.toHaveAttribute('aria-invalid')
  })

  it('refuses month 00 and an expired date', async () => {
    const { user } = renderCardForm()
    await user.type(expiry(), '0030')
    await user.tab()
    expect(expiry()).toHaveAccessibleDescription(expect.stringContaining(cardMessages.expiryMonth))
    await user.clear(expiry())
    await user.type(expiry(), '0120')
    await user.tab()
    expect(expiry()).toHaveAccessibleDescription(expect.stringContaining(cardMessages.expired))
  })

  it('clears a field’s message as soon as it is edited', async () => {
    const { user } = renderCardForm()
    await user.type(number(), '4242')
    await user.tab()
    await user.type(number(), '4')
    expect(number()).not.toHaveAttribute('aria-invalid')
  })

  it('on tokenize shows every problem, focuses the first and rejects with its field', async () => {
    const { ref } = renderCardForm()
    const { error } = await tokenize(ref)
    expect(error).toBeInstanceOf(CardEntryError)
    expect(error).toMatchObject({ field: 'number', message: cardMessages.numberEmpty })
    expect(number()).toHaveAccessibleDescription(expect.stringContaining(cardMessages.numberEmpty))
    expect(expiry()).toHaveAccessibleDescription(expect.stringContaining(cardMessages.expiryEmpty))
    expect(cvc()).toHaveAccessibleDescription(expect.stringContaining(cardMessages.cvc('unknown')))
    expect(name()).toHaveAccessibleDescription(cardMessages.nameEmpty)
    expect(number()).toHaveFocus()
  })

  it('wants 4 digits for an Amex code and says so', async () => {
    const { ref, user } = renderCardForm()
    await fillCard(user, { number: '378282246310005', cvc: '123' })
    const { error } = await tokenize(ref)
    expect(error).toMatchObject({ field: 'cvc', message: cardMessages.cvc('amex') })
    expect(cvc()).toHaveFocus()
  })
})

describe('the mock card form: tokens from the mock card provider', () => {
  it('turns 4242 4242 4242 4242 into a token, sending the number only to the provider', async () => {
    const { ref, user } = renderCardForm()
    await fillCard(user, { number: '4242424242424242', expiry: '0830', cvc: '123', name: '  Mia Jensen ' })
    const requests = recordRequests()
    const { token, error } = await tokenize(ref)
    requests.stop()

    expect(error).toBeUndefined()
    expect(token?.id).toMatch(/^tok_/)
    expect(token?.card).toEqual({ brand: 'visa', last4: '4242', exp_month: 8, exp_year: 2030 })
    expect(requests.seen.map((request) => request.path)).toEqual(['/__mock/card-provider/tokens'])
    expect(JSON.parse(requests.seen[0]!.body)).toEqual({
      number: '4242424242424242',
      exp_month: 8,
      exp_year: 2030,
      cvc: '123',
      name: 'Mia Jensen',
    })
    // The provider remembers the card for the token, never its number.
    const row = db.card_token.findFirst((q) => q.where({ token: token!.id }))
    expect(row).toMatchObject({ last4: '4242', brand: 'visa', used: false })
    expect(JSON.stringify(row)).not.toContain('4242424242424242')
  })

  it('shows a Luhn failure at the number and asks the provider nothing', async () => {
    const { ref, user } = renderCardForm()
    await fillCard(user, { number: '4242424242424241' })
    const requests = recordRequests()
    const { error } = await tokenize(ref)
    requests.stop()

    expect(error).toMatchObject({ field: 'number', message: cardMessages.numberInvalid })
    expect(number()).toHaveAccessibleDescription(expect.stringContaining(cardMessages.numberInvalid))
    expect(number()).toHaveFocus()
    expect(requests.seen).toEqual([])
  })

  it('puts the provider’s field message at its field', async () => {
    server.use(
      http.post('*/__mock/card-provider/tokens', () =>
        HttpResponse.json(
          { error: true, message: "Your card's security code is incomplete.", validation: { cvc: "Your card's security code is incomplete." } },
          { status: 400 },
        ),
      ),
    )
    const { ref, user } = renderCardForm()
    await fillCard(user, { number: '5555555555554444' })
    const { error } = await tokenize(ref)
    expect(error).toMatchObject({ field: 'cvc', message: "Your card's security code is incomplete." })
    expect(cvc()).toHaveAccessibleDescription(expect.stringContaining("Your card's security code is incomplete."))
    expect(number()).toHaveValue('5555 5555 5555 4444')
  })

  it('says so above the fields when the provider cannot be reached, keeping what was typed', async () => {
    server.use(http.post('*/__mock/card-provider/tokens', () => HttpResponse.error()))
    const { ref, user } = renderCardForm()
    await fillCard(user, { number: '4242424242424242' })
    const { error } = await tokenize(ref)
    expect(error).toMatchObject({ field: 'form', message: providerMessages.unreachable })
    expect(screen.getByRole('alert')).toHaveTextContent(providerMessages.unreachable)
    expect(number()).toHaveValue('4242 4242 4242 4242')
    expect(name()).toHaveValue('Mia Jensen')
  })

  it('clearNumber empties only the number and focuses it', async () => {
    const { ref, user } = renderCardForm()
    await fillCard(user, { number: '4000000000000002', expiry: '1130', cvc: '321', name: 'Mia Jensen' })
    act(() => ref.current!.clearNumber())
    expect(number()).toHaveValue('')
    expect(number()).toHaveFocus()
    expect(expiry()).toHaveValue('11/30')
    expect(cvc()).toHaveValue('321')
    expect(name()).toHaveValue('Mia Jensen')
    expect(screen.queryByText('Visa')).not.toBeInTheDocument()
  })
})

describe('the mock card form: states', () => {
  it('starts from given values with their problems shown', () => {
    renderCardForm({ initialValues: { number: '4242424242424241', expiry: '0120', cvc: '12', name: '' }, validateInitially: true })
    expect(number()).toHaveValue('4242 4242 4242 4241')
    expect(number()).toHaveAccessibleDescription(expect.stringContaining(cardMessages.numberInvalid))
    expect(expiry()).toHaveAccessibleDescription(expect.stringContaining(cardMessages.expired))
    expect(cvc()).toHaveAccessibleDescription(expect.stringContaining(cardMessages.cvc('visa')))
    expect(name()).toHaveAccessibleDescription(cardMessages.nameEmpty)
  })

  it('disables every field while the parent is busy', () => {
    renderCardForm({ disabled: true })
    for (const field of [number(), expiry(), cvc(), name()]) expect(field).toBeDisabled()
  })

  it('is a labelled group with no serious axe findings, errors shown or not', async () => {
    const { container, ref } = renderCardForm({ initialValues: { number: '4242' } })
    expect(screen.getByRole('group', { name: 'Card details' })).toBeInTheDocument()
    expect(await seriousAxeViolations(container)).toEqual([])
    await tokenize(ref)
    expect(await seriousAxeViolations(container)).toEqual([])
  })
})
