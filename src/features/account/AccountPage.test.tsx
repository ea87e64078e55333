import { afterEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { server } from '@mocks/node'
import { getMembership } from '@/api/payments/billingApi'
import { cancelSubscription } from '@/api/payments/stripeApi'
import { formatDate } from '@/shared/dates/formatDate'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { setMockOffline } from '@tests/support/mockBackend'
import { signInAsMember } from '@tests/support/memberSession'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { AccountPage } from './AccountPage'
import { PLAN_CARD_TEXT } from './PlanCard'

function renderAccount() {
  return renderWithRouter(<AccountPage />, { path: '/account', at: '/account' })
}

/** The hub card whose heading is `title`. */
function card(title: string): HTMLElement {
  return screen.getByRole('heading', { level: 2, name: title }).closest('li') as HTMLElement
}

afterEach(() => setMockOffline(false))

describe('AccountPage', () => {
  it('links to spaces, bookings, reviews, profile, payment methods, billings and settings', async () => {
    await signInAsMember()
    renderAccount()
    expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/account/profile')
    expect(screen.getByRole('link', { name: 'Payment methods' })).toHaveAttribute('href', '/account/payments')
    expect(screen.getByRole('link', { name: 'Billings' })).toHaveAttribute('href', '/account/billings')
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/user/setting')
    expect(screen.getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/account/my-bookings')
    expect(screen.getByRole('link', { name: 'Reviews' })).toHaveAttribute('href', '/account/reviews')
    expect(screen.getByRole('link', { name: 'My spaces' })).toHaveAttribute('href', '/account/my-spaces')
    await screen.findByRole('link', { name: 'Change plan' })
  })

  it('shows the member’s current plan, its status and when it renews', async () => {
    await signInAsMember()
    const { subscription } = await getMembership()
    expect(subscription).not.toBeNull()
    renderAccount()

    const plan = card('Plan')
    expect(await within(plan).findByText(subscription?.product_name ?? '')).toBeInTheDocument()
    expect(within(plan).getByText('Active')).toBeInTheDocument()
    expect(within(plan).getByText(`Renews on ${formatDate(subscription?.current_period_end)}`)).toBeInTheDocument()
    expect(within(plan).getByRole('link', { name: 'Change plan' })).toHaveAttribute('href', '/user/plans')
  })

  it('says when a cancelled plan ends, in the same words as the billing pages', async () => {
    await signInAsMember()
    const current = (await getMembership()).subscription
    expect(current).not.toBeNull()
    const { subscription } = await cancelSubscription(current?.id ?? 0)
    expect(subscription.cancel_at_period_end).toBe(true)
    renderAccount()

    const plan = card('Plan')
    expect(await within(plan).findByText(`Cancels on ${formatDate(subscription.current_period_end)}`)).toBeInTheDocument()
    expect(within(plan).queryByText(/Active until/)).not.toBeInTheDocument()
  })

  it('offers to choose a plan to a member without one', async () => {
    await signInAsMember('priya.shah@example.com')
    expect((await getMembership()).subscription).toBeNull()
    renderAccount()
    const plan = card('Plan')
    expect(await within(plan).findByText(PLAN_CARD_TEXT.none)).toBeInTheDocument()
    expect(within(plan).getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/user/plans')
  })

  it('says payments need a connection when offline, and shows the plan on Try again', async () => {
    await signInAsMember()
    await setMockOffline(true)
    const { user } = renderAccount()
    const plan = card('Plan')
    expect(await within(plan).findByText(`${PLAN_CARD_TEXT.offline}.`)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Profile' })).toBeInTheDocument()

    await setMockOffline(false)
    await user.click(within(plan).getByRole('button', { name: 'Try again' }))
    expect(await within(plan).findByText('Active')).toBeInTheDocument()
  })

  it('keeps the hub usable when the plan cannot be read', async () => {
    await signInAsMember()
    server.use(http.get('*/v3/api/custom/movetime/subscriptions', () => HttpResponse.json({ error: true, message: 'Not here yet.' }, { status: 404 })))
    renderAccount()
    const plan = card('Plan')
    expect(await within(plan).findByRole('alert')).toHaveTextContent(`${PLAN_CARD_TEXT.unavailable} Not here yet.`)
    expect(screen.getByRole('link', { name: 'Billings' })).toBeInTheDocument()
  })

  it('has no serious accessibility violations once loaded', async () => {
    await signInAsMember()
    const { container } = renderAccount()
    await screen.findByText('Active')
    expect(await seriousAxeViolations(container)).toEqual([])
  })
})
