import { beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { delay, http } from 'msw'
import { server } from '@mocks/node'
import { list } from '@/api/records/recordsApi'
import { renderAdmin, signInAsAdmin } from '../testing/renderAdmin.testing'

/** The upload field and the date-time field, through the generic create form against the mock backend. */

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0])
const photoFile = (name = 'plank-side.png') => new File([PNG], name, { type: 'image/png' })

describe('the upload field (photos)', () => {
  beforeEach(signInAsAdmin)

  it('uploads the chosen file, puts its link in the form, and the photo saves and is listed', async () => {
    const { user, history } = renderAdmin('/admin/add-photo')
    const chooser = await screen.findByLabelText('Choose an image file for photo', {}, { timeout: 8000 })
    await user.upload(chooser, photoFile())
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Photo link' }) as HTMLInputElement).value).toMatch(/^(https?:\/\/[^/]+)?\/mock-files\//))
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Photo uploaded: plank-side.png.')

    await user.type(screen.getByRole('textbox', { name: 'Title (required)' }), 'Plank from the side')
    await user.type(screen.getByRole('textbox', { name: /^Description \(alt text\)/ }), 'An athlete holding a forearm plank')
    await user.click(screen.getByRole('button', { name: 'Add photo' }))
    await waitFor(() => expect(history.location.pathname).toBe('/admin/photo'))
    const table = await screen.findByRole('table', { name: /^Photos/ }, { timeout: 8000 })
    expect(await within(table).findByText('Plank from the side')).toBeInTheDocument()
  })

  it('shows the upload’s progress, and Cancel stops it and keeps the previous link', async () => {
    server.use(http.post('*/v2/api/lambda/upload', () => delay('infinite')))
    const { user } = renderAdmin('/admin/add-photo')
    const chooser = await screen.findByLabelText('Choose an image file for photo', {}, { timeout: 8000 })
    const link = screen.getByRole('textbox', { name: 'Photo link' })
    await user.type(link, '/media/posters/old.jpg')
    await user.upload(chooser, photoFile('slow.png'))
    const progress = await screen.findByRole('progressbar', { name: /^Uploading slow\.png… \d+%$/ })
    expect(progress).toHaveAttribute('max', '100')
    await user.click(screen.getByRole('button', { name: 'Cancel uploading slow.png' }))
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    expect(link).toHaveValue('/media/posters/old.jpg')
    expect(screen.getByText('Upload cancelled; the previous file is kept.')).toBeInTheDocument()
  })

  it('refuses a file of the wrong kind before sending it, next to the field', async () => {
    renderAdmin('/admin/add-photo')
    const chooser = await screen.findByLabelText('Choose an image file for photo', {}, { timeout: 8000 })
    // user.upload would drop a file the input does not accept; a drag-and-drop or a picker need not.
    fireEvent.change(chooser, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } })
    expect(await screen.findByLabelText('Choose an image file for photo')).toHaveAccessibleDescription(/Choose an image file: JPEG, PNG, WebP\./)
  })
})

describe('the schedule form', () => {
  beforeEach(signInAsAdmin)

  it('says the end must be after the start, sends nothing, then saves once fixed', async () => {
    const before = (await list('schedule')).length
    const { user, history } = renderAdmin('/admin/add-schedule')
    await user.type(await screen.findByRole('textbox', { name: /^Member \(account id\)/ }, { timeout: 8000 }), '3')
    const coach = screen.getByRole('combobox', { name: /^Coach/ })
    await within(coach).findByRole('option', { name: 'Marcus Rivera (America/New_York)' })
    await user.selectOptions(coach, 'Marcus Rivera (America/New_York)')
    const start = screen.getByLabelText(/^Starts/)
    const end = screen.getByLabelText(/^Ends/)
    await user.type(start, '2025-04-02T10:00')
    await user.type(end, '2025-04-02T09:30')
    await user.type(screen.getByRole('textbox', { name: /^Details/ }), 'Mobility check')
    await user.click(screen.getByRole('button', { name: 'Add schedule' }))
    await waitFor(() => expect(end).toHaveAccessibleDescription('The end must be after the start.'))
    expect(end).toHaveValue('2025-04-02T09:30')
    expect(await list('schedule')).toHaveLength(before)

    await user.clear(end)
    await user.type(end, '2025-04-02T11:00')
    await user.click(screen.getByRole('button', { name: 'Add schedule' }))
    await waitFor(() => expect(history.location.pathname).toBe('/admin/schedule'))
    const saved = (await list<{ id: number; meeting_details: string; meeting_start: string; meeting_end: string; coach_id: number; status: string }>('schedule')).find((row) => row.meeting_details === 'Mobility check')
    expect(saved).toMatchObject({ coach_id: 2, status: 'booked' })
    expect(Date.parse(saved!.meeting_end) - Date.parse(saved!.meeting_start)).toBe(60 * 60 * 1000)
  })
})
