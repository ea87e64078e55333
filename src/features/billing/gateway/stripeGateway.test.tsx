import { createRef } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Stripe, TokenResult } from '@stripe/stripe-js'
import { loadStripe } from '@stripe/stripe-js/pure'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { cardMessages } from '../card/validateCard'
import { CardEntryError, type CardEntryHandle } from './paymentGateway'
import { stripeLoadMessages } from './stripeLoader'
import { stripeGateway } from './stripeGateway'

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: vi.fn() }))

type Handler = (event: Record<string, unknown>) => void

/** A stand-in for one Stripe Element: records what it was asked and lets a test fire its events. */
function fakeElement(type: string) {
  const handlers = new Map<string, Handler>()
  return {
    type,
    container: null as HTMLElement | null,
    mount: vi.fn(function (this: { container: HTMLElement | null }, container: HTMLElement) {
      this.container = container
    }),
    on: vi.fn((event: string, handler: Handler) => void handlers.set(event, handler)),
    update: vi.fn(),
    clear: vi.fn(),
    focus: vi.fn(),
    destroy: vi.fn(),
    emit: (event: string, payload: Record<string, unknown>) => act(() => handlers.get(event)?.({ elementType: type, ...payload })),
  }
}

type FakeElement = ReturnType<typeof fakeElement>

let elements: Record<string, FakeElement>
const createToken = vi.fn<(element: unknown, data: { name?: string }) => Promise<TokenResult>>()

function fakeStripe(): Stripe {
  const stripe = {
    elements: () => ({
      create: (type: string) => {
        elements[type] = fakeElement(type)
        return elements[type]
      },
    }),
    createToken,
  }
  return stripe as unknown as Stripe
}

// Stripe.js is cached per key; a new key per test gives each test its own load.
let keyCount = 0
const loadStripeMock = vi.mocked(loadStripe)

beforeEach(() => {
  elements = {}
  createToken.mockReset()
  loadStripeMock.mockReset()
  loadStripeMock.mockImplementation(async () => fakeStripe())
  vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', `pk_test_${++keyCount}`)
})

afterEach(() => {
  vi.unstubAllEnvs()
})

async function renderStripeEntry(disabled = false) {
  const ref = createRef<CardEntryHandle>()
  const user = userEvent.setup()
  const view = render(<stripeGateway.CardEntry ref={ref} disabled={disabled} />)
  return { ...view, ref, user }
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

const mounted = async () => {
  await vi.waitFor(() => expect(elements.cardCvc?.mount).toHaveBeenCalled())
}

describe('the Stripe card entry', () => {
  it('loads Stripe.js only when it mounts, with the publishable key, into three labelled containers', async () => {
    expect(stripeGateway.name).toBe('stripe')
    expect(loadStripeMock).not.toHaveBeenCalled()
    const { container } = await renderStripeEntry()
    await mounted()
    expect(loadStripeMock).toHaveBeenCalledWith(`pk_test_${keyCount}`)
    expect(Object.keys(elements).sort()).toEqual(['cardCvc', 'cardExpiry', 'cardNumber'])
    expect(elements.cardNumber!.container).toBe(screen.getByRole('group', { name: 'Card number' }))
    expect(elements.cardExpiry!.container).toBe(screen.getByRole('group', { name: 'Expiry date' }))
    expect(elements.cardCvc!.container).toBe(screen.getByRole('group', { name: 'Security code' }))
    expect(screen.queryByText('Loading the secure card form…')).not.toBeInTheDocument()
    expect(await seriousAxeViolations(container)).toEqual([])
  })

  it('shows Elements’ own messages under their field and the brand they recognise', async () => {
    await renderStripeEntry()
    await mounted()
    elements.cardNumber!.emit('change', { brand: 'amex', error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' } })
    const numberGroup = screen.getByRole('group', { name: 'Card number' })
    expect(numberGroup).toHaveAccessibleDescription('Your card number is incomplete.')
    expect(screen.getByText('American Express detected')).toBeInTheDocument()

    elements.cardNumber!.emit('change', { brand: 'amex', error: undefined })
    expect(numberGroup).not.toHaveAccessibleDescription()
  })

  it('tokenizes with the name and maps the token to ours', async () => {
    createToken.mockResolvedValue({
      token: { id: 'tok_123', object: 'token', card: { brand: 'MasterCard', last4: '4444', exp_month: 8, exp_year: 2030 } },
    } as unknown as TokenResult)
    const { ref, user } = await renderStripeEntry()
    await mounted()
    await user.type(screen.getByLabelText('Name on card'), ' Mia Jensen ')
    const { token, error } = await tokenize(ref)
    expect(error).toBeUndefined()
    expect(token).toEqual({ id: 'tok_123', card: { brand: 'mastercard', last4: '4444', exp_month: 8, exp_year: 2030 } })
    expect(createToken).toHaveBeenCalledWith(elements.cardNumber, { name: 'Mia Jensen' })
  })

  it('puts a tokenize error at its field and focuses that Element', async () => {
    createToken.mockResolvedValue({
      error: { type: 'validation_error', code: 'incomplete_cvc', message: "Your card's security code is incomplete." },
    })
    const { ref, user } = await renderStripeEntry()
    await mounted()
    await user.type(screen.getByLabelText('Name on card'), 'Mia Jensen')
    const { error } = await tokenize(ref)
    expect(error).toBeInstanceOf(CardEntryError)
    expect(error).toMatchObject({ field: 'cvc', message: "Your card's security code is incomplete." })
    expect(screen.getByRole('group', { name: 'Security code' })).toHaveAccessibleDescription(
      expect.stringContaining("Your card's security code is incomplete."),
    )
    expect(elements.cardCvc!.focus).toHaveBeenCalled()
    expect(screen.getByLabelText('Name on card')).toHaveValue('Mia Jensen')
  })

  it('shows a declined card above the fields', async () => {
    createToken.mockResolvedValue({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } })
    const { ref, user } = await renderStripeEntry()
    await mounted()
    await user.type(screen.getByLabelText('Name on card'), 'Mia Jensen')
    const { error } = await tokenize(ref)
    expect(error).toMatchObject({ field: 'form', message: 'Your card was declined.' })
    expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.')
  })

  it('asks for the name before calling Stripe', async () => {
    const { ref } = await renderStripeEntry()
    await mounted()
    const { error } = await tokenize(ref)
    expect(error).toMatchObject({ field: 'name', message: cardMessages.nameEmpty })
    expect(screen.getByLabelText('Name on card')).toHaveAccessibleDescription(cardMessages.nameEmpty)
    expect(screen.getByLabelText('Name on card')).toHaveFocus()
    expect(createToken).not.toHaveBeenCalled()
  })

  it('clearNumber clears only the number Element and focuses it', async () => {
    const { ref, user } = await renderStripeEntry()
    await mounted()
    await user.type(screen.getByLabelText('Name on card'), 'Mia Jensen')
    act(() => ref.current!.clearNumber())
    expect(elements.cardNumber!.clear).toHaveBeenCalled()
    expect(elements.cardExpiry!.clear).not.toHaveBeenCalled()
    expect(elements.cardCvc!.clear).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(elements.cardNumber!.focus).toHaveBeenCalled())
    expect(screen.getByLabelText('Name on card')).toHaveValue('Mia Jensen')
  })

  it('passes disabled on to the Elements', async () => {
    const { rerender, ref } = await renderStripeEntry()
    await mounted()
    rerender(<stripeGateway.CardEntry ref={ref} disabled />)
    expect(elements.cardNumber!.update).toHaveBeenLastCalledWith({ disabled: true })
    expect(screen.getByLabelText('Name on card')).toBeDisabled()
  })

  it('says clearly when the build has no publishable key, and loads nothing', async () => {
    vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', '')
    const { ref } = await renderStripeEntry()
    expect(await screen.findByRole('alert')).toHaveTextContent(stripeLoadMessages.missingKey)
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
    expect(loadStripeMock).not.toHaveBeenCalled()
    const { error } = await tokenize(ref)
    expect(error).toMatchObject({ field: 'form', message: stripeLoadMessages.missingKey })
  })

  it('offers to try again when Stripe.js cannot be downloaded', async () => {
    loadStripeMock.mockRejectedValueOnce(new Error('Failed to load Stripe.js'))
    const user = userEvent.setup()
    render(<stripeGateway.CardEntry />)
    expect(await screen.findByRole('alert')).toHaveTextContent(stripeLoadMessages.failed)
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await mounted()
    expect(loadStripeMock).toHaveBeenCalledTimes(2)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
