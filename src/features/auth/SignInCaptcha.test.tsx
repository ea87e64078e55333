import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { login } from '@/api/auth/authApi'
import { appStore, authAtom } from '@/lib/auth/authState'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { tickCaptcha } from '@tests/support/captcha'
import { recordApiRequests } from '@tests/support/mockBackend'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { CAPTCHA_REQUIRED } from '@/shared/captcha/confirmCaptcha'
import { SignInPage } from './SignInPage'

function renderSignIn() {
  return renderWithRouter(<SignInPage role="user" />, { path: '/user/login', at: '/user/login' })
}

type User = ReturnType<typeof renderSignIn>['user']

async function submitWith(user: User, password: string) {
  const field = screen.getByLabelText('Password')
  await user.clear(field)
  await user.type(field, password)
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
}

const robotCheck = () => screen.queryByRole('checkbox', { name: "I'm not a robot" })

describe('SignInPage robot check', () => {
  it('appears only after a failed attempt, and is then needed to sign in', async () => {
    const { user, container } = renderSignIn()
    expect(robotCheck()).not.toBeInTheDocument()
    await user.type(screen.getByLabelText('Email'), 'member@movetime.app')
    await submitWith(user, 'Wrong-pass1')
    await screen.findByRole('alert')
    expect(robotCheck()).toBeInTheDocument()
    expect(await seriousAxeViolations(container)).toEqual([])

    const requests = recordApiRequests()
    try {
      await submitWith(user, 'Member123!')
      expect(robotCheck()).toHaveAccessibleDescription(expect.stringContaining(CAPTCHA_REQUIRED))
      expect(robotCheck()).toHaveFocus()
      expect(requests.urls).toEqual([])

      await tickCaptcha(user)
      await user.click(screen.getByRole('button', { name: 'Sign in' }))
      expect(await screen.findByTestId('landed-on')).toHaveTextContent(/^\/user\/dashboard$/)
      expect(requests.urls.map((url) => url.split('/').pop())).toEqual(['google-captcha', 'login'])
    } finally {
      requests.stop()
    }
  })

  it('shows the check with its message when the server asks for it (after failures elsewhere)', async () => {
    // Three wrong passwords for this email from somewhere else: the server now wants the check.
    for (let n = 0; n < 3; n += 1) await expect(login({ email: 'member@movetime.app', password: 'Wrong-pass1', role: 'user' })).rejects.toThrow()

    const { user } = renderSignIn()
    await user.type(screen.getByLabelText('Email'), 'member@movetime.app')
    await submitWith(user, 'Member123!')

    expect(await screen.findByRole('alert')).toHaveTextContent(CAPTCHA_REQUIRED)
    expect(robotCheck()).toHaveAccessibleDescription(expect.stringContaining(CAPTCHA_REQUIRED))
    expect(screen.getByLabelText('Password')).toHaveValue('Member123!')

    await tickCaptcha(user)
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByTestId('landed-on')).toHaveTextContent(/^\/user\/dashboard$/)
    expect(appStore.get(authAtom).isAuthenticated).toBe(true)
  })

  it('needs a new tick after each try, since a token works once', async () => {
    const { user } = renderSignIn()
    await user.type(screen.getByLabelText('Email'), 'member@movetime.app')
    await submitWith(user, 'Wrong-pass1')
    await screen.findByRole('alert')
    await tickCaptcha(user)
    await submitWith(user, 'Wrong-pass2')
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.')
    expect(robotCheck()).not.toBeChecked()
  })
})
