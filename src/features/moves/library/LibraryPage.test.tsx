import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, delay, http } from 'msw'
import { server } from '@mocks/node'
import { appStore } from '@/lib/auth/authState'
import { favouritesAtom } from '@/offline/favourites/favouritesState'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { aMove } from '@/shared/moves/moveFixtures.testing'
import { showWholeGrid } from '../card/showWholeGrid.testing'
import { signInAsMember } from '@tests/support/memberSession'
import { LibraryPage } from './LibraryPage'

const LIBRARY_URL = '*/v3/api/custom/movetime/moves-lib'

function renderLibrary(at = '/user/library') {
  return renderWithRouter(<LibraryPage />, { path: '/user/library', at })
}

const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Moves' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)

const count = () => screen.getByText(/\bmoves?\b/, { selector: '.library-page__count' })

let restoreWindow: () => void
beforeEach(() => {
  restoreWindow = showWholeGrid()
})
afterEach(() => restoreWindow())

describe('LibraryPage', () => {
  it('shows the library with every card linking to its move', async () => {
    await signInAsMember()
    renderLibrary()
    expect(screen.getByRole('heading', { level: 1, name: 'Move library' })).toBeInTheDocument()
    const squat = await screen.findByRole('link', { name: 'Bodyweight Squat' })
    expect(squat).toHaveAttribute('href', '/user/view-moves/1')
    expect(count()).toHaveTextContent(/^\d+ moves$/)
    // The member's own private move is in their library, badged.
    const privateCard = screen.getByRole('link', { name: 'Wall Sit Hold' }).closest('article')
    expect(within(privateCard as HTMLElement).getByText('Private')).toBeInTheDocument()
  })

  it('narrows the results as the member types, and writes the search into the URL', async () => {
    await signInAsMember()
    const { user, history } = renderLibrary()
    await screen.findByRole('link', { name: 'Push-Up' })
    const total = cardTitles().length

    await user.type(screen.getByRole('searchbox', { name: 'Search moves' }), 'squat')
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Push-Up' })).not.toBeInTheDocument())
    const titles = cardTitles()
    expect(titles.length).toBeLessThan(total)
    expect(titles).toEqual(expect.arrayContaining(['Bodyweight Squat', 'Goblet Squat', 'Dumbbell Squat']))
    expect(count()).toHaveTextContent(new RegExp(`^${titles.length} moves of ${total}$`))
    expect(history.location.search).toBe('?q=squat')
  })

  it('combines filters: AND across kinds, OR within one', async () => {
    await signInAsMember()
    const { user, history } = renderLibrary()
    await screen.findByRole('link', { name: 'Push-Up' })

    const area = screen.getByRole('group', { name: 'Body area' })
    const equipment = screen.getByRole('group', { name: 'Equipment' })
    await user.click(within(area).getByRole('checkbox', { name: 'Lower body' }))
    await user.click(within(equipment).getByRole('checkbox', { name: 'No equipment' }))
    await user.type(screen.getByRole('searchbox', { name: 'Search moves' }), 'squat')

    await waitFor(() => expect(screen.queryByRole('link', { name: 'Goblet Squat' })).not.toBeInTheDocument())
    expect(cardTitles()).toEqual(expect.arrayContaining(['Bodyweight Squat', 'Jump Squat']))
    expect(cardTitles()).not.toContain('Mountain Climber') // Cardio, and no squat in it
    expect(cardTitles()).not.toContain('Dumbbell Squat') // dumbbells

    await user.click(within(equipment).getByRole('checkbox', { name: 'Dumbbells' }))
    expect(await screen.findByRole('link', { name: 'Dumbbell Squat' })).toBeInTheDocument()
    expect(cardTitles()).not.toContain('Goblet Squat') // a kettlebell
    expect(new URLSearchParams(history.location.search).getAll('equipment')).toEqual(['none', 'dumbbells'])
    expect(new URLSearchParams(history.location.search).get('area')).toBe('lower-body')
  })

  it('applies the filters in the URL it opens with', async () => {
    await signInAsMember()
    renderLibrary('/user/library?q=plank&area=core&difficulty=beginner')
    expect(await screen.findByRole('link', { name: 'Plank' })).toBeInTheDocument()
    // Push-Up to Side Plank has "plank" in its name but works the upper body.
    expect(screen.queryByRole('link', { name: 'Push-Up to Side Plank' })).not.toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'Search moves' })).toHaveValue('plank')
    expect(screen.getByRole('checkbox', { name: 'Core' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Beginner' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Intermediate' })).not.toBeChecked()
    expect(screen.queryByRole('link', { name: 'Push-Up' })).not.toBeInTheDocument()
  })

  it('clears every filter, keeps focus in the search box, and empties the URL', async () => {
    await signInAsMember()
    const { user, history } = renderLibrary('/user/library?q=zzzz-nothing&duration=over-60')
    expect(await screen.findByRole('heading', { level: 2, name: 'No moves match' })).toBeInTheDocument()
    expect(count()).toHaveTextContent(/^No moves match, out of \d+ moves$/)

    await user.click(within(screen.getByText('Try fewer words or fewer filters.').parentElement as HTMLElement).getByRole('button', { name: 'Clear filters' }))
    expect(await screen.findByRole('link', { name: 'Push-Up' })).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'Search moves' })).toHaveValue('')
    expect(screen.getByRole('searchbox', { name: 'Search moves' })).toHaveFocus()
    expect(screen.getByRole('checkbox', { name: 'Over 60 s' })).not.toBeChecked()
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument()
    expect(history.location.search).toBe('')
  })

  it('shows the member’s favourites on the hearts and toggles them', async () => {
    await signInAsMember()
    const { user } = renderLibrary()
    const heart = await screen.findByRole('button', { name: 'Favourite Bodyweight Squat' })
    expect(heart).toHaveAttribute('aria-pressed', 'true')
    const pushUp = screen.getByRole('button', { name: 'Favourite Push-Up' })
    expect(pushUp).toHaveAttribute('aria-pressed', 'false')

    await user.click(pushUp)
    expect(pushUp).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() => expect(appStore.get(favouritesAtom).ids.has(2)).toBe(true))
  })

  it('renders only the rows near the viewport', async () => {
    restoreWindow()
    const many = Array.from({ length: 5000 }, (_, i) => aMove({ id: i + 1, title: `Move ${i + 1}` }))
    server.use(http.get(LIBRARY_URL, () => HttpResponse.json({ error: false, list: many, total: many.length, favourite_ids: [] })))
    await signInAsMember()
    renderLibrary()
    const list = await screen.findByRole('list', { name: 'Moves' })
    const items = within(list).getAllByRole('listitem')
    expect(items.length).toBeGreaterThan(0)
    expect(items.length).toBeLessThan(60)
    expect(items[0]).toHaveAttribute('aria-posinset', '1')
    expect(items[0]).toHaveAttribute('aria-setsize', '5000')
    expect(count()).toHaveTextContent('5,000 moves')
  })

  it('says so when the library is empty', async () => {
    server.use(http.get(LIBRARY_URL, () => HttpResponse.json({ error: false, list: [], total: 0, favourite_ids: [] })))
    await signInAsMember()
    renderLibrary()
    expect(await screen.findByRole('heading', { level: 2, name: 'The library is empty' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Add a move' })).toHaveAttribute('href', '/user/move/add')
  })

  it('shows a spinner while loading, then the server’s message and a way to try again', async () => {
    let fail = true
    server.use(
      http.get(LIBRARY_URL, async () => {
        await delay(50)
        if (fail) return HttpResponse.json({ error: true, message: 'The library is resting.' }, { status: 500 })
        return HttpResponse.json({ error: false, list: [aMove()], total: 1, favourite_ids: [] })
      }),
    )
    await signInAsMember()
    const { user } = renderLibrary()
    expect(screen.getByRole('status')).toHaveTextContent('Loading the library…')
    expect(await screen.findByRole('alert')).toHaveTextContent('The library is resting.')

    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('link', { name: 'Bodyweight Squat' })).toBeInTheDocument()
  })

  it('has no serious accessibility violations', async () => {
    await signInAsMember()
    const { container } = renderLibrary('/user/library?area=core')
    await screen.findByRole('link', { name: 'Plank' })
    expect(await seriousAxeViolations(container)).toEqual([])
  })
})
