import { request as httpRequest } from 'node:http'
import { networkInterfaces } from 'node:os'
import { describe, expect, it } from 'vitest'
import { APP_ORIGIN, CONTROL_TOKEN, serverForThisFile } from './mockServer'
import { ACCOUNTS, call, signIn } from './securityClient'

/**
 * Issue 11 item 3: the developer server is for this machine and the app's own pages. It listens
 * on loopback, answers CORS only for app origins, and refuses any page of another origin before
 * a handler runs (so /__mock/mailbox's live reset links stay out of reach).
 */

const mock = serverForThisFile()
const server = () => mock.current()

const EVIL = 'https://evil.example'

/** This machine's address on the LAN, if it has one. */
function lanAddress(): string | null {
  for (const entries of Object.values(networkInterfaces())) {
    for (const entry of entries ?? []) if (entry.family === 'IPv4' && !entry.internal) return entry.address
  }
  return null
}

function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = httpRequest({ host, port, path: '/__mock/health', timeout: 2000, agent: false }, (response) => {
      response.resume()
      resolve(true)
    })
    probe.on('timeout', () => probe.destroy())
    probe.on('error', () => resolve(false))
    probe.end()
  })
}

describe('item 3: where the server listens', () => {
  it('prints a loopback address', () => {
    expect(server().host).toBe('127.0.0.1')
    expect(server().output()).toMatch(/MoveTime mock API listening on http:\/\/127\.0\.0\.1:\d+/)
  })

  it('prints the mock controls token', () => {
    expect(server().output()).toContain(`Mock controls token: ${CONTROL_TOKEN}`)
  })

  it('cannot be reached on the LAN address', async () => {
    const address = lanAddress()
    // A machine with no LAN interface cannot be reached from a LAN in the first place.
    if (!address) return
    expect(await reachable(address, server().port)).toBe(false)
  })
})

describe('item 3: CORS and foreign pages', () => {
  it('refuses an API call from a foreign page, without CORS headers', async () => {
    const token = await signIn(server(), ACCOUNTS.member)
    const answer = await call(server(), 'GET', '/v2/api/lambda/profile', { token, headers: { origin: EVIL } })
    expect(answer.status).toBe(403)
    expect(answer.body).toMatchObject({ error: true })
    expect(answer.headers['access-control-allow-origin']).toBeUndefined()
    expect(answer.text).not.toContain(ACCOUNTS.member.email)
  })

  it('gives a foreign preflight no CORS headers', async () => {
    const answer = await call(server(), 'OPTIONS', '/v2/api/lambda/profile', {
      project: false,
      headers: { origin: EVIL, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization, x-project' },
    })
    expect(answer.headers['access-control-allow-origin']).toBeUndefined()
    expect(answer.headers['access-control-allow-headers']).toBeUndefined()
  })

  it('refuses /__mock/mailbox and /__mock/reset to a foreign page', async () => {
    const forgot = await call(server(), 'POST', '/v2/api/lambda/forgot', { body: { email: ACCOUNTS.member.email } })
    expect(forgot.status).toBe(200)

    const mailbox = await call(server(), 'GET', '/__mock/mailbox', { project: false, headers: { origin: EVIL } })
    expect(mailbox.status).toBe(403)
    expect(mailbox.headers['access-control-allow-origin']).toBeUndefined()
    expect(mailbox.text).not.toContain('token=')

    const reset = await call(server(), 'POST', '/__mock/reset', { project: false, headers: { origin: EVIL } })
    expect(reset.status).toBe(403)
    // Nothing was reset: the mail is still there for the developer.
    const own = await call<{ list?: unknown[] }>(server(), 'GET', '/__mock/mailbox', { project: false })
    expect(own.body.list?.length).toBeGreaterThan(0)
  })

  it('refuses the demo Google sign-in to a foreign page', async () => {
    const answer = await call(server(), 'GET', '/v2/api/lambda/google/login?role=user', { headers: { origin: EVIL } })
    expect(answer.status).toBe(403)
    expect(answer.text).not.toMatch(/"token"/)
  })

  it('answers the app origin with CORS headers for the API and the mock controls', async () => {
    const token = await signIn(server(), ACCOUNTS.member)
    const profile = await call(server(), 'GET', '/v2/api/lambda/profile', { token, headers: { origin: APP_ORIGIN } })
    expect(profile.status).toBe(200)
    expect(profile.headers['access-control-allow-origin']).toBe(APP_ORIGIN)

    const mailbox = await call(server(), 'GET', '/__mock/mailbox', { project: false, headers: { origin: APP_ORIGIN } })
    expect(mailbox.status).toBe(200)
    expect(mailbox.headers['access-control-allow-origin']).toBe(APP_ORIGIN)

    const preflight = await call(server(), 'OPTIONS', '/v2/api/lambda/profile', {
      project: false,
      headers: { origin: APP_ORIGIN, 'access-control-request-method': 'GET' },
    })
    expect(preflight.status).toBeLessThan(300)
    expect(preflight.headers['access-control-allow-origin']).toBe(APP_ORIGIN)
  })

  it('answers the mock controls to a caller presenting the printed token', async () => {
    const answer = await call(server(), 'GET', '/__mock/mailbox', { project: false, headers: { 'x-mock-token': CONTROL_TOKEN } })
    expect(answer.status).toBe(200)
  })
})
