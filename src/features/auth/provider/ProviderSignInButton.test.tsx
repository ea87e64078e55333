import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { magicLinkLogin } from '@/api/auth/authApi'
import { setMockOffline } from '@tests/support/mockBackend'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { RegisterPage } from '../RegisterPage'
import { SignInPage } from '../SignInPage'
import { leavePageFor } from './leavePage'

// jsdom cannot leave the page; the test reads where the button sent the browser instead.
vi.mock('./leavePage', () => ({ leavePageFor: vi.fn() }))

const left = vi.mocked(leavePageFor)

beforeEach(() => {
  left.mockReset()
})

describe('Continue with Google', () => {
  it('sends the browser to the URL the API gives, which signs in the demo Google member', async () => {
    const { user } = renderWithRouter(<SignInPage role="user" />, { path: '/user/login', at: '/user/login' })
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }))

    await vi.waitFor(() => expect(left).toHaveBeenCalledTimes(1))
    const url = new URL(left.mock.calls[0]?.[0] ?? '')
    expect(`${url.origin}${url.pathname}`).toBe(`${window.location.origin}/magic-login/verify`)
    expect(url.searchParams.get('provider')).toBe('google')
    // The token in it is a real one-time sign-in for the member.
    await expect(magicLinkLogin({ token: url.searchParams.get('token') ?? '' })).resolves.toMatchObject({ user_id: 1 })
    // Busy while the page is replaced, so a second click does not start a second sign-in.
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled()
  })

  it('is on the member sign-up page too, and not on the admin sign-in', () => {
    renderWithRouter(<RegisterPage />, { path: '/user/register', at: '/user/register' })
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument()
  })

  it('is not offered to admins', () => {
    renderWithRouter(<SignInPage role="admin" />, { path: '/admin/login', at: '/admin/login' })
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument()
  })

  it('says why it cannot start when offline, and stays on the page', async () => {
    const { user } = renderWithRouter(<SignInPage role="user" />, { path: '/user/login', at: '/user/login' })
    await setMockOffline(true)
    try {
      await user.click(screen.getByRole('button', { name: 'Continue with Google' }))
      expect(await screen.findByRole('alert')).toHaveTextContent('You appear to be offline.')
      expect(left).not.toHaveBeenCalled()
      expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled()
    } finally {
      await setMockOffline(false)
    }
  })
})
