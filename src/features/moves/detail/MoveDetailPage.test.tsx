import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { server } from '@mocks/node'
import { appStore } from '@/lib/auth/authState'
import { snackbarAtom } from '@/lib/snackbar/snackbarState'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { signInAsMember } from '@tests/support/memberSession'
import { playThrough, setDuration, stubMediaPlayback } from '../player/mediaStub.testing'
import { MoveDetailPage } from './MoveDetailPage'
import {
  catalogueMove,
  deleteRecorder,
  historyRecorder,
  moveDetailFails,
  moveDetailHandlers,
  ownMove,
} from './moveFixtures.testing'

function renderDetail(at = `/user/view-moves/${catalogueMove.id}`) {
  const path = at.startsWith('/user/move-details') ? '/user/move-details' : '/user/view-moves/:id'
  return renderWithRouter(<MoveDetailPage />, { path, at })
}

const snackbarText = () => appStore.get(snackbarAtom).globalMessage

// The store outlives a test; a message left by an earlier test must not pass this one.
beforeEach(async () => {
  appStore.set(snackbarAtom, { ...appStore.get(snackbarAtom), globalMessage: '' })
  // Favourites and history go through the member's outbox on this device, so a member is signed in.
  await signInAsMember()
  server.use(...moveDetailHandlers([catalogueMove, ownMove]))
})

describe('MoveDetailPage', () => {
  it('shows a catalogue move with its details, player and heart', async () => {
    const { container } = renderDetail()
    expect(await screen.findByRole('heading', { level: 1, name: 'Bodyweight Squat' })).toBeInTheDocument()
    expect(screen.getByText('By MoveTime')).toBeInTheDocument()
    expect(screen.getByText('No equipment')).toBeInTheDocument()
    expect(screen.getByText('Lower body')).toBeInTheDocument()
    expect(screen.getByText('Beginner')).toBeInTheDocument()
    expect(screen.getByText('45 seconds')).toBeInTheDocument()
    expect(screen.getByText(catalogueMove.description)).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Video: Bodyweight Squat' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add to favourites' })).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument()
    // Not the member's own: nothing to edit or delete.
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument()
    expect(await seriousAxeViolations(container)).toEqual([])
  })

  it('reads the id from ?id= too', async () => {
    renderDetail(`/user/move-details?id=${ownMove.id}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Wall Sit Hold' })).toBeInTheDocument()
    expect(screen.getByText('By Maya Thompson')).toBeInTheDocument()
  })

  it('toggles the favourite, starting from what the detail says', async () => {
    const { user } = renderDetail(`/user/view-moves/${ownMove.id}`)
    const heart = await screen.findByRole('button', { name: 'In favourites' })
    expect(heart).toHaveAttribute('aria-pressed', 'true')
    await user.click(heart)
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'))
    expect(heart).toHaveAccessibleName('Add to favourites')
  })

  it('says when the move does not exist, with a way to the library', async () => {
    renderDetail('/user/view-moves/999')
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't find that move" })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse the library' })).toHaveAttribute('href', '/user/library')
  })

  it('treats an id that is not a number as not found, without asking the server', async () => {
    renderDetail('/user/move-details?id=squat')
    expect(screen.getByRole('heading', { level: 1, name: "We couldn't find that move" })).toBeInTheDocument()
  })

  it('shows the error and tries again', async () => {
    server.use(moveDetailFails())
    const { user } = renderDetail()
    expect(await screen.findByRole('alert')).toHaveTextContent('The server had a problem. Please try again.')
    expect(screen.queryByRole('group', { name: /^Video/ })).not.toBeInTheDocument()

    server.resetHandlers()
    server.use(...moveDetailHandlers([catalogueMove]))
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Bodyweight Squat' })).toBeInTheDocument()
  })

  it('offers edit and delete for the member’s own move, and no share while it is private', async () => {
    renderDetail(`/user/view-moves/${ownMove.id}`)
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/user/move/edit/${ownMove.id}`)
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument()
    expect(screen.getByText('Private: only you can see this move')).toBeInTheDocument()
  })

  it('deletes the member’s own move after confirming, then goes to their moves', async () => {
    const deletes = deleteRecorder()
    server.use(deletes.handler)
    const { user } = renderDetail(`/user/view-moves/${ownMove.id}`)
    await user.click(await screen.findByRole('button', { name: 'Delete' }))

    const dialog = await screen.findByRole('dialog', { name: 'Delete this move?' })
    // Cancelling deletes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(deletes.deleted).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Delete' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete move' }))
    expect(await screen.findByTestId('landed-on')).toHaveTextContent(/^\/user\/my-moves$/)
    expect(deletes.deleted).toEqual([ownMove.id])
    expect(snackbarText()).toBe('“Wall Sit Hold” deleted')
  })

  it('records what the member watched', async () => {
    stubMediaPlayback()
    const history = historyRecorder()
    server.use(history.handler)
    const { user, container } = renderDetail()
    await screen.findByRole('heading', { level: 1, name: 'Bodyweight Squat' })
    const video = container.querySelector('video') as HTMLVideoElement
    setDuration(video, 45)

    await user.click(screen.getByRole('button', { name: 'Play' }))
    playThrough(video, 3)
    await user.click(screen.getByRole('button', { name: 'Pause' }))
    await waitFor(() => expect(history.sent).toEqual([expect.objectContaining({ move_id: catalogueMove.id, seconds_watched: 3, completed: false })]))
    // Sent with the device's id for this viewing, so a replay is not counted twice.
    expect(history.sent[0]?.client_ref).toEqual(expect.any(String))
  })

  it('keeps playing quietly when history cannot be saved (it waits on the device to be sent again)', async () => {
    const media = stubMediaPlayback()
    const history = historyRecorder({ fail: true })
    server.use(history.handler)
    const { user, container } = renderDetail()
    await screen.findByRole('heading', { level: 1, name: 'Bodyweight Squat' })
    const video = container.querySelector('video') as HTMLVideoElement
    setDuration(video, 45)

    await user.click(screen.getByRole('button', { name: 'Play' }))
    playThrough(video, 3)
    await user.click(screen.getByRole('button', { name: 'Pause' }))
    await waitFor(() => expect(history.sent).toHaveLength(1))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(snackbarText()).toBe('')

    await user.click(screen.getByRole('button', { name: 'Play' }))
    expect(media.play).toHaveBeenCalledTimes(2)
  })

  it('shares the public link by copying it where there is no share sheet', async () => {
    const { user } = renderDetail()
    // user-event installs a clipboard stub on navigator when it sets up.
    await user.click(await screen.findByRole('button', { name: 'Share' }))
    await waitFor(() => expect(snackbarText()).toBe('Link copied. Anyone with it can watch this move.'))
    await expect(navigator.clipboard.readText()).resolves.toBe(`${window.location.origin}/move?id=${catalogueMove.id}`)
  })

  it('uses the share sheet where there is one', async () => {
    const share = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'share', { value: share, configurable: true })
    try {
      const { user } = renderDetail()
      await user.click(await screen.findByRole('button', { name: 'Share' }))
      expect(share).toHaveBeenCalledWith({ title: 'Bodyweight Squat', url: `${window.location.origin}/move?id=${catalogueMove.id}` })
      expect(snackbarText()).toBe('')
    } finally {
      Reflect.deleteProperty(navigator, 'share')
    }
  })
})
