// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { serverForThisFile } from './mockServer'
import { ACCOUNTS, call, resetData, signIn } from './securityClient'

/**
 * Issue 11 items 4 (bodies over 1 MB) and 10 (text lengths, phones and photo URLs checked the
 * same way on every call that takes them).
 */

const mock = serverForThisFile()
const server = () => mock.current()

const TWO_MB = 2 * 1024 * 1024
const LONG_NAME = 'N'.repeat(10_000)

let member = ''

beforeEach(async () => {
  await resetData(server())
  member = await signIn(server(), ACCOUNTS.member)
})

interface Profile {
  first_name: string
  last_name: string
  phone: string
  photo: string
}

async function profile(): Promise<Profile> {
  const answer = await call<{ model: Profile }>(server(), 'GET', '/v2/api/lambda/profile', { token: member })
  expect(answer.status, answer.text).toBe(200)
  return answer.body.model
}

describe('item 4: request bodies over 1 MB', () => {
  it('answers 413 with a JSON message to a 2 MB record, and stores nothing', async () => {
    const answer = await call(server(), 'POST', '/v4/api/records/user_info', {
      token: member,
      body: { goal: 'x'.repeat(TWO_MB), level: 'beginner' },
    })
    expect(answer.status).toBe(413)
    expect(answer.body).toMatchObject({ error: true })
    expect(typeof (answer.body as { message?: unknown }).message).toBe('string')

    const rows = await call<{ list?: unknown[] }>(server(), 'GET', '/v4/api/records/user_info', { token: member })
    expect(rows.text.length).toBeLessThan(100_000)
  })

  it('answers 413 to a 2 MB body sent chunked, with no Content-Length to trust', async () => {
    const answer = await call(server(), 'POST', '/v2/api/lambda/profile', {
      token: member,
      rawBody: JSON.stringify({ first_name: 'y'.repeat(TWO_MB) }),
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    })
    expect(answer.status).toBe(413)
    expect(answer.body).toMatchObject({ error: true })
    expect((await profile()).first_name).toBe('Maya')
  })

  it('still accepts an ordinary body', async () => {
    const answer = await call(server(), 'POST', '/v2/api/lambda/profile', { token: member, body: { first_name: 'Maya' } })
    expect(answer.status, answer.text).toBe(200)
  })
})

describe('item 10: field lengths, phones and photo URLs', () => {
  const calls = [
    { name: 'profile', path: '/v2/api/lambda/profile', body: (fields: Record<string, string>) => fields },
    { name: 'rest/user/PUT', path: '/v1/api/rest/user/PUT', body: (fields: Record<string, string>) => ({ id: 1, ...fields }) },
    { name: 'userinfo', path: '/v3/api/custom/movetime/userinfo', body: (fields: Record<string, string>) => fields },
  ]

  for (const target of calls) {
    it(`${target.name} refuses a 10,000-character name`, async () => {
      const answer = await call(server(), 'POST', target.path, { token: member, body: target.body({ first_name: LONG_NAME }) })
      expect(answer.status, answer.text.slice(0, 200)).toBe(400)
      expect((await profile()).first_name).toBe('Maya')
    })

    it(`${target.name} refuses a phone that is not a phone`, async () => {
      const before = (await profile()).phone
      const answer = await call(server(), 'POST', target.path, { token: member, body: target.body({ phone: 'not a phone' }) })
      expect(answer.status, answer.text.slice(0, 300)).toBe(400)
      expect((await profile()).phone).toBe(before)
    })
  }

  for (const target of calls.slice(0, 2)) {
    it(`${target.name} refuses a javascript: photo URL`, async () => {
      for (const photo of ['javascript:alert(document.domain)', ' JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>']) {
        const answer = await call(server(), 'POST', target.path, { token: member, body: target.body({ photo }) })
        expect(answer.status, `${photo}: ${answer.text.slice(0, 300)}`).toBe(400)
      }
      expect((await profile()).photo).not.toMatch(/^\s*(javascript|data):/i)
    })
  }

  it('accepts a real phone on profile, as userinfo does', async () => {
    const answer = await call(server(), 'POST', '/v2/api/lambda/profile', { token: member, body: { phone: '+44 20 7946 0321' } })
    expect(answer.status, answer.text).toBe(200)
  })
})
