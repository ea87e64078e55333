import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { MOCK_ORIGIN, callMock, signIn } from '@mocks/testing/callMock'
import { totpCode } from '@mocks/testing/totpCodes'
import { MAGIC_LINK_MESSAGES } from './magicLinkHandlers'

const { member, admin, unverified } = DEMO_ACCOUNTS
const APP = 'http://localhost:5173'
const VERIFY_URL = `${APP}/magic-login/verify`

interface MailList {
  list: Array<{ to: string; subject: string; text: string; links: string[] }>
}

const generate = (body: Record<string, unknown>, origin = APP) =>
  callMock('POST', '/v2/api/lambda/magic-login/generate', { body: { role: 'user', url: VERIFY_URL, ...body }, headers: { origin } })

const magicLogin = (token: string) =>
  callMock<{ token: string; user_id: number; two_factor_required?: boolean; message?: string }>('POST', '/v2/api/lambda/magic-login', { body: { token } })

async function mailbox() {
  return (await callMock<MailList>('GET', '/__mock/mailbox')).body.list
}

async function mailedToken(email: string): Promise<string> {
  const link = (await mailbox()).find((mail) => mail.to === email)?.links[0]
  if (!link) throw new Error(`No link mailed to ${email}`)
  expect(link.startsWith(`${VERIFY_URL}?token=`)).toBe(true)
  return new URL(link).searchParams.get('token') ?? ''
}

afterEach(() => {
  vi.useRealTimers()
})

describe('magic-login/generate', () => {
  it('mails a one-time link to the page the app named', async () => {
    const answer = await generate({ email: member.email })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ error: false, message: MAGIC_LINK_MESSAGES.sent })
    const [mail] = await mailbox()
    expect(mail).toMatchObject({ to: member.email, subject: 'Your MoveTime sign-in link' })
    expect(mail?.text).toContain('15 minutes')
    expect(await mailedToken(member.email)).not.toBe('')
  })

  it('answers the same for an unknown, unverified or other-role email, and mails nothing', async () => {
    for (const email of ['nobody@example.com', unverified.email, admin.email]) {
      const answer = await generate({ email })
      expect(answer.status).toBe(200)
      expect(answer.body).toEqual({ error: false, message: MAGIC_LINK_MESSAGES.sent })
    }
    expect(await mailbox()).toEqual([])
  })

  it('refuses a link to another site, a bad email and a missing role', async () => {
    const elsewhere = await generate({ email: member.email, url: 'https://evil.example/magic-login/verify' })
    expect(elsewhere.status).toBe(400)
    expect(elsewhere.body.validation).toEqual({ url: MAGIC_LINK_MESSAGES.urlInvalid })

    const bad = await generate({ email: 'member@', role: 'nobody' })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.validation as object).sort()).toEqual(['email', 'role'])
    expect(await mailbox()).toEqual([])
  })

  it('without an Origin header, accepts a page on an app origin but not the API’s own origin', async () => {
    const ownOrigin = await callMock('POST', '/v2/api/lambda/magic-login/generate', {
      body: { email: member.email, role: 'user', url: `${MOCK_ORIGIN}/magic-login/verify` },
    })
    expect(ownOrigin.status).toBe(400)
    expect(ownOrigin.body.validation).toEqual({ url: MAGIC_LINK_MESSAGES.urlInvalid })

    const answer = await callMock('POST', '/v2/api/lambda/magic-login/generate', {
      body: { email: member.email, role: 'user', url: `${location.origin}/magic-login/verify` },
    })
    expect(answer.status).toBe(200)
    expect((await mailbox())[0]?.links[0]?.startsWith(`${location.origin}/magic-login/verify?token=`)).toBe(true)
  })
})

describe('magic-login', () => {
  it('signs in once with the mailed token', async () => {
    await generate({ email: member.email })
    const token = await mailedToken(member.email)

    const first = await magicLogin(token)
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ error: false, user_id: member.id, role: 'user' })
    expect((await callMock('GET', '/v2/api/lambda/profile', { token: first.body.token })).status).toBe(200)

    const again = await magicLogin(token)
    expect(again.status).toBe(400)
    expect(again.body.message).toBe(MAGIC_LINK_MESSAGES.invalid)
  })

  it('refuses an unknown token, a missing one and one older than 15 minutes', async () => {
    expect((await magicLogin('made-up')).body.message).toBe(MAGIC_LINK_MESSAGES.invalid)
    const missing = await magicLogin('')
    expect(missing.status).toBe(400)
    expect(missing.body.message).toBe(MAGIC_LINK_MESSAGES.tokenRequired)

    await generate({ email: member.email })
    const token = await mailedToken(member.email)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 15 * 60 * 1000 + 1)
    const expired = await magicLogin(token)
    expect(expired.status).toBe(400)
    expect(expired.body.message).toBe(MAGIC_LINK_MESSAGES.invalid)
  })

  it('does not get around two-factor: the link gives a challenge, a code gives the session', async () => {
    const session = await signIn()
    const { body } = await callMock<{ secret: string }>('POST', '/v2/api/lambda/2fa/enable', { token: session })
    expect((await callMock('POST', '/v2/api/lambda/2fa/authorize', { token: session, body: { token: totpCode(body.secret) } })).status).toBe(200)

    await generate({ email: member.email })
    const challenge = await magicLogin(await mailedToken(member.email))
    expect(challenge.status).toBe(200)
    expect(challenge.body.two_factor_required).toBe(true)
    expect((await callMock('GET', '/v2/api/lambda/profile', { token: challenge.body.token })).status).toBe(401)

    const verified = await callMock<{ token: string }>('POST', '/v2/api/lambda/2fa/verify', {
      body: { access_token: challenge.body.token, token: totpCode(body.secret, 1) },
    })
    expect(verified.status).toBe(200)
    expect((await callMock('GET', '/v2/api/lambda/profile', { token: verified.body.token })).status).toBe(200)
  })
})
