// @vitest-environment node
import { Secret, TOTP } from 'otpauth'
import { beforeAll, describe, expect, it } from 'vitest'
import { serverForThisFile } from './mockServer'
import { ACCOUNTS, call, resetData, signIn } from './securityClient'

/**
 * Issue 11 item 6: no answer carries a secret field (password hashes, two-factor secrets, tokens),
 * whoever asks, admins included, and whichever records call reads the row.
 */

const mock = serverForThisFile()
const server = () => mock.current()

const SECRET_FIELDS = ['password_hash', 'two_factor_secret', 'two_factor_pending_secret', 'password']

let admin = ''
const secrets: string[] = []

/** The member turns two-factor on (a secret), the second member starts to (a pending secret). */
beforeAll(async () => {
  await resetData(server())
  const member = await signIn(server(), ACCOUNTS.member)
  const enabled = await call<{ secret: string }>(server(), 'POST', '/v2/api/lambda/2fa/enable', { token: member })
  expect(enabled.status, enabled.text).toBe(200)
  const code = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(enabled.body.secret) }).generate()
  const authorized = await call(server(), 'POST', '/v2/api/lambda/2fa/authorize', { token: member, body: { token: code } })
  expect(authorized.status, authorized.text).toBe(200)
  secrets.push(enabled.body.secret)

  const second = await signIn(server(), ACCOUNTS.second)
  const pending = await call<{ secret: string }>(server(), 'POST', '/v2/api/lambda/2fa/enable', { token: second })
  expect(pending.status, pending.text).toBe(200)
  secrets.push(pending.body.secret)

  admin = await signIn(server(), ACCOUNTS.admin)
})

function expectNoSecrets(text: string): void {
  for (const field of SECRET_FIELDS) expect(text).not.toContain(`"${field}"`)
  for (const secret of secrets) expect(text).not.toContain(secret)
}

describe('item 6: secret fields never leave the server', () => {
  const reads: Array<[string, string, string, unknown?]> = [
    ['a user with a pending secret', 'GET', '/v4/api/records/user/3'],
    ['one user', 'GET', '/v4/api/records/user/1'],
    ['several users', 'GET', '/v4/api/records/user/1,3'],
    ['the user list', 'GET', '/v4/api/records/user'],
    ['a page of users', 'GET', '/v4/api/records/user?page=1&size=50'],
    ['rows joined to their user', 'GET', '/v4/api/records/user_info?join=user'],
    ['rest paginate', 'POST', '/v1/api/rest/user/PAGINATE', { page: 1, limit: 50 }],
    ['join', 'POST', '/v1/api/join', { tables: ['user_info', 'user'], join_id_1: 'user_id', join_id_2: 'id' }],
    ['multi-join', 'POST', '/v1/api/multi-join', { tables: ['user_info', 'user'], joins: [{ table: 'user', local_key: 'user_id', foreign_key: 'id' }] }],
  ]

  for (const [name, method, path, body] of reads) {
    it(`${name}: no secret field for an admin`, async () => {
      const answer = await call(server(), method, path, { token: admin, body })
      expect(answer.status, answer.text.slice(0, 300)).toBe(200)
      expect(answer.text).toMatch(/member@movetime\.app|second@movetime\.app/)
      expectNoSecrets(answer.text)
    })
  }

  it('the profile and the sign-in answer carry no secret field', async () => {
    const profile = await call(server(), 'GET', '/v2/api/lambda/profile', { token: admin })
    expectNoSecrets(profile.text)
    const login = await call(server(), 'POST', '/v2/api/lambda/login', { body: { ...ACCOUNTS.second } })
    expectNoSecrets(login.text)
  })

  it('sessions and email tokens are not records anyone can read', async () => {
    for (const table of ['session', 'email_token']) {
      const answer = await call(server(), 'GET', `/v4/api/records/${table}`, { token: admin })
      expect(answer.status).toBeGreaterThanOrEqual(400)
      expect(answer.text).not.toContain(admin)
    }
  })
})
