import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { getProfile } from '@/api/auth/authApi'
import { appStore, authAtom } from '@/lib/auth/authState'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { totpCode, turnOnTwoFactorForMember, wrongTotpCode } from '@tests/support/twoFactor'
import { SignInPage } from './SignInPage'
import { messages } from './validation'

const WRONG_CODE = 'That code is not right. Check your authenticator app and try again.'

function renderSignIn(query = '') {
  return renderWithRouter(<SignInPage role="user" />, { path: '/user/login', at: `/user/login${query}` })
}

type User = ReturnType<typeof renderSignIn>['user']

async function passwordStep(user: User) {
  await user.type(screen.getByLabelText('Email'), 'member@movetime.app')
  await user.type(screen.getByLabelText('Password'), 'Member123!')
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
  return screen.findByRole('heading', { level: 1, name: 'Two-step verification' })
}

const codeField = () => screen.getByLabelText('Authentication code')

async function enterCode(user: User, code: string) {
  await user.clear(codeField())
  await user.type(codeField(), code)
  await user.click(screen.getByRole('button', { name: 'Verify' }))
}

describe('SignInPage with two-factor on', () => {
  it('asks for the code after the password, then signs in and follows redirect_uri', async () => {
    const secret = await turnOnTwoFactorForMember()
    const { user, history } = renderSignIn(`?redirect_uri=${encodeURIComponent('/user/library')}`)
    await passwordStep(user)

    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument()
    expect(codeField()).toHaveFocus()
    expect(codeField()).toHaveAttribute('inputmode', 'numeric')
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code')
    // The password alone signed nobody in.
    expect(appStore.get(authAtom).isAuthenticated).toBe(false)

    await enterCode(user, totpCode(secret, 1))
    expect(await screen.findByTestId('landed-on')).toHaveTextContent(/^\/user\/library$/)
    expect(history.action).toBe('REPLACE')
    expect(appStore.get(authAtom)).toMatchObject({ isAuthenticated: true, user: 1, role: 'user' })
    await expect(getProfile()).resolves.toMatchObject({ model: { id: 1, two_factor_enabled: true } })
  })

  it('shows a wrong code at the field, focused for another try, and stays signed out', async () => {
    const secret = await turnOnTwoFactorForMember()
    const { user } = renderSignIn()
    await passwordStep(user)

    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(codeField()).toHaveAccessibleDescription(expect.stringContaining(messages.twoFactorCodeRequired))

    await enterCode(user, wrongTotpCode(secret))
    expect(await screen.findByText(WRONG_CODE)).toBeInTheDocument()
    expect(codeField()).toHaveAttribute('aria-invalid', 'true')
    expect(codeField()).toHaveAccessibleDescription(expect.stringContaining(WRONG_CODE))
    expect(codeField()).toHaveFocus()
    // Said once, at the field.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(appStore.get(authAtom).isAuthenticated).toBe(false)

    await enterCode(user, totpCode(secret, 1))
    expect(await screen.findByTestId('landed-on')).toHaveTextContent(/^\/user\/dashboard$/)
  })

  it('goes back to the password form, email kept, after five wrong codes', async () => {
    const secret = await turnOnTwoFactorForMember()
    const { user } = renderSignIn()
    await passwordStep(user)
    const wrong = wrongTotpCode(secret)
    for (let attempt = 1; attempt < 5; attempt += 1) {
      await enterCode(user, wrong)
      await screen.findByText(WRONG_CODE)
    }
    await enterCode(user, wrong)

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Too many attempts. Sign in again.')
    expect(alert.parentElement).toHaveFocus()
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveValue('member@movetime.app')
    expect(appStore.get(authAtom).isAuthenticated).toBe(false)
  })

  it('"Use a different account" returns to the password form', async () => {
    await turnOnTwoFactorForMember()
    const { user } = renderSignIn()
    await passwordStep(user)
    await user.click(screen.getByRole('button', { name: 'Use a different account' }))
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveValue('member@movetime.app')
    expect(screen.getByLabelText('Password')).toHaveValue('')
  })

  it('explains a lost device honestly, and the step has no serious accessibility violations', async () => {
    await turnOnTwoFactorForMember()
    const { user, container } = renderSignIn()
    await passwordStep(user)
    await user.click(screen.getByText('Lost your device?'))
    expect(screen.getByText(/A sign-in link by email does not get around it either/)).toBeVisible()
    expect(screen.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact-us')
    expect(await seriousAxeViolations(container)).toEqual([])
  })
})
