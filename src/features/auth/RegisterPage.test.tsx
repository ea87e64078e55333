import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { server } from '@mocks/node'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { tickCaptcha } from '@tests/support/captcha'
import { recordApiRequests } from '@tests/support/mockBackend'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { CAPTCHA_REQUIRED } from '@/shared/captcha/confirmCaptcha'
import { RegisterPage } from './RegisterPage'
import { messages } from './validation'

function renderRegister() {
  return renderWithRouter(<RegisterPage />, { path: '/user/register', at: '/user/register' })
}

type User = ReturnType<typeof renderRegister>['user']

async function fillIn(user: User, values: { email: string; password: string; confirm?: string; terms?: boolean; captcha?: boolean }) {
  await user.type(screen.getByLabelText('First name'), 'Ada')
  await user.type(screen.getByLabelText('Last name'), 'Lovelace')
  await user.type(screen.getByLabelText('Email'), values.email)
  await user.type(screen.getByLabelText('Password'), values.password)
  await user.type(screen.getByLabelText('Confirm password'), values.confirm ?? values.password)
  if (values.terms ?? true) await user.click(screen.getByRole('checkbox', { name: 'I agree to the Terms and Privacy policy' }))
  if (values.captcha ?? true) await tickCaptcha(user)
}

const robotCheck = () => screen.getByRole('checkbox', { name: "I'm not a robot" })

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Create account' }))

describe('RegisterPage', () => {
  it('has one h1 and links the terms and privacy pages', () => {
    renderRegister()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms')
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy')
  })

  it('reports every missing field next to it and focuses the first', async () => {
    const { user } = renderRegister()
    await submit(user)

    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(messages.firstNameRequired)
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription(messages.lastNameRequired)
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(messages.emailRequired)
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(expect.stringContaining(messages.newPasswordRequired))
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(messages.confirmRequired)
    expect(screen.getByRole('checkbox', { name: 'I agree to the Terms and Privacy policy' })).toHaveAccessibleDescription(
      expect.stringContaining(messages.termsRequired),
    )
    expect(robotCheck()).toHaveAccessibleDescription(expect.stringContaining(CAPTCHA_REQUIRED))
    expect(screen.getByLabelText('First name')).toHaveFocus()
    expect(screen.queryByTestId('landed-on')).not.toBeInTheDocument()
  })

  it('will not send the form until the robot check is ticked', async () => {
    const requests = recordApiRequests()
    try {
      const { user } = renderRegister()
      await fillIn(user, { email: 'ada@example.com', password: 'Engine123', captcha: false })
      await submit(user)
      expect(robotCheck()).toHaveAttribute('aria-invalid', 'true')
      expect(robotCheck()).toHaveAccessibleDescription(expect.stringContaining(CAPTCHA_REQUIRED))
      expect(robotCheck()).toHaveFocus()
      expect(requests.urls).toEqual([])

      await tickCaptcha(user)
      expect(robotCheck()).toBeChecked()
      expect(robotCheck()).not.toHaveAttribute('aria-invalid')
      await submit(user)
      expect(await screen.findByTestId('landed-on')).toHaveTextContent('/register/success?email=ada%40example.com')
      expect(requests.urls.filter((url) => url.endsWith('/google-captcha'))).toHaveLength(1)
    } finally {
      requests.stop()
    }
  })

  it('shows a robot check the server refused at the check, unticks it and keeps the form', async () => {
    const { user } = renderRegister()
    await fillIn(user, { email: 'ada@example.com', password: 'Engine123' })
    server.use(
      http.post('*/v2/api/lambda/google-captcha', () =>
        HttpResponse.json({ error: true, message: 'This robot check has expired. Tick the box again.' }, { status: 400 }),
      ),
    )
    await submit(user)

    expect(await screen.findByRole('alert')).toHaveTextContent('This robot check has expired. Tick the box again.')
    expect(robotCheck()).not.toBeChecked()
    expect(robotCheck()).toHaveAccessibleDescription(expect.stringContaining(CAPTCHA_REQUIRED))
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com')
    expect(screen.queryByTestId('landed-on')).not.toBeInTheDocument()
  })

  it('has no serious accessibility violations with every error showing', async () => {
    const { user, container } = renderRegister()
    await submit(user)
    expect(await seriousAxeViolations(container)).toEqual([])
  })

  it('rejects a weak password and a mismatched repeat without calling the server', async () => {
    const { user } = renderRegister()
    await fillIn(user, { email: 'ada@example.com', password: 'password', confirm: 'passw0rd' })
    await submit(user)

    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(expect.stringContaining(messages.passwordWeak))
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(messages.passwordsDiffer)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows the server’s answer for a taken email and keeps everything typed', async () => {
    const { user } = renderRegister()
    await fillIn(user, { email: 'member@movetime.app', password: 'Engine123' })
    await submit(user)

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('An account with this email already exists.')
    expect(alert.parentElement).toHaveFocus()
    expect(screen.getByLabelText('First name')).toHaveValue('Ada')
    expect(screen.getByLabelText('Last name')).toHaveValue('Lovelace')
    expect(screen.getByLabelText('Email')).toHaveValue('member@movetime.app')
    expect(screen.getByLabelText('Password')).toHaveValue('Engine123')
    expect(screen.getByLabelText('Confirm password')).toHaveValue('Engine123')
    expect(screen.getByRole('checkbox', { name: 'I agree to the Terms and Privacy policy' })).toBeChecked()
    // The robot check's token was spent on that try.
    expect(robotCheck()).not.toBeChecked()
  })

  it('clears a field’s message once it is edited', async () => {
    const { user } = renderRegister()
    await submit(user)
    const first = screen.getByLabelText('First name')
    expect(first).toHaveAttribute('aria-invalid', 'true')
    await user.type(first, 'A')
    expect(first).not.toHaveAttribute('aria-invalid')
    expect(within(first.parentElement ?? document.body).queryByText(messages.firstNameRequired)).not.toBeInTheDocument()
  })

  it('creates the account and goes to the success page with the email', async () => {
    const { user } = renderRegister()
    await fillIn(user, { email: 'ada@example.com', password: 'Engine123' })
    await submit(user)
    expect(await screen.findByTestId('landed-on')).toHaveTextContent('/register/success?email=ada%40example.com')
  })
})
