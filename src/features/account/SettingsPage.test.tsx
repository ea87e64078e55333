import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import * as OTPAuth from 'otpauth'
import { encode } from 'uqr'
import { getProfile, login } from '@/api/auth/authApi'
import { appStore } from '@/lib/auth/authState'
import { snackbarAtom } from '@/lib/snackbar/snackbarState'
import { LEAVE_TITLE } from '@/shared/form/UnsavedChangesGuard'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { setMockOffline } from '@tests/support/mockBackend'
import { signInAsMember } from '@tests/support/memberSession'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { AUTH_CODE_MESSAGES } from './authCode'
import { EMAIL_TEXT } from './EmailSection'
import { PASSWORD_TEXT } from './PasswordSection'
import { SettingsPage } from './SettingsPage'
import { TWO_FACTOR_SETUP_TEXT } from './TwoFactorSetupDialog'
import { TWO_FACTOR_TEXT } from './TwoFactorSection'

function renderSettings() {
  return renderWithRouter(<SettingsPage />, { path: '/user/setting', at: '/user/setting' })
}

/** What an authenticator app shows for `secret`, `steps` 30-second steps from now. */
function codeFor(secret: string, steps = 0): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 })
}

/** A six-digit code that is not the secret's anywhere near now. */
function wrongCodeFor(secret: string): string {
  const near = new Set([-1, 0, 1].map((steps) => codeFor(secret, steps)))
  return ['000000', '111111', '222222', '333333'].find((code) => !near.has(code)) ?? '444444'
}

beforeEach(() => appStore.set(snackbarAtom, { ...appStore.get(snackbarAtom), globalMessage: '' }))
afterEach(() => setMockOffline(false))

describe('SettingsPage: email and password', () => {
  it('changes the email at once, and the new address signs in', async () => {
    await signInAsMember()
    const { user } = renderSettings()
    const email = await screen.findByRole('region', { name: 'Email' })
    expect(await within(email).findByText('member@movetime.app')).toBeInTheDocument()

    await user.type(within(email).getByLabelText('New email'), 'maya.t@example.com')
    await user.click(within(email).getByRole('button', { name: 'Change email' }))

    expect(await within(email).findByText('maya.t@example.com')).toBeInTheDocument()
    expect(within(email).getByLabelText('New email')).toHaveValue('')
    expect(appStore.get(snackbarAtom).globalMessage).toBe(EMAIL_TEXT.updated)
    expect((await getProfile()).model.email).toBe('maya.t@example.com')
    await expect(login({ email: 'maya.t@example.com', password: 'Member123!', role: 'user' })).resolves.toMatchObject({ user_id: 1 })
  })

  it('shows the server’s messages at the email field and keeps what was typed', async () => {
    await signInAsMember()
    const { user } = renderSettings()
    const field = await screen.findByLabelText('New email')
    const button = screen.getByRole('button', { name: 'Change email' })

    await user.type(field, 'admin@movetime.app')
    await user.click(button)
    await waitFor(() => expect(field).toHaveAccessibleDescription('An account with this email already exists.'))
    expect(field).toHaveValue('admin@movetime.app')

    await user.clear(field)
    await user.type(field, 'maya@')
    await user.click(button)
    await waitFor(() => expect(field).toHaveAccessibleDescription('Enter a valid email address, like name@example.com.'))

    await user.clear(field)
    await user.type(field, 'Member@movetime.app')
    await user.click(button)
    await waitFor(() => expect(field).toHaveAccessibleDescription(EMAIL_TEXT.same))
    expect((await getProfile()).model.email).toBe('member@movetime.app')
  })

  it('changes the password, which then signs in', async () => {
    await signInAsMember()
    const { user } = renderSettings()
    await user.type(await screen.findByLabelText('New password'), 'Stronger456')
    await user.type(screen.getByLabelText('Confirm new password'), 'Stronger456')
    await user.click(screen.getByRole('button', { name: 'Change password' }))

    await waitFor(() => expect(appStore.get(snackbarAtom).globalMessage).toBe(PASSWORD_TEXT.updated))
    expect(screen.getByLabelText('New password')).toHaveValue('')
    await expect(login({ email: 'member@movetime.app', password: 'Stronger456', role: 'user' })).resolves.toMatchObject({ user_id: 1 })
  })

  it('shows the password rule at the field before any request, and a mismatch at the confirmation', async () => {
    await signInAsMember()
    const { user } = renderSettings()
    const password = await screen.findByLabelText('New password')
    const confirm = screen.getByLabelText('Confirm new password')

    await user.type(password, 'short')
    await user.type(confirm, 'short')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    await waitFor(() => expect(password).toHaveAccessibleDescription(/Use at least 8 characters, with at least one letter and one digit\./))
    expect(password).toHaveValue('short')

    await user.clear(password)
    await user.type(password, 'Stronger456')
    await user.clear(confirm)
    await user.type(confirm, 'Stronger457')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    await waitFor(() => expect(confirm).toHaveAccessibleDescription(PASSWORD_TEXT.differ))
    expect(confirm).toHaveFocus()
    await expect(login({ email: 'member@movetime.app', password: 'Member123!', role: 'user' })).resolves.toMatchObject({ user_id: 1 })
  })

  it('asks before leaving with a typed email or password, and not once it is saved', async () => {
    await signInAsMember()
    const { user, history } = renderSettings()
    await user.type(await screen.findByLabelText('New password'), 'Stronger456')
    await user.click(screen.getByRole('link', { name: 'Your profile' }))
    expect(await screen.findByRole('dialog', { name: LEAVE_TITLE })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }))
    expect(history.location.pathname).toBe('/user/setting')
    expect(screen.getByLabelText('New password')).toHaveValue('Stronger456')
    await user.clear(screen.getByLabelText('New password'))

    const email = screen.getByRole('region', { name: 'Email' })
    await user.type(within(email).getByLabelText('New email'), 'maya.t@example.com')
    await user.click(within(email).getByRole('button', { name: 'Change email' }))
    await waitFor(() => expect(within(email).getByLabelText('New email')).toHaveValue(''))
    await user.click(screen.getByRole('link', { name: 'Your profile' }))
    expect(await screen.findByTestId('landed-on')).toHaveTextContent('/user/profile')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

describe('SettingsPage: two-factor authentication', () => {
  it('turns two-factor on with the QR code’s secret and a code, then off with another code', async () => {
    await signInAsMember()
    const { user } = renderSettings()
    const section = await screen.findByRole('region', { name: 'Two-factor authentication' })
    expect(within(section).getByText('Off')).toBeInTheDocument()
    expect(within(section).getByRole('link', { name: 'contact support' })).toHaveAttribute('href', '/contact-us')
    expect(within(section).getByText(/from your account email \(member@movetime\.app\)/)).toBeInTheDocument()

    await user.click(within(section).getByRole('button', { name: TWO_FACTOR_TEXT.turnOn }))
    const dialog = await screen.findByRole('dialog', { name: TWO_FACTOR_SETUP_TEXT.title })
    const qr = within(dialog).getByRole('img', { name: 'QR code for your authenticator app' })
    const keyField = within(dialog).getByLabelText('Setup key')
    const shownKey = (keyField as HTMLInputElement).value
    expect(shownKey).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/)
    const secret = shownKey.replace(/ /g, '')

    // The QR code carries the otpauth URI for this very secret.
    const otpauthUrl = within(dialog).getByRole('link', { name: 'Open in your authenticator app' }).getAttribute('href') ?? ''
    expect(OTPAuth.URI.parse(otpauthUrl).secret.base32).toBe(secret)
    const modules = encode(otpauthUrl, { ecc: 'M', border: 0 }).size
    expect(qr.getAttribute('viewBox')).toBe(`0 0 ${modules + 8} ${modules + 8}`)

    await user.click(within(dialog).getByRole('button', { name: 'Copy key' }))
    expect(await within(dialog).findByText('Key copied')).toBeInTheDocument()
    await expect(navigator.clipboard.readText()).resolves.toBe(secret)

    await user.type(within(dialog).getByLabelText(AUTH_CODE_MESSAGES.label), codeFor(secret))
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(within(section).getByText('On')).toBeInTheDocument()
    expect(appStore.get(snackbarAtom).globalMessage).toBe(TWO_FACTOR_TEXT.enabled)
    expect((await getProfile()).model.two_factor_enabled).toBe(true)
    const turnOff = within(section).getByRole('button', { name: TWO_FACTOR_TEXT.turnOff })
    expect(turnOff).toHaveFocus()

    // The code just used cannot be used again, so turning off takes the next one.
    await user.click(turnOff)
    const disable = await screen.findByRole('dialog', { name: 'Turn off two-factor authentication' })
    await user.type(within(disable).getByLabelText(AUTH_CODE_MESSAGES.label), codeFor(secret, 1))
    await user.click(within(disable).getByRole('button', { name: 'Turn off' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(within(section).getByText('Off')).toBeInTheDocument()
    expect(appStore.get(snackbarAtom).globalMessage).toBe(TWO_FACTOR_TEXT.disabled)
    expect((await getProfile()).model.two_factor_enabled).toBe(false)
  })

  it('says a wrong code is wrong at the field, keeps the dialog open and two-factor off', async () => {
    await signInAsMember()
    const { user } = renderSettings()
    await user.click(await screen.findByRole('button', { name: TWO_FACTOR_TEXT.turnOn }))
    const dialog = await screen.findByRole('dialog', { name: TWO_FACTOR_SETUP_TEXT.title })
    const secret = (within(dialog).getByLabelText('Setup key') as HTMLInputElement).value.replace(/ /g, '')
    const code = within(dialog).getByLabelText(AUTH_CODE_MESSAGES.label)

    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }))
    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining(AUTH_CODE_MESSAGES.invalid)))

    const wrong = wrongCodeFor(secret)
    await user.type(code, wrong)
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }))
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(expect.stringContaining('That code is not right. Check your authenticator app and try again.')),
    )
    expect(code).toHaveValue(wrong)
    expect(code).toHaveFocus()
    expect((await getProfile()).model.two_factor_enabled).toBe(false)

    await user.clear(code)
    await user.type(code, codeFor(secret))
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect((await getProfile()).model.two_factor_enabled).toBe(true)
  })

  it('leaves two-factor off when the setup is cancelled', async () => {
    await signInAsMember()
    const { user } = renderSettings()
    const turnOn = await screen.findByRole('button', { name: TWO_FACTOR_TEXT.turnOn })
    await user.click(turnOn)
    const dialog = await screen.findByRole('dialog', { name: TWO_FACTOR_SETUP_TEXT.title })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(turnOn).toHaveFocus()
    expect((await getProfile()).model.two_factor_enabled).toBe(false)
  })

  it('has no serious accessibility violations with the setup dialog open', async () => {
    await signInAsMember()
    const { user, container } = renderSettings()
    await user.click(await screen.findByRole('button', { name: TWO_FACTOR_TEXT.turnOn }))
    await screen.findByRole('dialog')
    expect(await seriousAxeViolations(container)).toEqual([])
  })
})

describe('SettingsPage: states', () => {
  it('shows the offline state, and the settings once back online', async () => {
    await signInAsMember()
    await setMockOffline(true)
    const { user } = renderSettings()
    expect(await screen.findByText(/Your settings need a connection/)).toBeInTheDocument()
    await setMockOffline(false)
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByLabelText('New email')).toBeInTheDocument()
  })

  it('says why two-factor could not start when offline, keeping the page', async () => {
    await signInAsMember()
    const { user } = renderSettings()
    const turnOn = await screen.findByRole('button', { name: TWO_FACTOR_TEXT.turnOn })
    await setMockOffline(true)
    await user.click(turnOn)
    expect(await screen.findByRole('alert')).toHaveTextContent('You appear to be offline')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('has no serious accessibility violations once loaded', async () => {
    await signInAsMember()
    const { container } = renderSettings()
    await screen.findByLabelText('New email')
    expect(await seriousAxeViolations(container)).toEqual([])
  })
})
