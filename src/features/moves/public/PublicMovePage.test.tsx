import { afterEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { inPageFetchNow } from '@/api/http'
import { fetchPublishedMovesEarly, takePublishedMovesEarly } from '@/api/moves/publishedMovesEarly'
import type { MoveSummary } from '@/api/moves/moveTypes'
import { dispatchAuth } from '@/lib/auth/authState'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { catalogueMove, publishedMovesFail, publishedMovesHandler } from '../detail/moveFixtures.testing'
import { PublicMovePage } from './PublicMovePage'

const { video_url, video_webm_url, captions_url, is_favourite: _f, is_mine: _m, author_name: _a, ...summary } = catalogueMove
const summaryOnly: MoveSummary = summary
const withMedia = { ...summaryOnly, video_url, video_webm_url, captions_url }

function renderPublic(at = `/move?id=${catalogueMove.id}`) {
  return renderWithRouter(<PublicMovePage />, { path: '/move', at })
}

describe('PublicMovePage', () => {
  it('shows a published move and its video to a visitor, with an invitation to join', async () => {
    server.use(publishedMovesHandler([withMedia]))
    const { container } = renderPublic()
    expect(await screen.findByRole('heading', { level: 1, name: 'Bodyweight Squat' })).toBeInTheDocument()
    expect(screen.getByText('By MoveTime')).toBeInTheDocument()
    expect(screen.getByText('No equipment')).toBeInTheDocument()
    expect(await screen.findByRole('group', { name: 'Video: Bodyweight Squat' })).toBeInTheDocument()
    expect(container.querySelector('video source[type="video/mp4"]')).toHaveAttribute('src', video_url)

    expect(screen.getByRole('heading', { level: 2, name: 'Create a free account to see the full library' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', '/user/register')
    const signIn = screen.getByRole('link', { name: 'Sign in' })
    const target = new URL(signIn.getAttribute('href') ?? '', window.location.origin)
    expect(target.pathname).toBe('/user/login')
    expect(target.searchParams.get('redirect_uri')).toBe(`/user/view-moves/${catalogueMove.id}`)
    // No member actions for a visitor.
    expect(screen.queryByRole('button', { name: /favourites/ })).not.toBeInTheDocument()
    expect(await seriousAxeViolations(container)).toEqual([])
  })

  it('shows the poster when the list carries no video', async () => {
    server.use(publishedMovesHandler([summaryOnly]))
    const { container } = renderPublic()
    await screen.findByRole('heading', { level: 1, name: 'Bodyweight Squat' })
    expect(container.querySelector('video')).toBeNull()
    expect(container.querySelector('img')).toHaveAttribute('src', catalogueMove.poster_url)
  })

  it('sends a signed-in member to the move in their library', async () => {
    server.use(publishedMovesHandler([withMedia]))
    dispatchAuth({ type: 'LOGIN', user: 1, token: 'token', role: 'user' })
    renderPublic()
    expect(await screen.findByRole('link', { name: 'Open this move in your library' })).toHaveAttribute(
      'href',
      `/user/view-moves/${catalogueMove.id}`,
    )
    expect(screen.queryByRole('link', { name: 'Create a free account' })).not.toBeInTheDocument()
  })

  it('says so, with a link home, when the move is unknown or the id is missing', async () => {
    server.use(publishedMovesHandler([withMedia]))
    renderPublic('/move?id=999')
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't find that move" })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to the MoveTime home page' })).toHaveAttribute('href', '/')
  })

  it('treats a missing id as not found', () => {
    renderPublic('/move')
    expect(screen.getByRole('heading', { level: 1, name: "We couldn't find that move" })).toBeInTheDocument()
  })

  it('shows the error and tries again', async () => {
    server.use(publishedMovesFail())
    const { user } = renderPublic()
    expect(await screen.findByRole('alert')).toHaveTextContent('The server had a problem. Please try again.')
    server.resetHandlers(publishedMovesHandler([withMedia]))
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Bodyweight Squat' })).toBeInTheDocument()
  })
})

describe('PublicMovePage with the move asked for from the entry', () => {
  afterEach(() => void takePublishedMovesEarly(0))

  /** Answers the published moves with each of `answers` in turn (the last one again after that), counting requests. */
  function answerInTurn(first: () => Response, ...later: Array<() => Response>) {
    const answers = [first, ...later]
    let count = 0
    server.use(http.get('*/v3/api/custom/movetime/moves', () => (answers[Math.min(count++, answers.length - 1)] ?? first)()))
    return () => count
  }
  const published = () => HttpResponse.json({ error: false, list: [withMedia], total: 1 })

  it('draws from the early answer without asking again', async () => {
    const asked = answerInTurn(published)
    void fetchPublishedMovesEarly(catalogueMove.id, inPageFetchNow)
    renderPublic()
    expect(await screen.findByRole('heading', { level: 1, name: 'Bodyweight Squat' })).toBeInTheDocument()
    expect(asked()).toBe(1)
  })

  it('asks the usual way when the early request failed', async () => {
    const asked = answerInTurn(() => HttpResponse.error(), published)
    await fetchPublishedMovesEarly(catalogueMove.id, inPageFetchNow)
    renderPublic()
    expect(await screen.findByRole('heading', { level: 1, name: 'Bodyweight Squat' })).toBeInTheDocument()
    expect(asked()).toBe(2)
  })

  it('says it cannot find an unknown move, as without the early request', async () => {
    server.use(publishedMovesHandler([withMedia]))
    void fetchPublishedMovesEarly(999, inPageFetchNow)
    renderPublic('/move?id=999')
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't find that move" })).toBeInTheDocument()
  })

  it("shows the server's error, as without the early request", async () => {
    server.use(publishedMovesFail())
    void fetchPublishedMovesEarly(catalogueMove.id, inPageFetchNow)
    renderPublic()
    expect(await screen.findByRole('alert')).toHaveTextContent('The server had a problem. Please try again.')
  })

  it('does not draw an early answer for another move', async () => {
    const other = { ...withMedia, id: 2, title: 'Walking Lunge' }
    server.use(publishedMovesHandler([withMedia, other]))
    void fetchPublishedMovesEarly(other.id, inPageFetchNow)
    renderPublic()
    expect(await screen.findByRole('heading', { level: 1, name: 'Bodyweight Squat' })).toBeInTheDocument()
  })
})
