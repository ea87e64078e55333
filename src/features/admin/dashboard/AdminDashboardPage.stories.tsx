import { useEffect, useState, type ReactNode } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Provider } from 'jotai'
import { HttpResponse, delay, http } from 'msw'
import { MemoryRouter } from 'react-router'
import { handlers } from '@mocks/allHandlers'
import type { AdminStats } from '@/api/payments/paymentTypes'
import { errorMessage } from '@/api/apiError'
import { appStore } from '@/lib/auth/authState'
import { signInAsAdmin } from '../testing/renderAdmin.testing'
import { AdminDashboardPage } from './AdminDashboardPage'

/*
 * The admin dashboard live against the mock backend (signed in as the seeded admin); loading,
 * error and empty come from the mock answering admin-stats differently.
 */

function AsSeededAdmin({ children }: { children: ReactNode }) {
  const [state, setState] = useState<string>('signing-in')
  useEffect(() => {
    let current = true
    signInAsAdmin().then(
      () => current && setState('ready'),
      (error: unknown) => current && setState(errorMessage(error)),
    )
    return () => {
      current = false
    }
  }, [])
  if (state === 'signing-in') return <p role="status">Signing in as the demo admin…</p>
  if (state !== 'ready') return <p role="alert">{state}</p>
  return <>{children}</>
}

function AtDashboard() {
  return (
    <MemoryRouter initialEntries={['/admin/dashboard']}>
      <AdminDashboardPage />
    </MemoryRouter>
  )
}

const meta = {
  title: 'Admin/Dashboard',
  component: AdminDashboardPage,
  decorators: [
    () => (
      <Provider store={appStore}>
        <div style={{ padding: 24 }}>
          <AsSeededAdmin>
            <AtDashboard />
          </AsSeededAdmin>
        </div>
      </Provider>
    ),
  ],
} satisfies Meta<typeof AdminDashboardPage>

export default meta
type Story = StoryObj<typeof meta>

const statsCall = '*/v3/api/movetime/admin-stats'

const quiet: AdminStats = {
  error: false,
  active_members: 0,
  mrr: 0,
  currency: 'usd',
  new_signups_this_month: 0,
  cancellations_this_month: 0,
  refunds_waiting: 0,
  moves_watched_this_week: 0,
  weeks: Array.from({ length: 12 }, (_, index) => ({ week_start: new Date(Date.UTC(2026, 7, 31 + index * 7)).toISOString().slice(0, 10), signups: 0, revenue: 0 })),
  activity: [],
}

/** A busy quarter: rising sign-ups and revenue, with every kind of activity. */
const busy: AdminStats = {
  ...quiet,
  active_members: 184,
  mrr: 231_450,
  new_signups_this_month: 37,
  cancellations_this_month: 6,
  refunds_waiting: 3,
  moves_watched_this_week: 1_204,
  weeks: quiet.weeks.map((week, index) => ({ ...week, signups: 4 + index * 2 + (index % 3), revenue: 90_000 + index * 12_500 + (index % 2) * 8_000 })),
  activity: [
    { at: '2026-11-24T09:12:00.000Z', kind: 'signup', text: 'Priya Shah joined.' },
    { at: '2026-11-24T08:40:00.000Z', kind: 'payment', text: 'Maya Thompson paid $9.99 (MT-2026-0142).' },
    { at: '2026-11-23T17:05:00.000Z', kind: 'refund_request', text: 'A refund of $99.90 was requested.' },
    { at: '2026-11-23T10:00:00.000Z', kind: 'refund', text: '$9.99 was refunded.' },
    { at: '2026-11-22T15:30:00.000Z', kind: 'cancellation', text: 'Subscription #88 was cancelled.' },
  ],
}

/** Computed by the mock from its seeded data. */
export const FromTheMock: Story = {}
export const Busy: Story = { parameters: { msw: [http.get(statsCall, () => HttpResponse.json(busy)), ...handlers] } }
export const Loading: Story = { parameters: { msw: [http.get(statsCall, () => delay('infinite')), ...handlers] } }
export const Failed: Story = {
  parameters: { msw: [http.get(statsCall, () => HttpResponse.json({ error: true, message: 'The numbers are resting.' }, { status: 500 })), ...handlers] },
}
export const Empty: Story = { parameters: { msw: [http.get(statsCall, () => HttpResponse.json(quiet)), ...handlers] } }
