import { beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { getProfile, login } from '@/api/auth/authApi'
import { appStore, authAtom } from '@/lib/auth/authState'
import { snackbarAtom } from '@/lib/snackbar/snackbarState'
import { ProfilePage } from './ProfilePage'
import { setMockOffline } from '@tests/support/mockBackend'
import { signInAsMember } from '@tests/support/memberSession'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { messages } from './validation'

function renderProfile() {
  return renderWithRouter(<ProfilePage role="user" />, { path: '/user/profile', at: '/user/profile' })
}

// The store outlives a test; a message left by an earlier test must not pass this one.
beforeEach(() => appStore.set(snackbarAtom, { ...appStore.get(snackbarAtom), globalMessage: '' }))

describe('ProfilePage', () => {
  it('loads the profile into the forms', async () => {
    await signInAsMember()
    renderProfile()
    expect(screen.getByRole('heading', { level: 1, name: 'Your profile' })).toBeInTheDocument()
    expect(await screen.findByLabelText('First name')).toHaveValue('Maya')
    expect(screen.getByLabelText('Last name')).toHaveValue('Thompson')
    expect(screen.getByText('member@movetime.app')).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
  })

  it('saves the details and says so', async () => {
    await signInAsMember()
    const { user } = renderProfile()
    const first = await screen.findByLabelText('First name')
    await user.clear(first)
    await user.type(first, 'Maia')
    await user.clear(screen.getByLabelText('Phone'))
    await user.type(screen.getByLabelText('Phone'), '+44 20 7946 0958')
    await user.click(screen.getByRole('button', { name: 'Save details' }))

    await waitFor(() => expect(appStore.get(snackbarAtom).globalMessage).toBe('Profile saved'))
    const saved = await getProfile()
    expect(saved.model).toMatchObject({ first_name: 'Maia', phone: '+44 20 7946 0958' })
    expect(first).toHaveValue('Maia')
  })

  it('keeps the details typed when a field is invalid', async () => {
    await signInAsMember()
    const { user } = renderProfile()
    const first = await screen.findByLabelText('First name')
    await user.clear(first)
    await user.clear(screen.getByLabelText('Phone'))
    await user.type(screen.getByLabelText('Phone'), 'call me')
    await user.click(screen.getByRole('button', { name: 'Save details' }))

    expect(first).toHaveAccessibleDescription(messages.firstNameRequired)
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(expect.stringContaining(messages.phoneInvalid))
    expect(screen.getByLabelText('Phone')).toHaveValue('call me')
  })

  it('changes the email and shows the new one', async () => {
    await signInAsMember()
    const { user } = renderProfile()
    await user.type(await screen.findByLabelText('New email'), 'maya.t@example.com')
    await user.click(screen.getByRole('button', { name: 'Change email' }))

    expect(await screen.findByText('maya.t@example.com')).toBeInTheDocument()
    expect(screen.getByLabelText('New email')).toHaveValue('')
    expect((await getProfile()).model.email).toBe('maya.t@example.com')
  })

  it('shows the server message at the email form when the address is taken, keeping it', async () => {
    await signInAsMember()
    const { user } = renderProfile()
    await user.type(await screen.findByLabelText('New email'), 'admin@movetime.app')
    await user.click(screen.getByRole('button', { name: 'Change email' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.')
    expect(screen.getByLabelText('New email')).toHaveAccessibleDescription('An account with this email already exists.')
    expect(screen.getByLabelText('New email')).toHaveValue('admin@movetime.app')
    expect((await getProfile()).model.email).toBe('member@movetime.app')
  })

  it('changes the password, clearing the fields only on success', async () => {
    await signInAsMember()
    const { user } = renderProfile()
    const password = await screen.findByLabelText('New password')
    const confirm = screen.getByLabelText('Confirm new password')
    await user.type(password, 'Stronger123')
    await user.type(confirm, 'Stronger124')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(confirm).toHaveAccessibleDescription(messages.passwordsDiffer)
    expect(password).toHaveValue('Stronger123')

    await user.clear(confirm)
    await user.type(confirm, 'Stronger123')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    await waitFor(() => expect(password).toHaveValue(''))
    expect(confirm).toHaveValue('')

    await expect(login({ email: 'member@movetime.app', password: 'Stronger123', role: 'user' })).resolves.toMatchObject({ user_id: 1 })
  })

  it('offers to try again when the profile cannot load', async () => {
    await signInAsMember()
    await setMockOffline(true)
    try {
      const { user } = renderProfile()
      expect(await screen.findByRole('alert')).toBeInTheDocument()
      expect(screen.queryByLabelText('First name')).not.toBeInTheDocument()

      await setMockOffline(false)
      await user.click(screen.getByRole('button', { name: 'Try again' }))
      expect(await screen.findByLabelText('First name')).toHaveValue('Maya')
    } finally {
      await setMockOffline(false)
    }
  })

  it('signs out and goes to the role’s login', async () => {
    await signInAsMember()
    const { user } = renderProfile()
    await user.click(screen.getByRole('button', { name: 'Sign out' }))
    expect(await screen.findByTestId('landed-on')).toHaveTextContent(/^\/user\/login$/)
    expect(appStore.get(authAtom).isAuthenticated).toBe(false)
    expect(localStorage.getItem('token')).toBeNull()
  })
})
