import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { callMock } from '@mocks/testing/callMock'
import { PROVIDER_MESSAGES } from './providerLoginHandlers'

const providerLogin = (provider: string, role?: string) =>
  callMock<{ url: string; message?: string }>('GET', `/v2/api/lambda/${provider}/login${role ? `?role=${role}` : ''}`, {
    headers: { origin: 'http://localhost:4173' },
  })

describe('provider login', () => {
  it.each(['google', 'apple'])('sends %s sign-in back to the app with a one-time token for the demo member', async (provider) => {
    const { status, body } = await providerLogin(provider, 'user')
    expect(status).toBe(200)
    const url = new URL(body.url)
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:4173/magic-login/verify')
    expect(url.searchParams.get('provider')).toBe(provider)
    const token = url.searchParams.get('token') ?? ''

    const signedIn = await callMock<{ user_id: number; token: string }>('POST', '/v2/api/lambda/magic-login', { body: { token } })
    expect(signedIn.status).toBe(200)
    expect(signedIn.body.user_id).toBe(DEMO_ACCOUNTS.member.id)
    // One-time, like a magic link.
    expect((await callMock('POST', '/v2/api/lambda/magic-login', { body: { token } })).status).toBe(400)
  })

  it('answers 404 for a provider it does not know', async () => {
    const { status, body } = await providerLogin('facebook', 'user')
    expect(status).toBe(404)
    expect(body.message).toBe(PROVIDER_MESSAGES.unknownProvider)
  })

  it('needs a role, and is for members only', async () => {
    expect((await providerLogin('google')).status).toBe(400)
    const admin = await providerLogin('google', 'admin')
    expect(admin.status).toBe(403)
    expect(admin.body.message).toBe(PROVIDER_MESSAGES.membersOnly)
  })
})
