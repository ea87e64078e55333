import { describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { server } from '@mocks/node'
import { getMoveHistory, getStats } from '@/api/moves/movesApi'
import { clearFavourites, setFavourite, setFavouriteIds } from '@/offline/favourites/favouritesState'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { signInAsMember } from '@tests/support/memberSession'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { DashboardPage } from './DashboardPage'

function renderDashboard() {
  return renderWithRouter(<DashboardPage />, { path: '/user/dashboard', at: '/user/dashboard' })
}

/** The value shown in the stat tile with this label. */
function tile(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' })
  return within(term.parentElement as HTMLElement).getByRole('definition').textContent ?? ''
}

const statsPath = '*/v3/api/custom/movetime/get-stats/:id'
const historyPath = '*/v3/api/movetime/moves/get-move-history'

describe('DashboardPage', () => {
  it('greets the member by first name and shows their stats', async () => {
    clearFavourites()
    const userId = await signInAsMember()
    const { model: stats } = await getStats(userId)
    renderDashboard()

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Maya' })).toBeInTheDocument()
    await screen.findByText('Moves watched', { selector: 'dt' })
    expect(tile('Moves watched')).toBe(String(stats.moves_watched))
    expect(tile('Minutes')).toBe(String(stats.minutes_watched))
    expect(tile('Day streak')).toBe(String(stats.streak_days))
    expect(tile('Favourites')).toBe(String(stats.favourites))
    // The seed's history is dated back from today, so the demo always has a running streak.
    expect(stats.streak_days).toBeGreaterThanOrEqual(7)
  })

  it('keeps the favourites tile in step with hearts toggled anywhere', async () => {
    clearFavourites()
    await signInAsMember()
    renderDashboard()
    await screen.findByText('Favourites', { selector: 'dt' })

    act(() => setFavouriteIds([1, 2, 3]))
    expect(tile('Favourites')).toBe('3')
    act(() => setFavourite(5, true))
    expect(tile('Favourites')).toBe('4')
    act(() => setFavourite(1, false))
    expect(tile('Favourites')).toBe('3')
    clearFavourites()
  })

  it('lists recent moves with links, when they were watched and whether they were finished', async () => {
    await signInAsMember()
    const { list } = await getMoveHistory({ limit: 10 })
    expect(list.length).toBeGreaterThan(0)
    renderDashboard()

    const section = await screen.findByRole('region', { name: 'Recent moves' })
    const items = await within(section).findAllByRole('listitem')
    expect(items).toHaveLength(list.length)
    const [first] = list
    const firstItem = items[0] as HTMLElement
    expect(within(firstItem).getByRole('link', { name: first?.move_title })).toHaveAttribute('href', `/user/view-moves/${first?.move_id}`)
    expect(firstItem.querySelector('time')).toHaveAttribute('dateTime', first?.watched_at)
    expect(firstItem.querySelector('time')?.textContent).toMatch(/ago|yesterday|just now/)
    // Recent means recent: the seeded history never reads "2 years ago".
    expect(firstItem.querySelector('time')?.textContent).not.toMatch(/week|month|year/)
    const completed = list.filter((entry) => entry.completed).length
    expect(within(section).queryAllByText('Completed')).toHaveLength(completed)
  })

  it('asks for at most 10 history entries', async () => {
    await signInAsMember()
    let limit: string | null = null
    server.use(
      http.get(historyPath, ({ request }) => {
        limit = new URL(request.url).searchParams.get('limit')
        return HttpResponse.json({ error: false, list: [] })
      }),
    )
    renderDashboard()
    await screen.findByText('You have not watched any moves yet.')
    expect(limit).toBe('10')
  })

  it('points a member with no history to the library', async () => {
    await signInAsMember()
    server.use(http.get(historyPath, () => HttpResponse.json({ error: false, list: [] })))
    renderDashboard()
    expect(await screen.findByText('You have not watched any moves yet.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse the library' })).toHaveAttribute('href', '/user/library')
  })

  it('shows an error in the failing section only, and recovers on Try again', async () => {
    await signInAsMember()
    server.use(http.get(statsPath, () => HttpResponse.json({ error: true, message: 'Stats are resting.' }, { status: 500 })))
    const { user } = renderDashboard()

    const stats = screen.getByRole('region', { name: 'Your progress' })
    expect(await within(stats).findByRole('alert')).toHaveTextContent('Stats are resting.')
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Maya' })).toBeInTheDocument()
    const history = screen.getByRole('region', { name: 'Recent moves' })
    expect((await within(history).findAllByRole('listitem')).length).toBeGreaterThan(0)
    expect(within(history).queryByRole('alert')).not.toBeInTheDocument()

    server.resetHandlers()
    await user.click(within(stats).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Moves watched', { selector: 'dt' })).toBeInTheDocument()
  })

  it('keeps a plain greeting when the member’s details fail', async () => {
    await signInAsMember()
    server.use(http.get('*/v3/api/custom/movetime/get-userinfo', () => HttpResponse.error()))
    renderDashboard()
    expect(await screen.findByText(/Your details could not load/)).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument()
    expect(await screen.findByText('Moves watched', { selector: 'dt' })).toBeInTheDocument()
  })

  it('offers quick links to the library, favourites and adding a move', () => {
    renderDashboard()
    const nav = screen.getByRole('navigation', { name: 'Quick links' })
    expect(within(nav).getByRole('link', { name: /^Library/ })).toHaveAttribute('href', '/user/library')
    expect(within(nav).getByRole('link', { name: /^Favourites/ })).toHaveAttribute('href', '/favorites')
    expect(within(nav).getByRole('link', { name: /^Add a move/ })).toHaveAttribute('href', '/user/move/add')
  })

  it('has no serious accessibility violations once loaded', async () => {
    await signInAsMember()
    const { container } = renderDashboard()
    await screen.findByText('Moves watched', { selector: 'dt' })
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Maya' })
    expect(await seriousAxeViolations(container)).toEqual([])
  })
})

describe('Featured by MoveTime', () => {
  it('shows the published moves admins featured, each linking to its page', async () => {
    await signInAsMember()
    renderDashboard()
    const section = await screen.findByRole('region', { name: 'Featured by MoveTime' })
    const titles = within(section).getAllByRole('link').map((link) => link.textContent)
    expect(titles).toEqual(expect.arrayContaining(['Bodyweight Squat', 'Plank']))
    expect(titles.length).toBeLessThanOrEqual(4)
  })

  it('shows no section when nothing is featured', async () => {
    await signInAsMember()
    let answered = false
    server.use(
      http.get('*/v3/api/custom/movetime/moves-lib', () => {
        answered = true
        return HttpResponse.json({ error: false, list: [{ ...unfeatured, id: 1 }], favourite_ids: [] })
      }),
    )
    renderDashboard()
    await waitFor(() => expect(answered).toBe(true))
    await screen.findByText('Moves watched', { selector: 'dt' })
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(screen.queryByRole('region', { name: 'Featured by MoveTime' })).not.toBeInTheDocument()
  })
})

const unfeatured = {
  title: 'Wall Sit',
  description: '',
  body_area: 'Lower body',
  equipment: 'Wall',
  difficulty: 'beginner',
  duration_seconds: 30,
  poster_url: '',
  user_id: null,
  status: 'published',
  featured: false,
  created_at: '2026-01-01T00:00:00.000Z',
}
