// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { APP_ORIGIN, serverForThisFile } from './mockServer'
import { ACCOUNTS, call, mailbox, resetData } from './securityClient'

/**
 * Issue 11 item 2: a link in an email carries a token, so its host must be one of the app's own
 * origins, never one the request names (Origin, Host, or the `url` it sends).
 */

const mock = serverForThisFile()
const server = () => mock.current()

/** The defaults of mocks/http/appOrigins.ts: the dev server, preview and the e2e preview. */
const APP_ORIGINS = ['5173', '4173', '4174'].flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`])

beforeEach(async () => {
  await resetData(server())
})

async function allLinks(): Promise<string[]> {
  return (await mailbox(server())).flatMap((mail) => [...mail.links, mail.text])
}

async function expectNoMailTo(host: string): Promise<void> {
  for (const text of await allLinks()) expect(text).not.toContain(host)
}

async function expectLinksOnAppOrigins(): Promise<void> {
  const links = (await mailbox(server())).flatMap((mail) => mail.links)
  for (const link of links) expect(APP_ORIGINS).toContain(new URL(link).origin)
}

describe('item 2: emailed links take their host from the configured app origins', () => {
  it('never mails a reset link to the host in a foreign Origin header', async () => {
    const answer = await call(server(), 'POST', '/v2/api/lambda/forgot', {
      body: { email: ACCOUNTS.member.email },
      headers: { origin: 'https://evil.example' },
    })
    expect(answer.status).toBeLessThan(500)
    await expectNoMailTo('evil.example')
    await expectLinksOnAppOrigins()
  })

  it('never mails a reset link to the host in a forged Host header', async () => {
    const answer = await call(server(), 'POST', '/v2/api/lambda/forgot', {
      body: { email: ACCOUNTS.member.email },
      headers: { host: 'evil.example' },
    })
    expect(answer.status).toBeLessThan(500)
    await expectNoMailTo('evil.example')
    await expectLinksOnAppOrigins()
  })

  it('refuses a magic link url on another host, whatever the Origin says', async () => {
    const attempts: Array<Record<string, string>> = [{ origin: 'https://evil.example' }, { origin: APP_ORIGIN }, { host: 'evil.example' }]
    for (const headers of attempts) {
      const answer = await call(server(), 'POST', '/v2/api/lambda/magic-login/generate', {
        body: { email: ACCOUNTS.member.email, role: 'user', url: 'http://evil.example/user/magic-login' },
        headers,
      })
      expect(answer.status, `${JSON.stringify(headers)}: ${answer.text}`).toBeGreaterThanOrEqual(400)
    }
    await expectNoMailTo('evil.example')
    expect(await mailbox(server())).toHaveLength(0)
  })

  it('still mails links on the app origin the page asked from', async () => {
    const reset = await call(server(), 'POST', '/v2/api/lambda/forgot', { body: { email: ACCOUNTS.member.email }, headers: { origin: APP_ORIGIN } })
    expect(reset.status, reset.text).toBe(200)
    const magic = await call(server(), 'POST', '/v2/api/lambda/magic-login/generate', {
      body: { email: ACCOUNTS.member.email, role: 'user', url: `${APP_ORIGIN}/user/magic-login` },
      headers: { origin: APP_ORIGIN },
    })
    expect(magic.status, magic.text).toBe(200)
    const links = (await mailbox(server())).flatMap((mail) => mail.links)
    expect(links).toHaveLength(2)
    for (const link of links) expect(new URL(link).origin).toBe(APP_ORIGIN)
  })
})
