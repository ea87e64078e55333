import { afterEach, describe, it, expect } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'jotai'
import { ApiError } from '@/api/apiError'
import { forgotPassword, getProfile, login } from '@/api/auth/authApi'
import { appStore, currentAuth, dispatchAuth } from '@/lib/auth/authState'
import { DevPanel } from './DevPanel'
import { setMockNetwork } from '@/api/mockControls/mockControlsApi'

/* Against the real mock backend (msw/node from the test setup), as the panel runs in the browser. */

async function signInMember() {
  const answer = await login({ email: 'member@movetime.app', password: 'Member123!', role: 'user' })
  dispatchAuth({ type: 'LOGIN', user: answer.user_id, token: answer.token, role: answer.role })
}

async function openPanel() {
  render(
    <Provider store={appStore}>
      <DevPanel reload={() => {}} />
    </Provider>,
  )
  await userEvent.click(screen.getByRole('button', { name: 'Developer panel' }))
  return screen.getByRole('region', { name: 'Developer panel' })
}

describe('DevPanel against the mock backend', () => {
  // The network switches are module state of the mock: never leave them off for the next test.
  afterEach(() => setMockNetwork({ offline: false, latencyMs: 0 }))

  it('expires the session so the app raises the session-expired state', async () => {
    await signInMember()
    const panel = await openPanel()
    await userEvent.click(within(panel).getByRole('button', { name: 'Expire session' }))
    expect(await within(panel).findByText('Session expired.')).toBeInTheDocument()
    expect(currentAuth().sessionExpired).toBe(true)
  })

  it('takes the API offline and back', async () => {
    await signInMember()
    const panel = await openPanel()
    await userEvent.click(await within(panel).findByRole('button', { name: 'Go offline' }))
    await within(panel).findByRole('button', { name: 'Go online' })
    const offline = await getProfile().catch((error: unknown) => error)
    expect(offline).toBeInstanceOf(ApiError)
    expect((offline as ApiError).isNetworkError).toBe(true)

    await userEvent.click(within(panel).getByRole('button', { name: 'Go online' }))
    await within(panel).findByRole('button', { name: 'Go offline' })
    await expect(getProfile()).resolves.toMatchObject({ model: { email: 'member@movetime.app' } })
  })

  it('shows mail the mock sent, with its link', async () => {
    await forgotPassword({ email: 'member@movetime.app', role: 'user' })
    const panel = await openPanel()
    const subject = await within(panel).findByText('Reset your MoveTime password')
    const mail = subject.closest('li')
    expect(mail).not.toBeNull()
    expect(within(mail as HTMLElement).getByText(/To member@movetime.app/)).toBeInTheDocument()
    expect(within(mail as HTMLElement).getByRole('link')).toHaveAttribute('href', expect.stringContaining('token='))
  })
})
