import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { server } from '@mocks/node'
import { login } from '@/api/auth/authApi'
import { getInvoices } from '@/api/payments/billingApi'
import { addUsageCharge, getCurrentSubscription } from '@/api/payments/stripeApi'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { signInAsMember } from '@tests/support/memberSession'
import { setMockOffline } from '@tests/support/mockBackend'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { dispatchAuth } from '@/lib/auth/authState'
import { formatDate } from '@/shared/dates/formatDate'
import { formatMoney } from '@/shared/plans/money'
import { BillingHistoryPage } from './BillingHistoryPage'

const invoicesPath = '*/v3/api/movetime/invoices'

function renderHistory(at = '/user/billing-history') {
  return renderWithRouter(<BillingHistoryPage />, { path: '/user/billing-history', at })
}

const planCard = () => screen.findByRole('region', { name: /^Your plan/ })

describe('BillingHistoryPage', () => {
  afterEach(() => setMockOffline(false))

  it('shows the plan, its status and the next invoice with its lines', async () => {
    await signInAsMember()
    const { subscription, upcoming } = await getCurrentSubscription()
    renderHistory()
    const card = await planCard()
    expect(within(card).getByRole('heading', { name: `Your plan: ${subscription!.product_name}` })).toBeInTheDocument()
    expect(within(card).getByText('Active')).toBeInTheDocument()
    const next = within(card).getByRole('table', { name: `Next invoice on ${formatDate(upcoming!.date)}` })
    for (const line of upcoming!.lines) expect(within(next).getByText(line.description)).toBeInTheDocument()
    expect(within(next).getByRole('rowheader', { name: 'Amount due' }).nextElementSibling).toHaveTextContent(
      formatMoney(upcoming!.amount_due, upcoming!.currency),
    )
    expect(within(card).getByRole('link', { name: 'Change plan' })).toHaveAttribute('href', '/user/plans')
  })

  it('shows a usage charge on the next invoice', async () => {
    const userId = await signInAsMember()
    const { subscription } = await getCurrentSubscription()
    // Usage charges are an admin call (docs/product.md §6): sign in as admin to add one, then back as the member.
    const admin = await login({ email: 'admin@movetime.app', password: 'Admin123!', role: 'admin' })
    dispatchAuth({ type: 'LOGIN', user: admin.user_id, token: admin.token, role: admin.role })
    const { upcoming } = await addUsageCharge({ subId: subscription!.id, quantity: 3 })
    expect(await signInAsMember()).toBe(userId)
    renderHistory()
    const card = await planCard()
    const usage = upcoming.lines.find((line) => line.quantity === 3)!
    expect(within(card).getByText(usage.description)).toBeInTheDocument()
    expect(within(card).getByRole('rowheader', { name: 'Amount due' }).nextElementSibling).toHaveTextContent(
      formatMoney(upcoming.amount_due, upcoming.currency),
    )
  })

  it('lists the invoices newest first with a link to each', async () => {
    await signInAsMember()
    const { list, total } = await getInvoices({ limit: 10 })
    renderHistory()
    const table = await screen.findByRole('table', { name: 'Invoices' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(Math.min(total, 10))
    const first = list[0]!
    const row = within(rows[0]!)
    expect(row.getByRole('rowheader')).toHaveTextContent(first.number)
    expect(row.getByText(formatDate(first.created_at))).toBeInTheDocument()
    expect(row.getByText(formatMoney(first.amount_due, first.currency))).toBeInTheDocument()
    expect(row.getByText('Paid')).toBeInTheDocument()
    expect(row.getByRole('link', { name: `View invoice ${first.number}` })).toHaveAttribute('href', `/user/view-bill/${first.id}`)
  })

  it('pages through invoices with links', async () => {
    await signInAsMember()
    const many = Array.from({ length: 10 }, (_, index) => ({
      id: 100 + index,
      number: `MT-2026-${String(100 + index)}`,
    }))
    const { list } = await getInvoices({ limit: 1 })
    const template = list[0]!
    server.use(
      http.get(invoicesPath, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? 1)
        const rows = page === 1 ? many.map((row) => ({ ...template, ...row })) : [{ ...template, id: 200, number: 'MT-2026-0200' }]
        return HttpResponse.json({ error: false, list: rows, page, limit: 10, total: 11, num_pages: 2 })
      }),
    )
    const { user } = renderHistory()
    const nav = await screen.findByRole('navigation', { name: 'Invoice pages' })
    expect(within(nav).getByText('Page 1 of 2')).toBeInTheDocument()
    await user.click(within(nav).getByRole('link', { name: 'Next page' }))
    expect(await screen.findByRole('rowheader', { name: 'MT-2026-0200' })).toBeInTheDocument()
    const pages = screen.getByRole('navigation', { name: 'Invoice pages' })
    expect(within(pages).getByText('Page 2 of 2')).toBeInTheDocument()
    expect(within(pages).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/user/billing-history')
  })

  it('cancels after confirming, shows "Cancels on", then resumes', async () => {
    await signInAsMember()
    const { subscription } = await getCurrentSubscription()
    const { user } = renderHistory()
    const card = await planCard()
    await user.click(within(card).getByRole('button', { name: 'Cancel plan' }))

    const dialog = await screen.findByRole('dialog', { name: `Cancel ${subscription!.product_name}?` })
    expect(dialog).toHaveTextContent(`Your plan stays active until ${formatDate(subscription!.current_period_end)}. You won't be charged again.`)
    expect(within(dialog).getByRole('button', { name: 'Keep my plan' })).toHaveFocus()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel plan' }))

    expect(await within(card).findByText(`Cancels on ${formatDate(subscription!.current_period_end)}`)).toBeInTheDocument()
    expect((await getCurrentSubscription()).subscription?.cancel_at_period_end).toBe(true)

    await user.click(within(card).getByRole('button', { name: 'Resume plan' }))
    expect(await within(card).findByText('Active')).toBeInTheDocument()
    expect(within(card).getByRole('button', { name: 'Cancel plan' })).toBeInTheDocument()
    expect((await getCurrentSubscription()).subscription?.cancel_at_period_end).toBe(false)
  })

  it('shows the empty state to a member with no invoices', async () => {
    await signInAsMember('priya.shah@example.com')
    renderHistory()
    expect(await screen.findByRole('heading', { name: 'No invoices yet' })).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: /See the plans|Choose a plan/ }).length).toBeGreaterThan(0)
    expect(await screen.findByText('You have no plan at the moment. Choose one to unlock every move.')).toBeInTheDocument()
  })

  it('shows the server’s error for the invoices with a retry', async () => {
    await signInAsMember()
    server.use(http.get(invoicesPath, () => HttpResponse.json({ error: true, message: 'Invoices are resting.' }, { status: 500 }), { once: true }))
    const { user } = renderHistory()
    expect(await screen.findByText('Your invoices could not load. Invoices are resting.')).toBeInTheDocument()
    await planCard()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('table', { name: 'Invoices' })).toBeInTheDocument()
  })

  it('says payments need a connection, once, when offline', async () => {
    await signInAsMember()
    await setMockOffline(true)
    renderHistory()
    expect(await screen.findByRole('heading', { name: 'Payments need a connection' })).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('status', { name: /Loading/ })).not.toBeInTheDocument())
    expect(screen.getAllByRole('heading', { name: 'Payments need a connection' })).toHaveLength(1)
  })

  it('has no serious accessibility violations', async () => {
    await signInAsMember()
    const { container } = renderHistory()
    await planCard()
    await screen.findByRole('table', { name: 'Invoices' })
    expect(await seriousAxeViolations(container)).toEqual([])
  })
})
