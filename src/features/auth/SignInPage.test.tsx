import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { appStore, authAtom } from '@/lib/auth/authState'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { recordApiRequests } from '@tests/support/mockBackend'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { SignInPage } from './SignInPage'
import { messages } from './validation'
import type { Role } from '@/lib/auth/role'

function renderSignIn(role: Role, query = '') {
  return renderWithRouter(<SignInPage role={role} />, { path: `/${role}/login`, at: `/${role}/login${query}` })
}

async function signIn(user: ReturnType<typeof renderSignIn>['user'], email: string, password: string) {
  await user.type(screen.getByLabelText('Email'), email)
  await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
}

describe('SignInPage', () => {
  it('has one heading per role and the role’s links', () => {
    renderSignIn('admin')
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('heading', { level: 1, name: 'Admin sign in' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/admin/forgot')
    expect(screen.getByRole('link', { name: 'Have an invitation? Create an admin account' })).toHaveAttribute('href', '/admin/sign-up')
  })

  it('has no serious accessibility violations, also while showing errors', async () => {
    const { user, container } = renderSignIn('public')
    expect(await seriousAxeViolations(container)).toEqual([])
    await signIn(user, 'public@movetime.app', 'Wrong-pass1')
    await screen.findByRole('alert')
    await user.clear(screen.getByLabelText('Email'))
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await seriousAxeViolations(container)).toEqual([])
  })

  it('signs a member in and returns to redirect_uri, replacing the login entry', async () => {
    const { user, history } = renderSignIn('user', `?redirect_uri=${encodeURIComponent('/user/library?q=squat#x')}`)
    await signIn(user, 'member@movetime.app', 'Member123!')

    expect(await screen.findByTestId('landed-on')).toHaveTextContent('/user/library?q=squat#x')
    expect(history.action).toBe('REPLACE')
    const auth = appStore.get(authAtom)
    expect(auth).toMatchObject({ isAuthenticated: true, role: 'user', user: 1 })
    expect(localStorage.getItem('token')).toBe(auth.token)
  })

  it.each(['https://evil.com/user/library', '//evil.com', '/\\evil.com'])('ignores the outside redirect_uri %s', async (outside) => {
    const { user } = renderSignIn('user', `?redirect_uri=${encodeURIComponent(outside)}`)
    await signIn(user, 'member@movetime.app', 'Member123!')
    expect(await screen.findByTestId('landed-on')).toHaveTextContent(/^\/user\/dashboard$/)
  })

  it('sends an admin to the admin dashboard without a redirect_uri', async () => {
    const { user } = renderSignIn('admin')
    await signIn(user, 'admin@movetime.app', 'Admin123!')
    expect(await screen.findByTestId('landed-on')).toHaveTextContent(/^\/admin\/dashboard$/)
    expect(appStore.get(authAtom).role).toBe('admin')
  })

  it('shows the server message for a wrong password, focuses it and keeps what was typed', async () => {
    const { user } = renderSignIn('user')
    await signIn(user, 'member@movetime.app', 'Wrong-pass1')

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Incorrect email or password.')
    expect(alert.parentElement).toHaveFocus()
    expect(screen.getByLabelText('Email')).toHaveValue('member@movetime.app')
    expect(screen.getByLabelText('Password')).toHaveValue('Wrong-pass1')
    expect(screen.queryByTestId('landed-on')).not.toBeInTheDocument()
    expect(appStore.get(authAtom).isAuthenticated).toBe(false)
  })

  it('refuses an account of another role with the server message', async () => {
    const { user } = renderSignIn('user')
    await signIn(user, 'admin@movetime.app', 'Admin123!')
    expect(await screen.findByRole('alert')).toHaveTextContent('This account cannot sign in here.')
    expect(appStore.get(authAtom).isAuthenticated).toBe(false)
  })

  it('asks an unverified member to verify first', async () => {
    const { user } = renderSignIn('user')
    await signIn(user, 'lena.novak@example.com', 'Member123!')
    expect(await screen.findByRole('alert')).toHaveTextContent('Please verify your email before signing in. We sent you a link.')
  })

  it('checks the fields before calling the server and links each message to its field', async () => {
    const requests = recordApiRequests()
    try {
      const { user } = renderSignIn('user')
      await user.type(screen.getByLabelText('Email'), 'member@')
      await user.click(screen.getByRole('button', { name: 'Sign in' }))

      const email = screen.getByLabelText('Email')
      expect(email).toHaveAttribute('aria-invalid', 'true')
      expect(email).toHaveAccessibleDescription(messages.emailInvalid)
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(messages.passwordRequired)
      expect(email).toHaveFocus()
      expect(requests.urls).toEqual([])
    } finally {
      requests.stop()
    }
  })

  it('sends one request however often the form is submitted while waiting', async () => {
    const requests = recordApiRequests()
    try {
      const { user } = renderSignIn('user')
      await user.type(screen.getByLabelText('Email'), 'member@movetime.app')
      await user.type(screen.getByLabelText('Password'), 'Wrong-pass1')
      // Submitting the form directly, twice in a row, gets past the disabled button: only the
      // in-flight guard stops the second request.
      const form = screen.getByRole('button', { name: 'Sign in' }).closest('form')
      if (!form) throw new Error('no form')
      fireEvent.submit(form)
      fireEvent.submit(form)
      await screen.findByRole('alert')
      expect(requests.urls.filter((url) => url.endsWith('/login'))).toHaveLength(1)
    } finally {
      requests.stop()
    }
  })

  it('shows and hides the password', async () => {
    const { user } = renderSignIn('user')
    const password = screen.getByLabelText('Password')
    expect(password).toHaveAttribute('type', 'password')
    await user.click(screen.getByRole('button', { name: 'Show password' }))
    expect(password).toHaveAttribute('type', 'text')
    await user.click(screen.getByRole('button', { name: 'Hide password' }))
    await waitFor(() => expect(password).toHaveAttribute('type', 'password'))
  })
})
