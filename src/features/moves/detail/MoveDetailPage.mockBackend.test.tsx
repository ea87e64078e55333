import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { SEED_MOVE_IDS } from '@mocks/db/seedMoves'
import { ApiError } from '@/api/apiError'
import { getMoveDetail, getMoveHistory } from '@/api/moves/movesApi'
import { signInAsMember } from '@tests/support/memberSession'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { playThrough, setDuration, stubMediaPlayback } from '../player/mediaStub.testing'
import { MoveDetailPage } from './MoveDetailPage'

// The same page against the mock backend's seeded data, end to end through the API client.

const renderMove = (id: number) => renderWithRouter(<MoveDetailPage />, { path: '/user/view-moves/:id', at: `/user/view-moves/${id}`, strict: true })

describe('MoveDetailPage on the mock backend', () => {
  it('shows a catalogue move with its media', async () => {
    await signInAsMember()
    const { container } = renderMove(SEED_MOVE_IDS.bodyweightSquat)
    expect(await screen.findByRole('heading', { level: 1, name: 'Bodyweight Squat' })).toBeInTheDocument()
    expect(screen.getByText('By MoveTime')).toBeInTheDocument()
    await waitFor(() => expect(container.querySelector('source[type="video/mp4"]')?.getAttribute('src')).toMatch(/\.mp4$/))
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument()
  })

  it('hides another member’s private move behind the same not-found', async () => {
    await signInAsMember('second@movetime.app')
    renderMove(SEED_MOVE_IDS.wallSitHold)
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't find that move" })).toBeInTheDocument()
  })

  it('shows a move another member published under their name, without edit or delete', async () => {
    await signInAsMember()
    renderMove(SEED_MOVE_IDS.pushUpToSidePlank)
    expect(await screen.findByRole('heading', { level: 1, name: 'Push-Up to Side Plank' })).toBeInTheDocument()
    expect(screen.getByText(/^By (?!MoveTime$)/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument()
  })

  it('deletes the member’s own move', async () => {
    await signInAsMember()
    const { user } = renderMove(SEED_MOVE_IDS.wallSitHold)
    expect(await screen.findByText('By Maya Thompson')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete move' }))
    expect(await screen.findByTestId('landed-on')).toHaveTextContent('/user/my-moves')
    await expect(getMoveDetail(SEED_MOVE_IDS.wallSitHold)).rejects.toSatisfy((error) => error instanceof ApiError && error.status === 404)
  })

  it('records watching in the member’s history', async () => {
    stubMediaPlayback()
    await signInAsMember()
    const { user, container } = renderMove(SEED_MOVE_IDS.pushUp)
    await screen.findByRole('heading', { level: 1, name: 'Push-Up' })
    const video = container.querySelector('video') as HTMLVideoElement
    setDuration(video, 40)
    await user.click(screen.getByRole('button', { name: 'Play' }))
    playThrough(video, 6)
    await user.click(screen.getByRole('button', { name: 'Pause' }))
    await waitFor(async () => {
      const { list } = await getMoveHistory({ limit: 1 })
      expect(list[0]).toMatchObject({ move_id: SEED_MOVE_IDS.pushUp, seconds_watched: 6, completed: false })
    })
  })
})
