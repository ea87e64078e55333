import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { server } from '@mocks/node'
import { getFavouriteMoves, toggleFavourite } from '@/api/moves/movesApi'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { signInAsMember } from '@tests/support/memberSession'
import { FavouritesPage } from './FavouritesPage'

const renderFavourites = () => renderWithRouter(<FavouritesPage />, { path: '/favorites', at: '/favorites' })

describe('FavouritesPage', () => {
  it('lists the member’s favourites with their hearts on', async () => {
    await signInAsMember()
    const { container } = renderFavourites()
    const list = await screen.findByRole('list', { name: 'Your favourites' })
    expect(within(list).getByRole('link', { name: 'Bodyweight Squat' })).toBeInTheDocument()
    expect(within(list).getByRole('link', { name: 'Goblet Squat' })).toBeInTheDocument()
    expect(within(list).queryByRole('link', { name: 'Push-Up' })).not.toBeInTheDocument()
    for (const heart of within(list).getAllByRole('button', { name: /^Favourite / })) expect(heart).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByText(/^\d+ favourites$/)).toBeInTheDocument()
    expect(await seriousAxeViolations(container)).toEqual([])
  })

  it('takes an un-favourited move away at once, and the server agrees', async () => {
    await signInAsMember()
    const { user } = renderFavourites()
    const before = within(await screen.findByRole('list', { name: 'Your favourites' })).getAllByRole('listitem').length

    await user.click(screen.getByRole('button', { name: 'Favourite Goblet Squat' }))
    expect(screen.queryByRole('link', { name: 'Goblet Squat' })).not.toBeInTheDocument()
    expect(within(screen.getByRole('list', { name: 'Your favourites' })).getAllByRole('listitem')).toHaveLength(before - 1)
    expect(screen.getByRole('heading', { level: 1, name: 'Favourites' })).toHaveFocus()
    await waitFor(async () => expect((await getFavouriteMoves()).list.map((move) => move.title)).not.toContain('Goblet Squat'))
  })

  it('points to the library when there are no favourites', async () => {
    await signInAsMember()
    // The server's own list is emptied, so the library reports no favourites.
    for (const move of (await getFavouriteMoves()).list) await toggleFavourite(move.id)
    renderFavourites()
    expect(await screen.findByRole('heading', { level: 2, name: 'No favourites yet' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse the library' })).toHaveAttribute('href', '/user/library')
  })

  it('offers to try again when they cannot load', async () => {
    let networkDown = true
    // Falls through to the mock once the network is back.
    server.use(http.get('*/v3/api/custom/movetime/moves-lib', () => (networkDown ? HttpResponse.error() : undefined)))
    await signInAsMember()
    const { user } = renderFavourites()
    expect(await screen.findByRole('alert')).toHaveTextContent('You appear to be offline')
    expect(screen.queryByRole('list', { name: 'Your favourites' })).not.toBeInTheDocument()

    networkDown = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('link', { name: 'Bodyweight Squat' })).toBeInTheDocument()
  })
})
