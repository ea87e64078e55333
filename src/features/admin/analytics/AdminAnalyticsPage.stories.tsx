import type { Meta, StoryObj } from '@storybook/react-vite'
import { Provider } from 'jotai'
import { HttpResponse, delay, http } from 'msw'
import { MemoryRouter } from 'react-router'
import { handlers } from '@mocks/allHandlers'
import type { AnalyticsSummary, UserSessionListResponse } from '@/api/analytics/analyticsTypes'
import { appStore } from '@/lib/auth/authState'
import { AsSeededAdmin } from '../testing/adminStory.testing'
import { AdminAnalyticsPage } from './AdminAnalyticsPage'

/*
 * The analytics screen against the mock backend, signed in as the seeded admin: its 56 past visits,
 * one session opened, and loading, empty and failing answers from the mock.
 */

const meta = {
  title: 'Admin/Analytics',
  component: AdminAnalyticsPage,
  args: { at: '/admin/analytics' },
  render: ({ at }: { at: string }) => (
    <Provider store={appStore}>
      <div style={{ padding: 24 }}>
        <AsSeededAdmin>
          <MemoryRouter initialEntries={[at]}>
            <AdminAnalyticsPage />
          </MemoryRouter>
        </AsSeededAdmin>
      </div>
    </Provider>
  ),
} satisfies Meta<{ at: string }>

export default meta
type Story = StoryObj<typeof meta>

const SUMMARY = '*/v2/api/lambda/analytics/summary'
const SESSIONS = '*/v2/api/lambda/analytics/user-sessions'

const quiet: AnalyticsSummary = {
  error: false,
  days: 30,
  per_day: Array.from({ length: 30 }, (_, index) => ({ date: new Date(Date.UTC(2026, 10, 1 + index)).toISOString().slice(0, 10), sessions: 0, page_views: 0 })),
  top_pages: [],
  devices: [
    { screen_size: 'phone', sessions: 0 },
    { screen_size: 'tablet', sessions: 0 },
    { screen_size: 'desktop', sessions: 0 },
  ],
  events: [],
  totals: { sessions: 0, page_views: 0, members: 0, visitors: 0, snapshots: 0 },
}
const noSessions: UserSessionListResponse = { error: false, list: [], total: 0, page: 1, limit: 20 }

/** The seeded visits of the last 30 days. */
export const FromTheMock: Story = {}
/** One session's events opened below the list (the first seeded visit). */
export const SessionOpen: Story = { args: { at: '/admin/analytics?session=5eed0000-0000-4000-8000-000000000001' } }
export const Loading: Story = { parameters: { msw: [http.get(SUMMARY, () => delay('infinite')), http.get(SESSIONS, () => delay('infinite')), ...handlers] } }
export const Empty: Story = { parameters: { msw: [http.get(SUMMARY, () => HttpResponse.json(quiet)), http.get(SESSIONS, () => HttpResponse.json(noSessions)), ...handlers] } }
export const Failed: Story = {
  parameters: { msw: [http.get(SUMMARY, () => HttpResponse.json({ error: true, message: 'The numbers are resting.' }, { status: 500 })), ...handlers] },
}
