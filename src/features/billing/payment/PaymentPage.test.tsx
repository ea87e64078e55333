import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { server } from '@mocks/node'
import { tokenFor } from '@mocks/billing/paymentCalls.testing'
import { getInvoices } from '@/api/payments/billingApi'
import { addCard, getActivePrices, getCurrentSubscription, getMyCharges } from '@/api/payments/stripeApi'
import type { Price } from '@/api/payments/paymentTypes'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { signInAsMember } from '@tests/support/memberSession'
import { setMockOffline } from '@tests/support/mockBackend'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { formatMoney } from '@/shared/plans/money'
import { PaymentPage } from './PaymentPage'

const NO_PLAN_MEMBER = 'priya.shah@example.com'
const checkoutPath = '*/v2/api/lambda/stripe/checkout'
const futureExpiry = `12${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`

async function monthlyPrice(): Promise<Price> {
  const { list } = await getActivePrices()
  return list.find((price) => price.interval === 'month')!
}

function renderPayment(priceId: number | null) {
  const at = priceId === null ? '/payment' : `/payment/${priceId}`
  return renderWithRouter(<PaymentPage />, { path: priceId === null ? '/payment' : '/payment/:id', at })
}

async function fillCard(user: UserEvent, number: string, name = 'Priya Shah') {
  await user.type(await screen.findByLabelText('Card number'), number)
  await user.type(screen.getByLabelText('Expiry date'), futureExpiry)
  await user.type(screen.getByLabelText('Security code'), '123')
  await user.type(screen.getByLabelText('Name on card'), name)
}

const payButton = (price: Price) => screen.getByRole('button', { name: `Pay ${formatMoney(price.amount, price.currency)}` })
const landedOn = () => screen.getByTestId('landed-on').textContent ?? ''

/** Every checkout body the page sends, as the server received it. */
function recordCheckouts(): Array<Record<string, unknown>> {
  const bodies: Array<Record<string, unknown>> = []
  const listener = async ({ request }: { request: Request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/stripe/checkout')) bodies.push(await request.clone().json())
  }
  server.events.on('request:start', listener)
  return bodies
}

describe('PaymentPage', () => {
  afterEach(async () => {
    server.events.removeAllListeners()
    await setMockOffline(false)
  })

  it('shows the order summary: plan, period, amount and renewal', async () => {
    await signInAsMember(NO_PLAN_MEMBER)
    const price = await monthlyPrice()
    renderPayment(price.id)
    const summary = await screen.findByRole('region', { name: 'Order summary' })
    expect(within(summary).getByText(price.product_name)).toBeInTheDocument()
    expect(within(summary).getByText('Monthly')).toBeInTheDocument()
    expect(within(summary).getByText(formatMoney(price.amount, price.currency))).toBeInTheDocument()
    expect(within(summary).getByText(/Then renews every month, cancel any time\./)).toBeInTheDocument()
  })

  it('pays with a 4242 card, lands on the thank-you page and the server has an active plan', async () => {
    await signInAsMember(NO_PLAN_MEMBER)
    const price = await monthlyPrice()
    const { user } = renderPayment(price.id)
    await fillCard(user, '4242424242424242')
    await user.click(payButton(price))

    await waitFor(() => expect(landedOn()).toMatch(/^\/thank-you\?invoice=\d+$/))
    const invoiceId = Number(new URLSearchParams(landedOn().split('?')[1]).get('invoice'))
    const { subscription } = await getCurrentSubscription()
    expect(subscription).toMatchObject({ status: 'active', price_id: price.id })
    const { list } = await getInvoices({ id: invoiceId })
    expect(list[0]).toMatchObject({ status: 'paid', amount_paid: price.amount, card_last4: '4242' })
  })

  it('on a decline shows the message at the card, keeps the name, clears the number and charges nothing', async () => {
    await signInAsMember(NO_PLAN_MEMBER)
    const price = await monthlyPrice()
    const { user } = renderPayment(price.id)
    await fillCard(user, '4000000000000002')
    await user.click(payButton(price))

    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument()
    const number = screen.getByLabelText('Card number')
    await waitFor(() => expect(number).toHaveValue(''))
    expect(number).toHaveFocus()
    expect(screen.getByLabelText('Name on card')).toHaveValue('Priya Shah')
    expect(screen.getByLabelText('Security code')).toHaveValue('123')
    expect(screen.getByLabelText('Expiry date')).not.toHaveValue('')
    expect(landedOn).toThrow()
    expect((await getCurrentSubscription()).subscription).toBeNull()
    expect((await getInvoices()).total).toBe(0)

    // A new number, a new attempt: it goes through.
    await user.type(number, '4242424242424242')
    await user.click(payButton(price))
    await waitFor(() => expect(landedOn()).toMatch(/^\/thank-you/))
  })

  it('shows insufficient funds in the provider’s words', async () => {
    await signInAsMember(NO_PLAN_MEMBER)
    const price = await monthlyPrice()
    const { user } = renderPayment(price.id)
    await fillCard(user, '4000000000009995')
    await user.click(payButton(price))
    expect(await screen.findByText('Your card has insufficient funds.')).toBeInTheDocument()
  })

  it('after a lost answer, Try again resends the same key and body, and the member is charged once', async () => {
    await signInAsMember(NO_PLAN_MEMBER)
    const price = await monthlyPrice()
    const bodies = recordCheckouts()
    // The server takes the first payment, but its answer never arrives.
    server.use(
      http.post(
        checkoutPath,
        async ({ request }) => {
          await fetch(request.url, { method: 'POST', headers: request.headers, body: await request.text() })
          return HttpResponse.error()
        },
        { once: true },
      ),
    )
    const { user } = renderPayment(price.id)
    await fillCard(user, '4242424242424242')
    await user.click(payButton(price))

    const retry = await screen.findByRole('button', { name: `Try again: pay ${formatMoney(price.amount, price.currency)}` })
    expect(screen.getByText(/charged at most once/)).toBeInTheDocument()
    await user.click(retry)
    await waitFor(() => expect(landedOn()).toMatch(/^\/thank-you\?invoice=\d+$/))

    const sentByPage = bodies.filter((_, index) => index !== 1) // index 1 is the handler's own forward
    expect(sentByPage).toHaveLength(2)
    expect(sentByPage[1]).toEqual(sentByPage[0])
    expect(typeof sentByPage[0]?.idempotency_key).toBe('string')
    expect((await getMyCharges()).list).toHaveLength(1)
    expect((await getInvoices()).total).toBe(1)
  })

  it('after a decline, the next attempt has a new idempotency key', async () => {
    await signInAsMember(NO_PLAN_MEMBER)
    const price = await monthlyPrice()
    const bodies = recordCheckouts()
    const { user } = renderPayment(price.id)
    await fillCard(user, '4000000000000002')
    await user.click(payButton(price))
    await screen.findByText('Your card was declined.')
    await user.type(screen.getByLabelText('Card number'), '4242424242424242')
    await user.click(payButton(price))
    await waitFor(() => expect(landedOn()).toMatch(/^\/thank-you/))

    expect(bodies).toHaveLength(2)
    expect(bodies[1]?.idempotency_key).not.toBe(bodies[0]?.idempotency_key)
    expect(bodies[1]?.card_token).not.toBe(bodies[0]?.card_token)
  })

  it('sends one payment for a double click and shows progress on the button', async () => {
    await signInAsMember(NO_PLAN_MEMBER)
    const price = await monthlyPrice()
    const bodies = recordCheckouts()
    const { user } = renderPayment(price.id)
    await fillCard(user, '4242424242424242')
    await user.dblClick(payButton(price))
    await waitFor(() => expect(landedOn()).toMatch(/^\/thank-you/))
    expect(bodies).toHaveLength(1)
  })

  it('pays with a saved card, picked first when it is the default', async () => {
    await signInAsMember(NO_PLAN_MEMBER)
    await addCard(await tokenFor('5555555555554444'))
    const price = await monthlyPrice()
    const bodies = recordCheckouts()
    const { user } = renderPayment(price.id)
    expect(await screen.findByRole('radio', { name: /Mastercard ·4444/ })).toBeChecked()
    await user.click(payButton(price))
    await waitFor(() => expect(landedOn()).toMatch(/^\/thank-you/))
    expect(bodies[0]).toMatchObject({ price_id: price.id, card_id: expect.any(Number) })
    expect(bodies[0]).not.toHaveProperty('card_token')
  })

  it('tells a member who already has a plan to change it instead', async () => {
    await signInAsMember()
    const { subscription } = await getCurrentSubscription()
    const { list } = await getActivePrices()
    const other = list.find((price) => price.id !== subscription!.price_id)!
    renderPayment(other.id)
    expect(await screen.findByRole('heading', { name: 'You already have a plan' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Change plan' })).toHaveAttribute('href', '/user/plans')
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument()
  })

  it('shows the server’s 409 with a link to change plan when the plan began elsewhere meanwhile', async () => {
    await signInAsMember(NO_PLAN_MEMBER)
    const price = await monthlyPrice()
    server.use(http.post(checkoutPath, () => HttpResponse.json({ error: true, message: 'You already have an active plan.' }, { status: 409 })))
    const { user } = renderPayment(price.id)
    await fillCard(user, '4242424242424242')
    await user.click(payButton(price))
    expect(await screen.findByText('You already have an active plan.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Change your plan instead' })).toHaveAttribute('href', '/user/plans')
  })

  it('sends /payment without a price to the plans', async () => {
    await signInAsMember(NO_PLAN_MEMBER)
    renderPayment(null)
    await waitFor(() => expect(landedOn()).toBe('/user/plans'))
  })

  it('says a price that is not on offer is not on offer', async () => {
    await signInAsMember(NO_PLAN_MEMBER)
    renderPayment(9999)
    expect(await screen.findByRole('heading', { name: 'This plan is not on offer' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/user/plans')
  })

  it('explains that payments need a connection when the server cannot be reached', async () => {
    await signInAsMember(NO_PLAN_MEMBER)
    const price = await monthlyPrice()
    await setMockOffline(true)
    renderPayment(price.id)
    expect(await screen.findByRole('heading', { name: 'Payments need a connection' })).toBeInTheDocument()
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument()
  })

  it('keeps what was typed and blocks paying while the browser is offline', async () => {
    await signInAsMember(NO_PLAN_MEMBER)
    const price = await monthlyPrice()
    const { user } = renderPayment(price.id)
    await fillCard(user, '4242424242424242')
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    act(() => void window.dispatchEvent(new Event('offline')))
    expect(payButton(price)).toBeDisabled()
    expect(screen.getByText(/You are offline\. Payments need a connection/)).toBeInTheDocument()
    expect(screen.getByLabelText('Name on card')).toHaveValue('Priya Shah')

    onLine.mockReturnValue(true)
    act(() => void window.dispatchEvent(new Event('online')))
    expect(payButton(price)).toBeEnabled()
    expect(screen.getByLabelText('Card number')).not.toHaveValue('')
  })

  it('has no serious accessibility violations', async () => {
    await signInAsMember(NO_PLAN_MEMBER)
    const price = await monthlyPrice()
    const { container } = renderPayment(price.id)
    await screen.findByLabelText('Card number')
    expect(await seriousAxeViolations(container)).toEqual([])
  })
})
