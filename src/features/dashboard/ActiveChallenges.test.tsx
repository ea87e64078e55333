import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { server } from '@mocks/node'
import type { ChallengeSummary } from '@/api/challenges/challengeTypes'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { setMockOffline } from '@tests/support/mockBackend'
import { signInAsMember } from '@tests/support/memberSession'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { DashboardPage } from './DashboardPage'

const listPath = '*/v3/api/movetime/challenge-get'

function renderDashboard() {
  return renderWithRouter(<DashboardPage />, { path: '/user/dashboard', at: '/user/dashboard' })
}

function running(id: number, title: string, end: string): ChallengeSummary {
  return {
    id,
    title,
    description: '',
    kind: 'minutes',
    goal: 30,
    start_date: '2020-01-01',
    end_date: end,
    body_area: null,
    move_ids: [],
    creator: { id: 1, first_name: 'Maya', last_name: 'Thompson', photo: '' },
    group_id: null,
    status: 'active',
    participant_count: 2,
    my_status: 'joined',
    my_progress: { score: 12, completed: false, reached_at: null },
  }
}

describe('Dashboard: active challenges', () => {
  it('shows my running challenges with progress, and the invitations waiting', async () => {
    await signInAsMember()
    renderDashboard()
    const section = await screen.findByRole('region', { name: 'Active challenges' })
    const items = await within(section).findAllByRole('listitem')
    // Only the one running that I joined: not the invitation, the upcoming or the finished one.
    expect(items).toHaveLength(1)
    const [item] = items as [HTMLElement]
    expect(within(item).getByRole('link', { name: 'Ten moves in two weeks' })).toHaveAttribute('href', '/user/challenges/1')
    expect(within(item).getByText('Watch 10 moves')).toBeInTheDocument()
    expect(within(item).getByText('8 days left')).toBeInTheDocument()
    expect(within(item).getByRole('progressbar', { name: 'Your progress in Ten moves in two weeks' })).toHaveAttribute('aria-valuetext', '8 of 10 moves')
    expect(within(section).getByRole('link', { name: '1 invitation waiting' })).toHaveAttribute('href', '/user/challenges')
    expect(await seriousAxeViolations(section)).toEqual([])
  })

  it('shows at most three, the ones ending soonest, with a link to all', async () => {
    await signInAsMember()
    const list = [running(1, 'Late', '2099-12-31'), running(2, 'Soon', '2099-01-02'), running(3, 'Sooner', '2099-01-01'), running(4, 'Middle', '2099-06-01')]
    server.use(http.get(listPath, () => HttpResponse.json({ error: false, list })))
    renderDashboard()
    const section = await screen.findByRole('region', { name: 'Active challenges' })
    const titles = (await within(section).findAllByRole('listitem')).map((item) => within(item).getAllByRole('link')[0]?.textContent)
    expect(titles).toEqual(['Sooner', 'Soon', 'Middle'])
    expect(within(section).getByRole('link', { name: 'All 4 challenges' })).toHaveAttribute('href', '/user/challenges')
  })

  it('invites a member with no running challenge to start one', async () => {
    await signInAsMember()
    server.use(http.get(listPath, () => HttpResponse.json({ error: false, list: [] })))
    renderDashboard()
    const section = await screen.findByRole('region', { name: 'Active challenges' })
    expect(await within(section).findByText(/No challenge running/)).toBeInTheDocument()
    expect(within(section).getByRole('link', { name: 'Start a challenge' })).toHaveAttribute('href', '/user/challenges')
  })

  it('fails on its own, with a retry, leaving the rest of the dashboard', async () => {
    await signInAsMember()
    server.use(http.get(listPath, () => HttpResponse.json({ error: true, message: 'Challenges are resting.' }, { status: 500 })))
    renderDashboard()
    const section = await screen.findByRole('region', { name: 'Active challenges' })
    expect(await within(section).findByRole('alert')).toHaveTextContent('Challenges are resting.')
    expect(await screen.findByText('Moves watched', { selector: 'dt' })).toBeInTheDocument()
  })

  it('shows the saved copy offline', async () => {
    await signInAsMember()
    const first = renderDashboard()
    await within(await screen.findByRole('region', { name: 'Active challenges' })).findAllByRole('listitem')
    first.unmount()
    await setMockOffline(true)
    try {
      renderDashboard()
      const section = await screen.findByRole('region', { name: 'Active challenges' })
      expect(await within(section).findByRole('link', { name: 'Ten moves in two weeks' })).toBeInTheDocument()
    } finally {
      await setMockOffline(false)
    }
  })
})
