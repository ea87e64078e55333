import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { generateMagicLink, getProfile } from '@/api/auth/authApi'
import { appStore, authAtom } from '@/lib/auth/authState'
import { recordApiRequests, setMockOffline, tokenFromMailbox } from '@tests/support/mockBackend'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { totpCode, turnOnTwoFactorForMember } from '@tests/support/twoFactor'
import { MagicLinkVerifyPage } from './MagicLinkVerifyPage'

const renderVerify = (query: string) =>
  renderWithRouter(<MagicLinkVerifyPage />, { path: '/magic-login/verify', at: `/magic-login/verify${query}`, strict: true })

async function mailedToken(): Promise<string> {
  await generateMagicLink({ email: 'member@movetime.app', role: 'user', url: `${window.location.origin}/magic-login/verify` })
  return tokenFromMailbox('member@movetime.app', '/magic-login/verify')
}

const query = (token: string, extra = '') => `?token=${encodeURIComponent(token)}${extra}`

describe('MagicLinkVerifyPage', () => {
  it('signs the member in with the link, once even under StrictMode, and opens the dashboard', async () => {
    const token = await mailedToken()
    const requests = recordApiRequests()
    try {
      const { history } = renderVerify(query(token))
      expect(await screen.findByTestId('landed-on')).toHaveTextContent(/^\/user\/dashboard$/)
      expect(history.action).toBe('REPLACE')
      expect(requests.urls.filter((url) => url.endsWith('/magic-login'))).toHaveLength(1)
    } finally {
      requests.stop()
    }
    expect(appStore.get(authAtom)).toMatchObject({ isAuthenticated: true, user: 1, role: 'user' })
    await expect(getProfile()).resolves.toMatchObject({ model: { email: 'member@movetime.app' } })
  })

  it('says a used link is spent and offers a new one', async () => {
    const token = await mailedToken()
    const first = renderVerify(query(token))
    await screen.findByTestId('landed-on')
    first.unmount()

    renderVerify(query(token))
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in link has expired or was already used. Ask for a new one.')
    expect(screen.getByRole('link', { name: 'Email me a new sign-in link' })).toHaveAttribute('href', '/magic-login')
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
  })

  it('explains a link without a token', () => {
    renderVerify('')
    expect(screen.getByRole('alert')).toHaveTextContent('This sign-in link is incomplete.')
    expect(screen.getByRole('link', { name: 'Email me a new sign-in link' })).toBeInTheDocument()
  })

  it('names the provider while signing in from one', async () => {
    const token = await mailedToken()
    renderVerify(query(token, '&provider=google'))
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in with Google…')
    expect(await screen.findByTestId('landed-on')).toHaveTextContent(/^\/user\/dashboard$/)
  })

  it('asks for the code when two-factor is on, then signs in', async () => {
    const secret = await turnOnTwoFactorForMember()
    const token = await mailedToken()
    const { user } = renderVerify(query(token))
    await screen.findByRole('heading', { level: 1, name: 'Two-step verification' })
    expect(appStore.get(authAtom).isAuthenticated).toBe(false)

    await user.type(screen.getByLabelText('Authentication code'), totpCode(secret, 1))
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByTestId('landed-on')).toHaveTextContent(/^\/user\/dashboard$/)
    expect(appStore.get(authAtom).isAuthenticated).toBe(true)
  })

  it('offers to try again after a network failure, with the link still unused', async () => {
    const token = await mailedToken()
    await setMockOffline(true)
    let view: ReturnType<typeof renderVerify>
    try {
      view = renderVerify(query(token))
      expect(await screen.findByRole('alert')).toHaveTextContent('You appear to be offline.')
    } finally {
      await setMockOffline(false)
    }
    await view.user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByTestId('landed-on')).toHaveTextContent(/^\/user\/dashboard$/)
  })
})
