import { beforeEach, describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import { Provider } from 'jotai'
import { HttpResponse, http } from 'msw'
import { MemoryRouter } from 'react-router'
import { server } from '@mocks/node'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import type { AdminStats } from '@/api/payments/paymentTypes'
import { login } from '@/api/auth/authApi'
import { appStore, dispatchAuth } from '@/lib/auth/authState'
import { AdminDashboardPage } from './AdminDashboardPage'

async function signInAsAdmin() {
  const res = await login({ email: 'admin@movetime.app', password: 'Admin123!', role: 'admin' })
  dispatchAuth({ type: 'LOGIN', user: res.user_id, token: res.token, role: res.role })
}

function renderDashboard() {
  return render(
    <Provider store={appStore}>
      <MemoryRouter initialEntries={['/admin/dashboard']}>
        <AdminDashboardPage />
      </MemoryRouter>
    </Provider>,
  )
}

const tile = (label: string) => screen.getByRole('link', { name: new RegExp(`^${label}`) })

describe('the admin dashboard, against the mock backend', () => {
  beforeEach(signInAsAdmin)

  it('shows the numbers computed from the data, a described chart with its table, activity and the invitation panel', async () => {
    const { container } = renderDashboard()
    expect(screen.getByText('Loading the numbers…', { selector: 'p' })).toBeVisible()
    await screen.findByRole('region', { name: 'Key numbers' }, { timeout: 8000 })
    expect(tile('Active members')).toHaveTextContent('Active members3')
    // Premium monthly $9.99 + Premium yearly $99.90 / 12 + Coach monthly $19.99 (the coached member).
    expect(tile('Monthly recurring revenue')).toHaveTextContent('$38.31')
    expect(tile('Refunds waiting')).toHaveTextContent('Refunds waiting1')
    expect(tile('Refunds waiting')).toHaveAttribute('href', '/admin/refunds')

    const chart = screen.getByRole('img', { name: /Sign-ups and revenue per week/ })
    expect(chart.querySelector('desc')?.textContent).toMatch(/^\d+ sign-ups and \$[\d,.]+ revenue over the weeks of /)
    const table = screen.getByRole('table', { name: 'Sign-ups and revenue per week' })
    expect(within(table).getAllByRole('row')).toHaveLength(13)
    expect(screen.getByRole('heading', { level: 2, name: 'Recent activity' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Invite an administrator' })).toBeInTheDocument()
    expect(await seriousAxeViolations(container)).toEqual([])
  })

  it('fails on its own: the numbers say why with a retry, the invitation panel still works', async () => {
    server.use(http.get('*/v3/api/movetime/admin-stats', () => HttpResponse.json({ error: true, message: 'The numbers are resting.' }, { status: 500 })))
    renderDashboard()
    expect(await screen.findByText(/The numbers are resting\./, {}, { timeout: 8000 })).toBeVisible()
    expect(screen.getByRole('button', { name: /Try again/ })).toBeInTheDocument()
    expect(await screen.findByRole('row', { name: /MT-INVITE-DEMO/ })).toBeInTheDocument()
  })

  it('says so when there is nothing to count yet', async () => {
    const quiet: AdminStats = {
      error: false,
      active_members: 0,
      mrr: 0,
      currency: 'usd',
      new_signups_this_month: 0,
      cancellations_this_month: 0,
      refunds_waiting: 0,
      moves_watched_this_week: 0,
      weeks: Array.from({ length: 12 }, (_, index) => ({ week_start: `2026-08-${String(index + 1).padStart(2, '0')}`, signups: 0, revenue: 0 })),
      activity: [],
    }
    server.use(http.get('*/v3/api/movetime/admin-stats', () => HttpResponse.json(quiet)))
    renderDashboard()
    expect(await screen.findByRole('heading', { name: 'No members or payments yet' }, { timeout: 8000 })).toBeVisible()
    expect(screen.queryByRole('region', { name: 'Key numbers' })).not.toBeInTheDocument()
  })
})
