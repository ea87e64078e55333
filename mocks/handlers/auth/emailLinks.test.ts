import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_APP_ORIGINS, appOrigins, setAppOrigins } from '@mocks/http/appOrigins'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { verifiedCaptchaToken } from '@mocks/testing/captcha'
import { callMock } from '@mocks/testing/callMock'
import { MAGIC_LINK_MESSAGES } from './magicLinkHandlers'

/**
 * Issue 11 item 2: a link in an email carries a token, so its host is one of the app origins,
 * never one the request names (its Origin header, its Host, or the `url` it sends).
 */

const { member } = DEMO_ACCOUNTS
const EVIL = 'https://evil.example'
const fromEvil = { origin: EVIL }

interface MailList {
  list: Array<{ to: string; text: string; links: string[] }>
}

async function mailedLinks(): Promise<string[]> {
  return (await callMock<MailList>('GET', '/__mock/mailbox')).body.list.flatMap((mail) => mail.links)
}

async function expectEveryLinkOnAnAppOrigin(count: number): Promise<void> {
  const links = await mailedLinks()
  expect(links).toHaveLength(count)
  for (const link of links) expect(appOrigins()).toContain(new URL(link).origin)
  const texts = (await callMock<MailList>('GET', '/__mock/mailbox')).body.list.map((mail) => mail.text)
  for (const text of texts) expect(text).not.toContain('evil.example')
}

afterEach(() => {
  // The defaults as they were: the page's own origin (jsdom's) first.
  setAppOrigins([location.origin, ...DEFAULT_APP_ORIGINS])
})

describe('emailed links ignore a foreign Origin', () => {
  it('forgot mails the reset link to an app origin', async () => {
    expect((await callMock('POST', '/v2/api/lambda/forgot', { body: { email: member.email }, headers: fromEvil })).status).toBe(200)
    await expectEveryLinkOnAnAppOrigin(1)
  })

  it('sign-up mails the verification link to an app origin', async () => {
    const body = { email: 'new@example.com', password: 'Welcome123', first_name: 'Ne', last_name: 'W', captcha_token: await verifiedCaptchaToken() }
    expect((await callMock('POST', '/v3/api/custom/movetime/register', { body, headers: fromEvil })).status).toBe(200)
    await expectEveryLinkOnAnAppOrigin(1)
  })

  it('provider sign-in sends the browser back to an app origin', async () => {
    const answer = await callMock<{ url: string }>('GET', '/v2/api/lambda/google/login?role=user', { headers: fromEvil })
    expect(answer.status).toBe(200)
    expect(appOrigins()).toContain(new URL(answer.body.url).origin)
  })

  it('an app origin in the Origin header is kept, so the preview build gets preview links', async () => {
    const preview = 'http://127.0.0.1:4173'
    expect((await callMock('POST', '/v2/api/lambda/forgot', { body: { email: member.email }, headers: { origin: preview } })).status).toBe(200)
    expect((await mailedLinks())[0]?.startsWith(`${preview}/user/reset?token=`)).toBe(true)
  })

  it('APP_ORIGIN (setAppOrigins) decides where links go when the caller is not an app', async () => {
    setAppOrigins(['https://movetime.example'])
    expect((await callMock('POST', '/v2/api/lambda/forgot', { body: { email: member.email }, headers: fromEvil })).status).toBe(200)
    expect((await mailedLinks())[0]?.startsWith('https://movetime.example/user/reset?token=')).toBe(true)
  })
})

describe('magic-login/generate accepts a url only on an app origin', () => {
  const generate = (url: string, headers: Record<string, string>) =>
    callMock('POST', '/v2/api/lambda/magic-login/generate', { body: { email: member.email, role: 'user', url }, headers })

  it('refuses another host with 400 and mails nothing, whatever the Origin says', async () => {
    for (const headers of [fromEvil, { origin: location.origin }, {}]) {
      const answer = await generate(`${EVIL}/magic-login/verify`, headers)
      expect(answer.status).toBe(400)
      expect(answer.body.validation).toEqual({ url: MAGIC_LINK_MESSAGES.urlInvalid })
    }
    expect(await mailedLinks()).toEqual([])
  })

  it('accepts any app origin, even when the caller is another one', async () => {
    const answer = await generate('http://localhost:4174/magic-login/verify', { origin: 'http://localhost:5173' })
    expect(answer.status).toBe(200)
    expect((await mailedLinks())[0]?.startsWith('http://localhost:4174/magic-login/verify?token=')).toBe(true)
  })
})
