import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { login, registerMember } from '@/api/auth/authApi'
import { verifiedCaptchaToken } from '@tests/support/captcha'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { recordApiRequests, tokenFromMailbox } from '@tests/support/mockBackend'
import { VerifyEmailPage } from './VerifyEmailPage'

const renderVerify = (query: string) =>
  renderWithRouter(<VerifyEmailPage />, { path: '/user/verify-email', at: `/user/verify-email${query}`, strict: true })

describe('VerifyEmailPage', () => {
  it('verifies the emailed token exactly once, even under StrictMode, and then sign-in works', async () => {
    const email = 'ada@example.com'
    await registerMember({ first_name: 'Ada', last_name: 'Lovelace', email, password: 'Engine123', captcha_token: await verifiedCaptchaToken() })
    const token = await tokenFromMailbox(email, '/user/verify-email')

    const requests = recordApiRequests()
    try {
      renderVerify(`?token=${encodeURIComponent(token)}`)
      expect(await screen.findByText('Your email is verified.')).toBeInTheDocument()
      // Next in the sign-up flow (docs/product.md §4): sign in, then choose a plan.
      expect(screen.getByRole('link', { name: 'Sign in to choose your plan' })).toHaveAttribute(
        'href',
        '/user/login?redirect_uri=%2Fuser%2Fplans',
      )
      expect(requests.urls.filter((url) => url.includes('verify-email'))).toHaveLength(1)
    } finally {
      requests.stop()
    }
    await expect(login({ email, password: 'Engine123', role: 'user' })).resolves.toMatchObject({ role: 'user' })
  })

  it('shows the server message for a token it does not know', async () => {
    renderVerify('?token=not-a-real-token')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).not.toBe('')
    expect(screen.queryByText('Your email is verified.')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'create an account' })).toHaveAttribute('href', '/user/register')
  })

  it('explains a link without a token', () => {
    renderVerify('')
    expect(screen.getByRole('alert')).toHaveTextContent('This verification link is incomplete.')
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
  })
})
