// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest'
import { serverForThisFile } from './mockServer'
import { ACCOUNTS, burst, call, resetData, signIn } from './securityClient'

/**
 * The attacks of issue 11's probe that already held, kept so they keep holding: missing, unknown
 * and expired tokens, members on admin calls, role escalation and prototype pollution.
 */

const mock = serverForThisFile()
const server = () => mock.current()

const TOKEN_EXPIRED = 'TOKEN_EXPIRED'

type Call = [method: string, path: string, body?: unknown]

/** Calls that need a signed-in caller of any role. */
const SIGNED_IN_CALLS: Call[] = [
  ['GET', '/v2/api/lambda/profile'],
  ['POST', '/v2/api/lambda/profile', { first_name: 'Mallory' }],
  ['POST', '/v2/api/lambda/check', {}],
  ['POST', '/v2/api/lambda/update/email', { email: 'mallory@example.com' }],
  ['POST', '/v2/api/lambda/update/password', { password: 'Mallory-123!' }],
  ['POST', '/v2/api/lambda/2fa/enable', {}],
  ['GET', '/v3/api/custom/movetime/my-moves'],
  ['GET', '/v3/api/custom/movetime/my-favourite-moves'],
  ['POST', '/v3/api/custom/movetime/toggle-favourite', { move_id: 1 }],
  ['GET', '/v3/api/custom/movetime/subscriptions'],
  ['GET', '/v3/api/movetime/invoices'],
  ['POST', '/v3/api/movetime/refund-req', { invoice_id: 1, reason: 'Mallory wants money' }],
  ['GET', '/v3/api/movetime/moves/get-move-history'],
  ['GET', '/v2/api/lambda/stripe/customer/cards'],
  ['POST', '/v2/api/lambda/stripe/checkout', { price_id: 1, card_id: 1, idempotency_key: 'mallory' }],
  ['POST', '/v2/api/lambda/upload', {}],
  ['GET', '/v4/api/records/user_info'],
  ['POST', '/v4/api/records/user_info', { goal: 'Mallory' }],
  ['PUT', '/v4/api/records/user/1', { first_name: 'Mallory' }],
  ['DELETE', '/v4/api/records/user/1'],
  ['POST', '/v1/api/rest/user/PUT', { id: 1, first_name: 'Mallory' }],
]

/** Admin-only calls (docs/product.md §6). */
const ADMIN_CALLS: Call[] = [
  ['GET', '/v2/api/lambda/stripe/subscriptions'],
  ['GET', '/v2/api/lambda/stripe/invoices'],
  ['GET', '/v2/api/lambda/stripe/invoices-v2'],
  ['GET', '/v2/api/lambda/stripe/orders'],
  ['POST', '/v2/api/lambda/stripe/refund', { invoice_id: 1, reason: 'Mallory' }],
  ['DELETE', '/v2/api/lambda/stripe/subscription/1'],
  ['POST', '/v2/api/lambda/stripe/subscription/usage-charge', { subId: 1, quantity: 1 }],
  ['POST', '/v2/api/lambda/stripe/product', { name: 'Mallory Pro' }],
  ['POST', '/v2/api/lambda/admin/update/email', { id: 2, email: 'mallory@example.com' }],
  ['POST', '/v2/api/lambda/admin/update/password', { id: 2, password: 'Mallory-123!' }],
  ['POST', '/v2/api/lambda/verify/user', { user_id: 6 }],
  ['GET', '/v4/api/records/admin_invite'],
  ['POST', '/v4/api/records/admin_invite', {}],
  ['GET', '/v4/api/records/mail'],
  ['GET', '/v4/api/records/user/2'],
  ['POST', '/v4/api/records/user', { email: 'mallory@example.com', password: 'Mallory-123!', role: 'admin' }],
  ['PUT', '/v4/api/records/video/1', { title: 'Mallory was here' }],
]

const label = ([method, path]: Call) => `${method} ${path}`

beforeAll(async () => {
  await resetData(server())
})

describe('already held: tokens', () => {
  it('answers 401 to every protected call without a token', async () => {
    const answers = await Promise.all([...SIGNED_IN_CALLS, ...ADMIN_CALLS].map(([method, path, body]) => call(server(), method, path, { body })))
    const wrong = answers.flatMap((answer, index) => (answer.status === 401 ? [] : [`${label([...SIGNED_IN_CALLS, ...ADMIN_CALLS][index] as Call)} → ${answer.status}`]))
    expect(wrong).toEqual([])
  })

  it('answers 401 to an unknown token and to the texts "null" and "undefined"', async () => {
    for (const token of ['not-a-token', 'null', 'undefined']) {
      const answers = await Promise.all(SIGNED_IN_CALLS.map(([method, path, body]) => call(server(), method, path, { token, body })))
      expect(answers.map((answer) => answer.status)).toEqual(SIGNED_IN_CALLS.map(() => 401))
    }
  })

  it('answers 401 TOKEN_EXPIRED to every protected call with an expired token', async () => {
    const token = await signIn(server(), ACCOUNTS.member)
    const expired = await call(server(), 'POST', '/__mock/expire-session', { token, project: false })
    expect(expired.status, expired.text).toBe(200)
    const answers = await Promise.all(SIGNED_IN_CALLS.map(([method, path, body]) => call(server(), method, path, { token, body })))
    const wrong = answers.flatMap((answer, index) =>
      answer.status === 401 && (answer.body as { message?: string }).message === TOKEN_EXPIRED ? [] : [`${label(SIGNED_IN_CALLS[index] as Call)} → ${answer.status} ${answer.text}`],
    )
    expect(wrong).toEqual([])
  })

  it('answers 401 without project credentials', async () => {
    const token = await signIn(server(), ACCOUNTS.member)
    const answer = await call(server(), 'GET', '/v2/api/lambda/profile', { token, project: false })
    expect(answer.status).toBe(401)
    const forged = await call(server(), 'GET', '/v2/api/lambda/profile', { token, project: false, headers: { 'x-project': Buffer.from('movetime:guess').toString('base64') } })
    expect(forged.status).toBe(401)
  })
})

describe('already held: members on admin calls', () => {
  it('answers 403 to a member on every admin call', async () => {
    const member = await signIn(server(), ACCOUNTS.member)
    const answers = await Promise.all(ADMIN_CALLS.map(([method, path, body]) => call(server(), method, path, { token: member, body })))
    const wrong = answers.flatMap((answer, index) => (answer.status === 403 ? [] : [`${label(ADMIN_CALLS[index] as Call)} → ${answer.status}`]))
    expect(wrong).toEqual([])
  })
})

describe('already held: role escalation', () => {
  it('a member cannot make themself an admin, by any call', async () => {
    const member = await signIn(server(), ACCOUNTS.member)
    const attempts = await Promise.all([
      call(server(), 'PUT', '/v4/api/records/user/1', { token: member, body: { role: 'admin' } }),
      call(server(), 'POST', '/v1/api/rest/user/PUT', { token: member, body: { id: 1, role: 'admin' } }),
      call(server(), 'POST', '/v2/api/lambda/profile', { token: member, body: { role: 'admin' } }),
      call(server(), 'POST', '/v3/api/custom/movetime/userinfo', { token: member, body: { role: 'admin', goal: 'Take over' } }),
      call(server(), 'POST', '/v2/api/lambda/check', { token: member, body: { role: 'admin' } }),
    ])
    for (const answer of attempts) expect(answer.text).not.toMatch(/"role":\s*"admin"/)

    const asAdmin = await call(server(), 'POST', '/v2/api/lambda/login', { body: { ...ACCOUNTS.member, role: 'admin' } })
    expect(asAdmin.status).toBe(403)
    const stillMember = await signIn(server(), ACCOUNTS.member)
    expect((await call(server(), 'GET', '/v2/api/lambda/stripe/subscriptions', { token: stillMember })).status).toBe(403)
    expect((await call(server(), 'POST', '/v2/api/lambda/check', { token: stillMember, body: { role: 'admin' } })).status).toBe(403)
  })

  it('nobody registers as an admin without an invitation', async () => {
    const answers = await Promise.all(
      [undefined, '', 'MT-GUESS-0001', { $ne: null }].map((invite_code, index) =>
        call(server(), 'POST', '/v2/api/lambda/register', {
          body: { role: 'admin', email: `no-invite-${index}@example.com`, password: 'Sturdy-Pass-42', invite_code },
        }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 403])
  })
})

describe('already held: prototype pollution', () => {
  const payloads = [
    '{"__proto__":{"role":"admin","isAdmin":true,"polluted":"yes"}}',
    '{"constructor":{"prototype":{"role":"admin","polluted":"yes"}}}',
    '{"goal":"x","__proto__":{"user_id":2,"polluted":"yes"}}',
  ]

  it('pollutes nothing through records, profile and sign-in bodies', async () => {
    const member = await signIn(server(), ACCOUNTS.member)
    const targets: Call[] = [
      ['POST', '/v4/api/records/user_info'],
      ['PUT', '/v4/api/records/user_info/1'],
      ['POST', '/v2/api/lambda/profile'],
      ['POST', '/v1/api/rest/user/PUT'],
      ['POST', '/v2/api/lambda/login'],
      ['POST', '/v1/api/rest/move/PAGINATE'],
    ]
    await burst(targets.length * payloads.length, (index, sync) => {
      const [method, path] = targets[index % targets.length] as Call
      return call(server(), method, path, {
        sync,
        token: member,
        rawBody: payloads[Math.floor(index / targets.length)] as string,
        headers: { 'content-type': 'application/json' },
      })
    })

    const profile = await call(server(), 'GET', '/v2/api/lambda/profile', { token: member })
    expect(profile.status).toBe(200)
    expect(profile.text).not.toContain('polluted')
    expect(profile.text).not.toMatch(/"role":\s*"admin"/)
    expect((await call(server(), 'GET', '/v2/api/lambda/stripe/subscriptions', { token: member })).status).toBe(403)
    // A polluted Object.prototype would hand every body without a role the role "admin".
    expect((await call(server(), 'POST', '/v2/api/lambda/check', { token: member, body: {} })).status).toBe(200)
    const fresh = await call(server(), 'POST', '/v4/api/records/user_info', { token: member, body: { goal: 'Clean row', level: 'beginner' } })
    expect(fresh.text).not.toContain('polluted')
    expect(fresh.text).not.toContain('"user_id":2')
    expect((await call(server(), 'GET', '/__mock/health', { project: false })).status).toBe(200)
  })
})
