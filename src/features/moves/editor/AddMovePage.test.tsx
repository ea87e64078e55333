import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { server } from '@mocks/node'
import { getOne } from '@/api/records/recordsApi'
import { appStore } from '@/lib/auth/authState'
import { snackbarAtom } from '@/lib/snackbar/snackbarState'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { setMockOffline } from '@tests/support/mockBackend'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { AddMovePage } from './AddMovePage'
import { fillMoveDetails, holdUploads, imageFile, uploadMedia, videoFile, wallSit } from './moveFormTesting.testing'
import { signInAsMember } from '@tests/support/memberSession'
import { MAX_UPLOAD_BYTES } from '@/api/uploads/uploadTypes'
import { moveMessages } from './validateMove'

function renderAddMove() {
  return renderWithRouter(<AddMovePage />, { path: '/user/move/add', at: '/user/move/add' })
}

const submit = () => screen.getByRole('button', { name: 'Add move' })

// The store outlives a test; a message left by an earlier test must not pass this one.
beforeEach(() => appStore.set(snackbarAtom, { ...appStore.get(snackbarAtom), globalMessage: '' }))

describe('AddMovePage', () => {
  it('has one h1 and every field labelled', () => {
    renderAddMove()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    for (const label of ['Title', 'Description', 'Body area', 'Equipment', 'Duration', 'Video', 'Poster image']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument()
    }
    expect(screen.getByRole('group', { name: 'Difficulty' })).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Visibility' })).toBeInTheDocument()
    expect(screen.getByRole('option', { name: 'No equipment' })).toHaveValue('None')
    expect(screen.getByLabelText('Video')).toHaveAttribute('accept', 'video/mp4,video/webm')
    expect(screen.getByLabelText('Poster image')).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp')
    expect(screen.getByLabelText('Duration')).toHaveAccessibleDescription(expect.stringContaining('In seconds'))
  })

  it('uploads as soon as a file is chosen, shows progress, then adds the move and opens it', async () => {
    await signInAsMember()
    const held = holdUploads()
    server.use(...held.handlers)
    const { user } = renderAddMove()
    await fillMoveDetails(user)
    await user.upload(screen.getByLabelText('Video'), videoFile())

    const progress = await screen.findByRole('progressbar', { name: /Uploading wall-sit\.mp4/ })
    expect(progress).toHaveAttribute('max', '100')
    expect(screen.getByRole('button', { name: 'Cancel uploading wall-sit.mp4' })).toBeInTheDocument()
    expect(submit()).toBeDisabled()
    expect(submit()).toHaveAccessibleDescription(moveMessages.uploadsPending)

    held.release()
    const preview = await screen.findByLabelText('Preview of wall-sit.mp4')
    expect(preview.tagName).toBe('VIDEO')
    expect(preview.getAttribute('src')).toMatch(/\/mock-files\/\d+\//)
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    expect(submit()).toBeEnabled()

    await user.upload(screen.getByLabelText('Poster image'), imageFile())
    expect(await screen.findByRole('img', { name: 'Poster preview: wall-sit.png' })).toBeInTheDocument()

    await user.click(submit())
    const landed = await screen.findByTestId('landed-on')
    const id = Number(/^\/user\/view-moves\/(\d+)$/.exec(landed.textContent ?? '')?.[1])
    expect(id).toBeGreaterThan(0)
    expect(appStore.get(snackbarAtom).globalMessage).toBe('Move added')

    const saved = await getOne('move', id)
    expect(saved).toMatchObject({
      title: wallSit.title,
      description: wallSit.description,
      body_area: 'Lower body',
      equipment: 'Wall',
      difficulty: 'intermediate',
      duration_seconds: 60,
      status: 'published',
      user_id: 1,
    })
    expect(saved.video_url).toBe(preview.getAttribute('src'))
    expect(String(saved.poster_url)).toMatch(/\/mock-files\/\d+\//)
  })

  it('shows each problem at its field, focuses the first and keeps what was typed', async () => {
    const { user } = renderAddMove()
    await user.type(screen.getByLabelText('Description'), 'Hold it.')
    await user.type(screen.getByLabelText('Duration'), '4')
    await user.click(submit())

    expect(screen.getByLabelText('Title')).toHaveFocus()
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription(expect.stringContaining(moveMessages.titleRequired))
    expect(screen.getByLabelText('Body area')).toHaveAccessibleDescription(moveMessages.bodyAreaRequired)
    expect(screen.getByLabelText('Equipment')).toHaveAccessibleDescription(moveMessages.equipmentRequired)
    expect(screen.getByRole('radio', { name: 'Beginner' })).toHaveAccessibleDescription(moveMessages.difficultyRequired)
    expect(screen.getByLabelText('Duration')).toHaveAccessibleDescription(expect.stringContaining(moveMessages.durationRange))
    expect(screen.getByLabelText('Video')).toHaveAccessibleDescription(expect.stringContaining(moveMessages.videoRequired))
    expect(screen.getByLabelText('Poster image')).toHaveAccessibleDescription(expect.stringContaining(moveMessages.posterRequired))
    expect(screen.getByLabelText('Description')).not.toHaveAttribute('aria-invalid')
    expect(screen.getByLabelText('Description')).toHaveValue('Hold it.')
    expect(screen.getByLabelText('Duration')).toHaveValue(4)
    expect(screen.queryByTestId('landed-on')).not.toBeInTheDocument()

    await user.type(screen.getByLabelText('Title'), 'Wall sit')
    expect(screen.getByLabelText('Title')).not.toHaveAttribute('aria-invalid')
  })

  it('has no serious accessibility violations with every error showing', async () => {
    const { user, container } = renderAddMove()
    await user.click(submit())
    expect(await seriousAxeViolations(container)).toEqual([])
  })

  it('puts the server’s field messages at the fields and keeps everything', async () => {
    await signInAsMember()
    server.use(
      http.post('*/v4/api/records/move', () =>
        HttpResponse.json(
          { error: true, message: 'Please check the highlighted fields.', validation: { title: 'You already have a move with this title.' } },
          { status: 400 },
        ),
      ),
    )
    const { user } = renderAddMove()
    await fillMoveDetails(user)
    await uploadMedia(user)
    await user.click(submit())

    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the highlighted fields.')
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription(expect.stringContaining('You already have a move with this title.'))
    expect(screen.getByLabelText('Title')).toHaveValue(wallSit.title)
    expect(screen.getByLabelText('Preview of wall-sit.mp4')).toBeInTheDocument()
    expect(screen.queryByTestId('landed-on')).not.toBeInTheDocument()
  })

  it('says a save failed for lack of a connection and loses nothing', async () => {
    await signInAsMember()
    const { user } = renderAddMove()
    await fillMoveDetails(user)
    await uploadMedia(user)
    server.use(http.post('*/v4/api/records/move', () => HttpResponse.error()))
    await user.click(submit())

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('You appear to be offline')
    expect(alert).toHaveTextContent('Everything you entered is still here.')
    expect(screen.getByLabelText('Title')).toHaveValue(wallSit.title)
    expect(screen.getByLabelText('Description')).toHaveValue(wallSit.description)
    expect(screen.getByLabelText('Body area')).toHaveValue('Lower body')
    expect(screen.getByLabelText('Equipment')).toHaveValue('Wall')
    expect(screen.getByRole('radio', { name: 'Intermediate' })).toBeChecked()
    expect(screen.getByLabelText('Duration')).toHaveValue(60)
    expect(screen.getByRole('radio', { name: 'Published' })).toBeChecked()
    expect(screen.getByLabelText('Preview of wall-sit.mp4')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Poster preview: wall-sit.png' })).toBeInTheDocument()

    server.resetHandlers()
    await user.click(submit())
    expect(await screen.findByTestId('landed-on')).toHaveTextContent(/^\/user\/view-moves\/\d+$/)
  })
})

describe('AddMovePage unsaved changes', () => {
  it('asks before Cancel throws away what was typed, and lets an untouched form go', async () => {
    const { user } = renderAddMove()
    await user.type(screen.getByLabelText('Title'), 'Wall sit')
    await user.click(screen.getByRole('link', { name: 'Cancel' }))

    await screen.findByRole('dialog', { name: 'Leave without saving?' })
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }))
    expect(screen.getByLabelText('Title')).toHaveValue('Wall sit')
    expect(screen.queryByTestId('landed-on')).not.toBeInTheDocument()

    await user.clear(screen.getByLabelText('Title'))
    await user.click(screen.getByRole('link', { name: 'Cancel' }))
    expect(await screen.findByTestId('landed-on')).toHaveTextContent('/user/my-moves')
  })
})

describe('MoveForm uploads', () => {
  it('cancels an upload and lets the member save again', async () => {
    await signInAsMember()
    const held = holdUploads()
    server.use(...held.handlers)
    const { user } = renderAddMove()
    await user.upload(screen.getByLabelText('Video'), videoFile())
    await user.click(await screen.findByRole('button', { name: 'Cancel uploading wall-sit.mp4' }))

    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    expect(submit()).toBeEnabled()
    held.release()
    // The cancelled upload must not come back as the move's video.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByLabelText('Preview of wall-sit.mp4')).not.toBeInTheDocument()
  })

  it('refuses a file of the wrong type or over 25 MB without uploading it', async () => {
    await signInAsMember()
    const upload = vi.fn()
    server.use(http.post('*/v2/api/lambda/*', () => upload()))
    renderAddMove()
    // fireEvent, because user-event drops files the accept attribute would filter out.
    fireEvent.change(screen.getByLabelText('Video'), { target: { files: [new File(['x'], 'clip.mov', { type: 'video/quicktime' })] } })
    expect(screen.getByLabelText('Video')).toHaveAccessibleDescription(expect.stringContaining(moveMessages.videoType))

    const big = videoFile('long.mp4')
    Object.defineProperty(big, 'size', { value: MAX_UPLOAD_BYTES + 1 })
    fireEvent.change(screen.getByLabelText('Video'), { target: { files: [big] } })
    expect(screen.getByLabelText('Video')).toHaveAccessibleDescription(expect.stringContaining(moveMessages.fileTooLarge))

    fireEvent.change(screen.getByLabelText('Poster image'), { target: { files: [videoFile()] } })
    expect(screen.getByLabelText('Poster image')).toHaveAccessibleDescription(expect.stringContaining(moveMessages.posterType))
    expect(upload).not.toHaveBeenCalled()
  })

  it('says uploading needs a connection when offline, and resumes when it is back', async () => {
    await signInAsMember()
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const { user } = renderAddMove()
    await user.upload(screen.getByLabelText('Video'), videoFile())
    expect(screen.getByLabelText('Video')).toHaveAccessibleDescription(expect.stringContaining(moveMessages.uploadOffline))

    online.mockReturnValue(true)
    window.dispatchEvent(new Event('online'))
    expect(await screen.findByLabelText('Preview of wall-sit.mp4')).toBeInTheDocument()
    expect(screen.getByLabelText('Video')).not.toHaveAttribute('aria-invalid')
  })

  it('says uploading needs a connection when the network drops mid-way, and can try again', async () => {
    await signInAsMember()
    const { user } = renderAddMove()
    await setMockOffline(true)
    try {
      await user.upload(screen.getByLabelText('Video'), videoFile())
      expect(await screen.findByText(moveMessages.uploadOffline)).toBeInTheDocument()
      await setMockOffline(false)
      await user.click(screen.getByRole('button', { name: 'Try again to upload wall-sit.mp4' }))
      expect(await screen.findByLabelText('Preview of wall-sit.mp4')).toBeInTheDocument()
    } finally {
      await setMockOffline(false)
    }
  })
})
