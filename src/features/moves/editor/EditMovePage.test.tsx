import { beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { server } from '@mocks/node'
import { getMoveDetail } from '@/api/moves/movesApi'
import { appStore } from '@/lib/auth/authState'
import { snackbarAtom } from '@/lib/snackbar/snackbarState'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { EditMovePage, editMessages } from './EditMovePage'
import { signInAsMember } from '@tests/support/memberSession'

/** Seeded moves: 8 is the member's own (private) move; 131 was published by another member. */
const OWN_MOVE = 8
const SOMEONE_ELSES_MOVE = 131

function renderEdit(id: number | string) {
  return renderWithRouter(<EditMovePage />, { path: '/user/move/edit/:id', at: `/user/move/edit/${id}` })
}

beforeEach(() => appStore.set(snackbarAtom, { ...appStore.get(snackbarAtom), globalMessage: '' }))

describe('EditMovePage', () => {
  it('opens the member’s move pre-filled, with its video and poster, and saves without a new upload', async () => {
    await signInAsMember()
    const before = await getMoveDetail(OWN_MOVE)
    const { user } = renderEdit(OWN_MOVE)

    const title = await screen.findByLabelText('Title')
    expect(title).toHaveValue(before.title)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(before.title)
    expect(screen.getByLabelText('Description')).toHaveValue(before.description)
    expect(screen.getByLabelText('Body area')).toHaveValue(before.body_area)
    expect(screen.getByLabelText('Equipment')).toHaveValue(before.equipment)
    expect(screen.getByLabelText('Duration')).toHaveValue(before.duration_seconds)
    expect(screen.getByRole('radio', { name: 'Private' })).toBeChecked()
    const video = document.querySelector('video')
    expect(video).toHaveAttribute('src', before.video_url)
    expect(screen.getByRole('img', { name: /^Poster preview:/ })).toHaveAttribute('src', before.poster_url)

    await user.clear(title)
    await user.type(title, 'Wall Sit, Long Hold')
    await user.clear(screen.getByLabelText('Duration'))
    await user.type(screen.getByLabelText('Duration'), '90')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))

    expect(await screen.findByTestId('landed-on')).toHaveTextContent(`/user/view-moves/${OWN_MOVE}`)
    expect(appStore.get(snackbarAtom).globalMessage).toBe('Changes saved')
    const after = await getMoveDetail(OWN_MOVE)
    expect(after).toMatchObject({ title: 'Wall Sit, Long Hold', duration_seconds: 90, video_url: before.video_url, poster_url: before.poster_url })
  })

  it('has no serious accessibility violations once loaded', async () => {
    await signInAsMember()
    const { container } = renderEdit(OWN_MOVE)
    await screen.findByLabelText('Title')
    expect(await seriousAxeViolations(container)).toEqual([])
  })

  it('says a move someone else added cannot be edited, and links to it', async () => {
    await signInAsMember()
    renderEdit(SOMEONE_ELSES_MOVE)
    expect(await screen.findByText(editMessages.notYours)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /^View/ })).toHaveAttribute('href', `/user/view-moves/${SOMEONE_ELSES_MOVE}`)
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument()
  })

  it('treats a refusal from the server as not yours too', async () => {
    await signInAsMember()
    server.use(
      http.get('*/v3/api/custom/movetime/move-detail', () =>
        HttpResponse.json({ error: true, message: 'You do not have permission to do that.' }, { status: 403 }),
      ),
    )
    renderEdit(OWN_MOVE)
    expect(await screen.findByText(editMessages.notYours)).toBeInTheDocument()
  })

  it('says so when the move does not exist', async () => {
    await signInAsMember()
    renderEdit(99999)
    expect(await screen.findByText(editMessages.notFound)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to my moves' })).toHaveAttribute('href', '/user/my-moves')
  })

  it('does not ask the server about an id that is not a number', () => {
    renderEdit('squat')
    expect(screen.getByText(editMessages.notFound)).toBeInTheDocument()
  })

  it('offers to try again when the move cannot load', async () => {
    await signInAsMember()
    server.use(http.get('*/v3/api/custom/movetime/move-detail', () => HttpResponse.error()))
    const { user } = renderEdit(OWN_MOVE)
    expect(await screen.findByRole('alert')).toHaveTextContent('You appear to be offline')

    server.resetHandlers()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Wall Sit Hold'))
  })
})
