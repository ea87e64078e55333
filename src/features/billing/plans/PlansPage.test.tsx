import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, delay, http } from 'msw'
import { server } from '@mocks/node'
import { tokenFor } from '@mocks/billing/paymentCalls.testing'
import { addCard, changeSubscription, getActivePrices, getCurrentSubscription, setDefaultCard } from '@/api/payments/stripeApi'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { signInAsMember } from '@tests/support/memberSession'
import { setMockOffline } from '@tests/support/mockBackend'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { formatDate } from '@/shared/dates/formatDate'
import { formatCredit, formatMoney } from '@/shared/plans/money'
import { PlansPage } from './PlansPage'

const NO_PLAN_MEMBER = 'priya.shah@example.com'
const pricesPath = '*/v2/api/lambda/stripe/prices'

function renderPlans() {
  return renderWithRouter(<PlansPage />, { path: '/user/plans', at: '/user/plans' })
}

async function planCards() {
  const list = await screen.findByRole('list')
  return within(list).getAllByRole('article')
}

/** Opens the change dialog for `target` from its plan card and presses Confirm once. */
async function confirmChangeTo(target: { product_name: string }) {
  const { user } = renderPlans()
  const cards = await planCards()
  const item = cards.find((candidate) => within(candidate).queryByRole('heading', { name: target.product_name }))!
  await user.click(within(item).getByRole('button', { name: /^Change to this plan/ }))
  const dialog = await screen.findByRole('dialog')
  await user.click(await within(dialog).findByRole('button', { name: /^Confirm/ }))
  return { user, dialog }
}

describe('PlansPage', () => {
  afterEach(() => setMockOffline(false))

  it('lists the monthly prices from the server, each with a link to pay it', async () => {
    await signInAsMember(NO_PLAN_MEMBER)
    const { list } = await getActivePrices()
    const monthly = list.filter((price) => price.interval === 'month')
    renderPlans()

    expect(await screen.findByRole('radio', { name: /^Monthly/ })).toBeChecked()
    const cards = await planCards()
    expect(cards).toHaveLength(monthly.length)
    for (const price of monthly) {
      const card = cards.find((item) => within(item).queryByRole('heading', { name: price.product_name }))
      expect(card, price.product_name).toBeDefined()
      expect(within(card!).getByText(formatMoney(price.amount, price.currency))).toBeInTheDocument()
      expect(within(card!).getByText(price.product_description)).toBeInTheDocument()
      expect(within(card!).getByRole('link', { name: `Choose ${price.product_name}` })).toHaveAttribute('href', `/payment/${price.id}`)
    }
  })

  it('switches to the yearly prices and shows the saving computed from the prices', async () => {
    await signInAsMember(NO_PLAN_MEMBER)
    const { list } = await getActivePrices()
    const yearly = list.filter((price) => price.interval === 'year')
    const { user } = renderPlans()

    await user.click(await screen.findByRole('radio', { name: /^Yearly/ }))
    expect(screen.getByRole('radio', { name: /^Yearly/ })).toBeChecked()
    const cards = await planCards()
    expect(cards).toHaveLength(yearly.length)
    for (const price of yearly) {
      const monthly = list.find((other) => other.product_id === price.product_id && other.interval === 'month')!
      const card = cards.find((item) => within(item).queryByRole('heading', { name: price.product_name }))!
      expect(within(card).getByText(formatMoney(price.amount, price.currency))).toBeInTheDocument()
      expect(within(card).getByRole('link', { name: `Choose ${price.product_name}` })).toHaveAttribute('href', `/payment/${price.id}`)
      const months = Math.round((monthly.amount * 12 - price.amount) / monthly.amount)
      expect(within(card).getByText(`${months} months free`)).toBeInTheDocument()
    }
  })

  it('marks a subscriber’s current plan and offers a change for the others', async () => {
    await signInAsMember()
    const { subscription } = await getCurrentSubscription()
    renderPlans()

    const cards = await planCards()
    const current = cards.find((card) => within(card).queryByText('Your current plan'))
    expect(current).toBeDefined()
    expect(within(current!).getByRole('heading', { name: subscription!.product_name })).toBeInTheDocument()
    expect(within(current!).queryByRole('link')).not.toBeInTheDocument()
    for (const card of cards.filter((card) => card !== current)) {
      expect(within(card).getByRole('button', { name: /^Change to this plan/ })).toBeInTheDocument()
      expect(within(card).queryByRole('link', { name: /^Choose/ })).not.toBeInTheDocument()
    }
  })

  it('previews a plan change with the server’s numbers, then makes it', async () => {
    await signInAsMember()
    const { list } = await getActivePrices()
    const { subscription } = await getCurrentSubscription()
    const target = list.find((price) => price.interval === 'month' && price.id !== subscription!.price_id)!
    const { preview } = await changeSubscription({ price_id: target.id, preview: true })
    const { user } = renderPlans()

    const cards = await planCards()
    const card = cards.find((item) => within(item).queryByRole('heading', { name: target.product_name }))!
    await user.click(within(card).getByRole('button', { name: /^Change to this plan/ }))

    const dialog = await screen.findByRole('dialog', { name: `Change to ${target.product_name}?` })
    await within(dialog).findByText('Due now')
    const value = (term: string) => within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent
    expect(value('Credit for unused time')).toBe(formatCredit(preview!.credit, preview!.currency))
    expect(value(`${target.product_name}, first month`)).toBe(formatMoney(preview!.charge, preview!.currency))
    expect(value('Due now')).toBe(formatMoney(preview!.amount_due_now, preview!.currency))
    expect(within(dialog).getByText(new RegExp(`renews on ${formatDate(preview!.new_period_end)}`))).toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: /^Confirm/ }))
    expect(await screen.findByText('Your current plan')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    const currentCard = screen.getByText('Your current plan').closest('article') as HTMLElement
    expect(within(currentCard).getByRole('heading', { name: target.product_name })).toBeInTheDocument()
    const after = await getCurrentSubscription()
    expect(after.subscription?.price_id).toBe(target.id)
  })

  it('shows the decline when the default card is refused, and keeps the plan', async () => {
    await signInAsMember()
    const { card } = await addCard(await tokenFor('4000000000009995'))
    await setDefaultCard(card.id)
    const { subscription } = await getCurrentSubscription()
    const { list } = await getActivePrices()
    const target = list.find((price) => price.interval === 'month' && price.amount > subscription!.amount)!
    const { dialog } = await confirmChangeTo(target)

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your card has insufficient funds. Your plan has not changed.')
    expect((await getCurrentSubscription()).subscription?.price_id).toBe(subscription!.price_id)
  })

  it('after a lost answer, Confirm again resends the same key, the plan changes once, and the dialog stays until it settles', async () => {
    await signInAsMember()
    const { list } = await getActivePrices()
    const { subscription } = await getCurrentSubscription()
    const target = list.find((price) => price.interval === 'month' && price.id !== subscription!.price_id)!
    const sent: Array<{ idempotency_key?: string; preview?: boolean }> = []
    let answer = 0
    server.use(
      http.put('*/v2/api/lambda/stripe/customer/subscription', async ({ request }) => {
        const body = (await request.clone().json()) as { idempotency_key?: string; preview?: boolean }
        if (body.preview || request.headers.has('x-test-forward')) return undefined
        sent.push(body)
        answer += 1
        if (answer > 1) {
          // The retry is answered, a moment late: long enough to try to close the dialog.
          await delay(50)
          return undefined
        }
        // The first change is made, but its answer never arrives.
        const headers = new Headers(request.headers)
        headers.set('x-test-forward', '1')
        await fetch(request.url, { method: 'PUT', headers, body: JSON.stringify(body) })
        return HttpResponse.error()
      }),
    )
    const { user, dialog } = await confirmChangeTo(target)
    expect(await within(dialog).findByText(/charged at most once/)).toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: /^Confirm/ }))
    // Busy: Escape does not close it.
    await user.keyboard('{Escape}')
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 })
    const currentCard = (await screen.findByText('Your current plan')).closest('article') as HTMLElement
    expect(within(currentCard).getByRole('heading', { name: target.product_name })).toBeInTheDocument()
    expect(sent).toHaveLength(2)
    expect(typeof sent[0]?.idempotency_key).toBe('string')
    expect(sent[1]?.idempotency_key).toBe(sent[0]?.idempotency_key)
    expect((await getCurrentSubscription()).subscription?.price_id).toBe(target.id)
  })

  it('shows a spinner while the plans load', async () => {
    await signInAsMember(NO_PLAN_MEMBER)
    server.use(http.get(pricesPath, () => delay('infinite')))
    renderPlans()
    expect(screen.getByRole('status')).toHaveTextContent('Loading plans…')
  })

  it('says so when no plans are on offer', async () => {
    await signInAsMember(NO_PLAN_MEMBER)
    server.use(http.get(pricesPath, () => HttpResponse.json({ error: false, list: [] })))
    renderPlans()
    expect(await screen.findByRole('heading', { name: 'No plans on offer right now' })).toBeInTheDocument()
  })

  it('shows the server’s error with a retry that recovers', async () => {
    await signInAsMember(NO_PLAN_MEMBER)
    server.use(http.get(pricesPath, () => HttpResponse.json({ error: true, message: 'Prices are resting.' }, { status: 500 }), { once: true }))
    const { user } = renderPlans()
    expect(await screen.findByRole('alert')).toHaveTextContent('The plans could not load. Prices are resting.')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect((await planCards()).length).toBeGreaterThan(0)
  })

  it('explains that payments need a connection when the network is down', async () => {
    await signInAsMember(NO_PLAN_MEMBER)
    await setMockOffline(true)
    renderPlans()
    expect(await screen.findByRole('heading', { name: 'Payments need a connection' })).toBeInTheDocument()
    expect(screen.getByText(/never stored on this device/)).toBeInTheDocument()
    expect(screen.queryByRole('radio')).not.toBeInTheDocument()
  })

  it('has no serious accessibility violations', async () => {
    await signInAsMember()
    const { container } = renderPlans()
    await planCards()
    expect(await seriousAxeViolations(container)).toEqual([])
  })
})
