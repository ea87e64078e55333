import { beforeEach, describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { Provider } from 'jotai'
import { HttpResponse, http } from 'msw'
import { MemoryRouter } from 'react-router'
import { server } from '@mocks/node'
import { db } from '@mocks/db/db'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { appStore } from '@/lib/auth/authState'
import { signInAsAdmin } from '../testing/renderAdmin.testing'
import { AdminAnalyticsPage } from './AdminAnalyticsPage'
import { SNAPSHOT_SWITCH_TEXT } from './SnapshotSwitch'
import { dailyChartGeometry } from './dailyChart'

function renderPage(at = '/admin/analytics') {
  return render(
    <Provider store={appStore}>
      <MemoryRouter initialEntries={[at]}>
        <AdminAnalyticsPage />
      </MemoryRouter>
    </Provider>,
  )
}

beforeEach(signInAsAdmin)

describe('the admin analytics screen, against the mock backend', () => {
  it('shows the period’s sessions per day, top pages, devices and events from the seeded visits', async () => {
    const { container } = renderPage()
    const totals = await screen.findByRole('region', { name: 'Totals for the period' }, { timeout: 8000 })
    expect(within(totals).getByText('Sessions').nextElementSibling?.textContent).toMatch(/^\d+$/)
    expect(screen.getByRole('img', { name: /Sessions per day/ }).querySelector('desc')?.textContent).toMatch(/^\d+ sessions from /)
    expect(within(screen.getByRole('region', { name: 'Top pages' })).getAllByRole('listitem').length).toBeGreaterThan(3)
    const devices = screen.getByRole('region', { name: 'Devices' })
    expect(within(devices).getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual(['Phones', 'Tablets', 'Desktops'])
    expect(within(screen.getByRole('region', { name: 'Events' })).getByText('move played')).toBeVisible()
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true')
    await screen.findByRole('table', { name: /sessions, newest first/ })
    expect(await screen.findByRole('switch', { name: SNAPSHOT_SWITCH_TEXT.label })).toHaveAttribute('aria-checked', 'false')
    expect(await seriousAxeViolations(container)).toEqual([])
  })

  it('opens a session’s events in order, and closes them', async () => {
    const user = userEvent.setup()
    renderPage()
    const table = await screen.findByRole('table', { name: /sessions, newest first/ }, { timeout: 8000 })
    await user.click(within(table).getAllByRole('link', { name: /^Events/ })[0]!)
    const heading = await screen.findByRole('heading', { name: 'Session events' })
    expect(heading).toHaveFocus()
    const events = await screen.findByText('Visit started')
    const list = events.closest('ol')!
    expect(within(list).getAllByRole('listitem').at(-1)).toHaveTextContent('Page left or closed')
    await user.click(screen.getByRole('link', { name: 'Close the event list' }))
    expect(screen.queryByRole('heading', { name: 'Session events' })).not.toBeInTheDocument()
  })

  it('turns session snapshots on and off, as the server keeps it', async () => {
    const user = userEvent.setup()
    renderPage()
    const toggle = await screen.findByRole('switch', { name: SNAPSHOT_SWITCH_TEXT.label }, { timeout: 8000 })
    await user.click(toggle)
    await screen.findByText(SNAPSHOT_SWITCH_TEXT.on)
    expect(db.analytics_setting.findFirst((q) => q.where({ id: 1 }))?.snapshots_enabled).toBe(true)
    await user.click(screen.getByRole('switch', { name: SNAPSHOT_SWITCH_TEXT.label }))
    await screen.findByText(SNAPSHOT_SWITCH_TEXT.off)
    expect(db.analytics_setting.findFirst((q) => q.where({ id: 1 }))?.snapshots_enabled).toBe(false)
  })

  it('says so when nothing was recorded, and when the numbers fail (with a retry)', async () => {
    db.analytics_session.deleteMany((q) => q.where(() => true))
    const { unmount } = renderPage()
    expect(await screen.findByRole('heading', { name: 'No sessions in the last 30 days' }, { timeout: 8000 })).toBeVisible()
    expect(await screen.findByRole('heading', { name: 'No sessions recorded yet' })).toBeVisible()
    unmount()

    server.use(http.get('*/v2/api/lambda/analytics/summary', () => HttpResponse.json({ error: true, message: 'The numbers are resting.' }, { status: 500 })))
    renderPage('/admin/analytics?days=7')
    expect(await screen.findByText(/The numbers are resting\./, {}, { timeout: 8000 })).toBeVisible()
    expect(screen.getByRole('button', { name: /Try again/ })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true')
  })
})

describe('the sessions-per-day chart', () => {
  it('draws one bar per day, scaled to a round top, with about eight labels', () => {
    const days = Array.from({ length: 30 }, (_, index) => ({ date: `2026-11-${String(index + 1).padStart(2, '0')}`, sessions: index === 29 ? 7 : 1, page_views: 0 }))
    const chart = dailyChartGeometry(days)
    expect(chart.bars).toHaveLength(30)
    expect(chart.ticks.map((tick) => tick.value)).toEqual([0, 5, 10])
    const labelled = chart.bars.filter((bar) => bar.label)
    expect(labelled.length).toBeGreaterThanOrEqual(7)
    expect(labelled.length).toBeLessThanOrEqual(9)
    expect(chart.bars.at(-1)!.label).toBe('Nov 30')
    expect(chart.bars.at(-1)!.height).toBeGreaterThan(chart.bars[0]!.height)
  })
})
