import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { getProfile } from '@/api/auth/authApi'
import { appStore } from '@/lib/auth/authState'
import { snackbarAtom } from '@/lib/snackbar/snackbarState'
import { LEAVE_TITLE } from '@/shared/form/UnsavedChangesGuard'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { recordApiRequests, setMockOffline } from '@tests/support/mockBackend'
import { signInAsMember } from '@tests/support/memberSession'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { EDIT_PROFILE_MESSAGES, EditProfilePage } from './EditProfilePage'
import { PROFILE_FORM_MESSAGES } from './ProfileEditForm'
import { PHONE_MESSAGES } from './usePhoneCheck'

function renderEdit(id: number | string) {
  return renderWithRouter(<EditProfilePage />, { path: '/user/edit-profile/:id', at: `/user/edit-profile/${id}` })
}

beforeEach(() => appStore.set(snackbarAtom, { ...appStore.get(snackbarAtom), globalMessage: '' }))
afterEach(() => setMockOffline(false))

describe('EditProfilePage', () => {
  it('saves the member’s names, phone (normalised) and photo, then returns to the profile', async () => {
    const userId = await signInAsMember()
    const { user } = renderEdit(userId)

    const first = await screen.findByLabelText('First name')
    expect(first).toHaveValue('Maya')
    expect(screen.getByLabelText('Last name')).toHaveValue('Thompson')
    expect(screen.getByLabelText('Phone')).toHaveValue('+1 415 555 0101')

    await user.clear(first)
    await user.type(first, 'Maia')
    await user.clear(screen.getByLabelText('Phone'))
    await user.type(screen.getByLabelText('Phone'), '+44 (0)20 7946-0958')
    await user.type(screen.getByLabelText('Photo address'), 'https://example.com/maia.jpg')
    await user.click(screen.getByRole('button', { name: 'Save profile' }))

    expect(await screen.findByTestId('landed-on')).toHaveTextContent('/user/profile')
    expect(appStore.get(snackbarAtom).globalMessage).toBe(PROFILE_FORM_MESSAGES.saved)
    expect((await getProfile()).model).toMatchObject({
      first_name: 'Maia',
      last_name: 'Thompson',
      phone: '+442079460958',
      photo: 'https://example.com/maia.jpg',
    })
  })

  it('checks the phone when the field is left, showing the normalised number and its country', async () => {
    const userId = await signInAsMember()
    const { user } = renderEdit(userId)
    const phone = await screen.findByLabelText('Phone')
    await user.clear(phone)
    await user.type(phone, '+1 (416) 555-0199')
    await user.tab()

    expect(await screen.findByText('+14165550199')).toBeInTheDocument()
    expect(screen.getByText(/We will save it as/)).toHaveTextContent('We will save it as +14165550199 (Canada).')

    await user.clear(phone)
    await user.type(phone, '555 0199')
    await user.tab()
    await waitFor(() => expect(phone).toHaveAccessibleDescription(expect.stringContaining(PHONE_MESSAGES.invalid)))
    expect(screen.queryByText(/We will save it as/)).not.toBeInTheDocument()
  })

  it('refuses a phone the lookup cannot read and a photo that is no web address, keeping what was typed', async () => {
    const userId = await signInAsMember()
    const { user } = renderEdit(userId)
    const phone = await screen.findByLabelText('Phone')
    await user.clear(phone)
    await user.type(phone, '0207 946 0958')
    await user.type(screen.getByLabelText('Photo address'), 'my-photo.jpg')
    await user.click(screen.getByRole('button', { name: 'Save profile' }))

    await waitFor(() => expect(phone).toHaveAccessibleDescription(expect.stringContaining(PHONE_MESSAGES.invalid)))
    expect(screen.getByLabelText('Photo address')).toHaveAccessibleDescription(expect.stringContaining(PROFILE_FORM_MESSAGES.photoInvalid))
    expect(phone).toHaveFocus()
    expect(phone).toHaveValue('0207 946 0958')
    expect(screen.getByLabelText('Photo address')).toHaveValue('my-photo.jpg')
    expect((await getProfile()).model.phone).toBe('+1 415 555 0101')
  })

  it('shows the server’s message at an emptied name and keeps the other fields', async () => {
    const userId = await signInAsMember()
    const { user } = renderEdit(userId)
    await user.clear(await screen.findByLabelText('Last name'))
    await user.click(screen.getByRole('button', { name: 'Save profile' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the highlighted fields.')
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Enter your last name.')
    expect(screen.getByLabelText('First name')).toHaveValue('Maya')
    expect((await getProfile()).model.last_name).toBe('Thompson')
  })

  it('refuses someone else’s id without asking the server for their data', async () => {
    const userId = await signInAsMember()
    const requests = recordApiRequests()
    renderEdit(3)

    expect(screen.getByText(EDIT_PROFILE_MESSAGES.notYours)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Edit your profile' })).toHaveAttribute('href', `/user/edit-profile/${userId}`)
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 50))
    requests.stop()
    expect(requests.urls).toEqual([])
  })

  it('treats an id that is not a number as someone else’s', async () => {
    await signInAsMember()
    renderEdit('me')
    expect(screen.getByText(EDIT_PROFILE_MESSAGES.notYours)).toBeInTheDocument()
  })

  it('keeps what was typed when saving fails offline, and saves once back online', async () => {
    const userId = await signInAsMember()
    const { user } = renderEdit(userId)
    const first = await screen.findByLabelText('First name')
    await user.clear(first)
    await user.type(first, 'Maia')

    await setMockOffline(true)
    await user.click(screen.getByRole('button', { name: 'Save profile' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('You appear to be offline')
    expect(first).toHaveValue('Maia')

    await setMockOffline(false)
    await user.click(screen.getByRole('button', { name: 'Save profile' }))
    expect(await screen.findByTestId('landed-on')).toHaveTextContent('/user/profile')
    expect((await getProfile()).model.first_name).toBe('Maia')
  })

  it('says the page needs a connection when it cannot load offline', async () => {
    const userId = await signInAsMember()
    await setMockOffline(true)
    renderEdit(userId)
    expect(await screen.findByText(/Editing your profile needs a connection/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })

  it('asks before leaving with unsaved changes, and lets Cancel through when nothing changed', async () => {
    const userId = await signInAsMember()
    const { user, history } = renderEdit(userId)
    await user.type(await screen.findByLabelText('First name'), 'h')
    await user.click(screen.getByRole('link', { name: 'Your profile' }))

    expect(await screen.findByRole('dialog', { name: LEAVE_TITLE })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }))
    expect(history.location.pathname).toBe(`/user/edit-profile/${userId}`)
    expect(screen.getByLabelText('First name')).toHaveValue('Mayah')

    await user.clear(screen.getByLabelText('First name'))
    await user.type(screen.getByLabelText('First name'), 'Maya')
    await user.click(screen.getByRole('link', { name: 'Cancel' }))
    expect(await screen.findByTestId('landed-on')).toHaveTextContent('/user/profile')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('has no serious accessibility violations once loaded', async () => {
    const userId = await signInAsMember()
    const { container } = renderEdit(userId)
    await screen.findByLabelText('First name')
    expect(await seriousAxeViolations(container)).toEqual([])
  })
})
