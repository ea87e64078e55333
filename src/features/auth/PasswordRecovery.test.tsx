import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { login } from '@/api/auth/authApi'
import { ForgotPasswordPage } from './ForgotPasswordPage'
import { ResetPasswordPage } from './ResetPasswordPage'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { resetCodeFromMailbox } from '@tests/support/mailboxCode'
import { tokenFromMailbox } from '@tests/support/mockBackend'
import { messages } from './validation'

describe('ForgotPasswordPage', () => {
  it('sends the link and answers the same way whether or not the account exists', async () => {
    const { user } = renderWithRouter(<ForgotPasswordPage role="user" />, { path: '/user/forgot', at: '/user/forgot' })
    await user.type(screen.getByLabelText('Email'), 'member@movetime.app')
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(
      await screen.findByText("If an account exists for member@movetime.app, we've sent a link to reset your password."),
    ).toBeInTheDocument()
    expect(await tokenFromMailbox('member@movetime.app', '/user/reset')).not.toBe('')

    await user.click(screen.getByRole('button', { name: 'Use a different email' }))
    const email = screen.getByLabelText('Email')
    expect(email).toHaveValue('member@movetime.app')
    await user.clear(email)
    await user.type(email, 'nobody@example.com')
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(
      await screen.findByText("If an account exists for nobody@example.com, we've sent a link to reset your password."),
    ).toBeInTheDocument()
  })

  it('checks the email before sending', async () => {
    const { user } = renderWithRouter(<ForgotPasswordPage role="admin" />, { path: '/admin/forgot', at: '/admin/forgot' })
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(messages.emailRequired)
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/admin/login')
  })
})

describe('ResetPasswordPage', () => {
  it('sets a new password from the mailed link', async () => {
    const forgot = renderWithRouter(<ForgotPasswordPage role="user" />, { path: '/user/forgot', at: '/user/forgot' })
    await forgot.user.type(screen.getByLabelText('Email'), 'member@movetime.app')
    await forgot.user.click(screen.getByRole('button', { name: 'Send reset link' }))
    await screen.findByText(/we've sent a link/)
    forgot.unmount()
    const token = await tokenFromMailbox('member@movetime.app', '/user/reset')

    const { user } = renderWithRouter(<ResetPasswordPage role="user" />, {
      path: '/user/reset',
      at: `/user/reset?token=${encodeURIComponent(token)}`,
    })
    await user.type(screen.getByLabelText('New password'), 'Fresh12345')
    await user.type(screen.getByLabelText('Confirm new password'), 'Fresh12345')
    await user.click(screen.getByRole('button', { name: 'Save new password' }))

    expect(await screen.findByText('Your password has been changed. You can sign in with it now.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/user/login')
    await expect(login({ email: 'member@movetime.app', password: 'Fresh12345', role: 'user' })).resolves.toMatchObject({ user_id: 1 })
  })

  it('shows the server message for a bad token and keeps the passwords typed', async () => {
    const { user } = renderWithRouter(<ResetPasswordPage role="admin" />, { path: '/admin/reset', at: '/admin/reset?token=bogus' })
    await user.type(screen.getByLabelText('New password'), 'Fresh12345')
    await user.type(screen.getByLabelText('Confirm new password'), 'Fresh12345')
    await user.click(screen.getByRole('button', { name: 'Save new password' }))

    const alert = await screen.findByRole('alert')
    expect(alert.parentElement).toHaveFocus()
    expect(screen.getByLabelText('New password')).toHaveValue('Fresh12345')
  })

  it('explains a link without a token and offers a new one', () => {
    renderWithRouter(<ResetPasswordPage role="public" />, { path: '/public/reset', at: '/public/reset' })
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link is incomplete')
    expect(screen.getByRole('link', { name: 'Send me a new reset link' })).toHaveAttribute('href', '/public/forgot')
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument()
  })

  it('sets a new password with the 6-digit code from the email ("I have a code")', async () => {
    const forgot = renderWithRouter(<ForgotPasswordPage role="user" />, { path: '/user/forgot', at: '/user/forgot' })
    await forgot.user.type(screen.getByLabelText('Email'), 'member@movetime.app')
    await forgot.user.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(await screen.findByRole('link', { name: 'Enter the code here' })).toHaveAttribute('href', '/user/reset?mode=code')
    forgot.unmount()
    const code = await resetCodeFromMailbox('member@movetime.app')

    const { user } = renderWithRouter(<ResetPasswordPage role="user" />, { path: '/user/reset', at: '/user/reset' })
    await user.click(screen.getByRole('link', { name: 'I have a code from the email' }))
    const codeField = await screen.findByLabelText('Code from the email')
    expect(codeField).toHaveAttribute('inputmode', 'numeric')

    // A wrong code: the server's message at the field, everything typed kept.
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    await user.type(codeField, wrong)
    await user.type(screen.getByLabelText('New password'), 'Fresh12345')
    await user.type(screen.getByLabelText('Confirm new password'), 'Fresh12345')
    await user.click(screen.getByRole('button', { name: 'Save new password' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right or has expired.')
    expect(screen.getByLabelText('Code from the email')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('New password')).toHaveValue('Fresh12345')

    await user.clear(screen.getByLabelText('Code from the email'))
    await user.type(screen.getByLabelText('Code from the email'), `${code.slice(0, 3)} ${code.slice(3)}`)
    await user.click(screen.getByRole('button', { name: 'Save new password' }))
    expect(await screen.findByText('Your password has been changed. You can sign in with it now.')).toBeInTheDocument()
    await expect(login({ email: 'member@movetime.app', password: 'Fresh12345', role: 'user' })).resolves.toMatchObject({ user_id: 1 })
  })

  it('checks the code and the passwords before calling the server', async () => {
    const { user } = renderWithRouter(<ResetPasswordPage role="user" />, { path: '/user/reset', at: '/user/reset?mode=code' })
    await user.type(screen.getByLabelText('Code from the email'), '12345')
    await user.click(screen.getByRole('button', { name: 'Save new password' }))
    expect(screen.getByLabelText('Code from the email')).toHaveAccessibleDescription(expect.stringContaining(messages.resetCodeRequired))
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(expect.stringContaining(messages.newPasswordRequired))
    expect(screen.getByLabelText('Code from the email')).toHaveFocus()
  })
})
