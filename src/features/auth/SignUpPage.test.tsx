import { beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { login } from '@/api/auth/authApi'
import { appStore } from '@/lib/auth/authState'
import { snackbarAtom } from '@/lib/snackbar/snackbarState'
import { tickCaptcha } from '@tests/support/captcha'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { SignUpPage } from './SignUpPage'
import { messages } from './validation'

function renderSignUp(role: 'admin' | 'public') {
  return renderWithRouter(<SignUpPage role={role} />, { path: `/${role}/sign-up`, at: `/${role}/sign-up` })
}

type User = ReturnType<typeof renderSignUp>['user']

async function fillIn(user: User, email: string) {
  await user.type(screen.getByLabelText('First name'), 'Grace')
  await user.type(screen.getByLabelText('Last name'), 'Hopper')
  await user.type(screen.getByLabelText('Email'), email)
  await user.type(screen.getByLabelText('Password'), 'Compiler1')
  await tickCaptcha(user)
}

// The store outlives a test; a message left by an earlier test must not pass this one.
beforeEach(() => appStore.set(snackbarAtom, { ...appStore.get(snackbarAtom), globalMessage: '' }))

describe('SignUpPage', () => {
  it('asks an admin for an invitation code before calling the server', async () => {
    const { user } = renderSignUp('admin')
    await fillIn(user, 'grace@example.com')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    const code = screen.getByLabelText('Invitation code')
    expect(code).toHaveAccessibleDescription(`Ask an existing administrator for a code ${messages.inviteRequired}`)
    expect(code).toHaveFocus()
  })

  it('shows the server refusal for a wrong code and keeps the form', async () => {
    const { user } = renderSignUp('admin')
    await fillIn(user, 'grace@example.com')
    await user.type(screen.getByLabelText('Invitation code'), 'MT-NOT-A-CODE')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByRole('alert')).toBeInTheDocument()
    expect(screen.getByLabelText('Invitation code')).toHaveValue('MT-NOT-A-CODE')
    expect(screen.getByLabelText('Email')).toHaveValue('grace@example.com')
  })

  it('creates an admin with a valid code and sends them to the admin login', async () => {
    const { user } = renderSignUp('admin')
    await fillIn(user, 'grace@example.com')
    await user.type(screen.getByLabelText('Invitation code'), 'MT-INVITE-DEMO')
    await user.click(screen.getByRole('button', { name: 'Create account' }))

    expect(await screen.findByTestId('landed-on')).toHaveTextContent(/^\/admin\/login$/)
    expect(appStore.get(snackbarAtom).globalMessage).toBe('Account created. You can sign in now.')
    await expect(login({ email: 'grace@example.com', password: 'Compiler1', role: 'admin' })).resolves.toMatchObject({ role: 'admin' })
  })

  it('creates a public account without a code', async () => {
    const { user } = renderSignUp('public')
    expect(screen.queryByLabelText('Invitation code')).not.toBeInTheDocument()
    await fillIn(user, 'grace@example.com')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByTestId('landed-on')).toHaveTextContent(/^\/public\/login$/)
    await waitFor(() => expect(appStore.get(snackbarAtom).globalMessage).toBe('Account created. You can sign in now.'))
  })
})
