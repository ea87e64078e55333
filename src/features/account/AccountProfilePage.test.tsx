import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { getProfile, login } from '@/api/auth/authApi'
import type { Role } from '@/lib/auth/role'
import { dispatchAuth } from '@/lib/auth/authState'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { setMockOffline } from '@tests/support/mockBackend'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { AccountProfilePage } from './AccountProfilePage'

async function signInAs(email: string, password: string, role: Role) {
  const response = await login({ email, password, role })
  dispatchAuth({ type: 'LOGIN', user: response.user_id, token: response.token, role: response.role })
}

const renderProfile = () => renderWithRouter(<AccountProfilePage />, { path: '/admin/profile', at: '/admin/profile' })

afterEach(() => setMockOffline(false))

describe('AccountProfilePage (admins and the public area)', () => {
  it('shows the admin’s details, email, password and two-factor, and saves the details in place', async () => {
    await signInAs('admin@movetime.app', 'Admin123!', 'admin')
    const { user, container } = renderProfile()

    const first = await screen.findByLabelText('First name')
    expect(first).toHaveValue('Alex')
    expect(screen.getByText('admin@movetime.app')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Password' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Two-factor authentication' })).toBeInTheDocument()
    // No member profile to go back to: the form has no Cancel link and stays on this page.
    expect(screen.queryByRole('link', { name: 'Cancel' })).not.toBeInTheDocument()
    expect(await seriousAxeViolations(container)).toEqual([])

    await user.clear(screen.getByLabelText('Last name'))
    await user.type(screen.getByLabelText('Last name'), 'Morgan-Reyes')
    await user.click(screen.getByRole('button', { name: 'Save profile' }))
    await waitFor(async () => expect((await getProfile()).model.last_name).toBe('Morgan-Reyes'))
    // Still here, with what was saved.
    expect(screen.getByLabelText('Last name')).toHaveValue('Morgan-Reyes')
    expect(screen.queryByTestId('landed-on')).not.toBeInTheDocument()
  })

  it('serves a public-area account the same way', async () => {
    await signInAs('public@movetime.app', 'Public123!', 'public')
    renderProfile()
    expect(await screen.findByLabelText('First name')).toHaveValue('Riley')
    const email = screen.getByRole('region', { name: 'Email' })
    expect(within(email).getByText('public@movetime.app')).toBeInTheDocument()
  })

  it('says the profile needs a connection when the API cannot be reached, and tries again', async () => {
    await signInAs('admin@movetime.app', 'Admin123!', 'admin')
    await setMockOffline(true)
    const { user } = renderProfile()
    expect(await screen.findByText(/Your profile needs a connection/)).toBeInTheDocument()
    await setMockOffline(false)
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByLabelText('First name')).toHaveValue('Alex')
  })
})
