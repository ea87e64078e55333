import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '@mocks/db/db'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { callMock, signIn } from '@mocks/testing/callMock'

/** Issue 11: secrets in answers (6), friend requests (9), docs/product.md §5 messages and ids (11). */

type Row = Record<string, unknown> & { id: number }

let adminToken = ''
let memberToken = ''

beforeEach(async () => {
  adminToken = await signIn(DEMO_ACCOUNTS.admin)
  memberToken = await signIn(DEMO_ACCOUNTS.member)
})

describe('secret fields never leave the mock, admins included', () => {
  it('leaves two-factor secrets out of every read of the user table', async () => {
    await db.user.update((q) => q.where({ id: DEMO_ACCOUNTS.member.id }), {
      data(draft) {
        draft.two_factor_secret = 'JBSWY3DPEHPK3PXPSECRET'
        draft.two_factor_pending_secret = 'KRSXG5CTMVRXEZLUPENDING'
      },
    })
    const id = DEMO_ACCOUNTS.member.id
    const answers = await Promise.all([
      callMock('GET', `/v4/api/records/user/${id}`, { token: adminToken }),
      callMock('GET', `/v4/api/records/user/${id},1`, { token: adminToken }),
      callMock('GET', '/v4/api/records/user', { token: adminToken }),
      callMock('GET', '/v4/api/records/user?page=1,50', { token: adminToken }),
      callMock('POST', '/v1/api/rest/user/PAGINATE', { token: adminToken, body: { limit: 50 } }),
      callMock('GET', `/v4/api/records/user/${id}`, { token: memberToken }),
      callMock('GET', '/v4/api/records/subscription?join=user', { token: adminToken }),
      callMock('POST', '/v1/api/multi-join', {
        token: adminToken,
        body: { tables: ['subscription', 'user'], joins: [{ table: 'user', local_key: 'user_id', foreign_key: 'id' }] },
      }),
      callMock('PUT', `/v4/api/records/user/${id}`, { token: adminToken, body: { first_name: 'Mia' } }),
    ])
    for (const answer of answers) {
      expect(answer.status).toBe(200)
      const text = JSON.stringify(answer.body)
      expect(text).not.toMatch(/two_factor_secret|two_factor_pending_secret|password_hash/)
      expect(text).not.toMatch(/SECRET|PENDING/)
    }
  })

  it('refuses to filter on a secret field', async () => {
    const { status } = await callMock('GET', '/v4/api/records/user?filter=two_factor_secret,cs,A', { token: adminToken })
    expect(status).toBe(400)
  })
})

describe('friend requests', () => {
  // Seed: request 2 is pending, sent by account 4 to the member (account 1).
  it('lets only the receiver accept or decline', async () => {
    const sent = await callMock<{ model: Row }>('POST', '/v4/api/records/friend_request', { token: memberToken, body: { friend_id: 4 } })
    expect(sent.status).toBe(200)
    expect(sent.body.model).toMatchObject({ user_id: DEMO_ACCOUNTS.member.id, friend_id: 4, status: 'pending' })

    const selfAccept = await callMock('PUT', `/v4/api/records/friend_request/${sent.body.model.id}`, { token: memberToken, body: { status: 'accepted' } })
    expect(selfAccept.status).toBe(403)

    const accepted = await callMock<{ model: Row }>('PUT', '/v4/api/records/friend_request/2', { token: memberToken, body: { status: 'accepted' } })
    expect(accepted.status).toBe(200)
    expect(accepted.body.model).toMatchObject({ user_id: 4, friend_id: DEMO_ACCOUNTS.member.id, status: 'accepted' })
  })

  it('lets a sender create only a pending request to someone else', async () => {
    const preAccepted = await callMock('POST', '/v4/api/records/friend_request', { token: memberToken, body: { friend_id: 4, status: 'accepted' } })
    expect(preAccepted.status).toBe(400)
    const toSelf = await callMock('POST', '/v4/api/records/friend_request', { token: memberToken, body: { friend_id: DEMO_ACCOUNTS.member.id } })
    expect(toSelf.status).toBe(400)
    const toNobody = await callMock('POST', '/v4/api/records/friend_request', { token: memberToken, body: { friend_id: 9999 } })
    expect(toNobody.status).toBe(400)
  })

  it('lets nobody rewrite the sender or the receiver', async () => {
    const asReceiver = await callMock('PUT', '/v4/api/records/friend_request/2', { token: memberToken, body: { user_id: 3 } })
    expect(asReceiver.status).toBe(403)
    const swap = await callMock('PUT', '/v4/api/records/friend_request/2', { token: memberToken, body: { friend_id: 3, status: 'accepted' } })
    expect(swap.status).toBe(403)
    const asAdmin = await callMock('PUT', '/v4/api/records/friend_request/2', { token: adminToken, body: { user_id: 3 } })
    expect(asAdmin.status).toBe(403)
    expect(db.friend_request.findFirst((q) => q.where((row) => row.id === 2))).toMatchObject({ user_id: 4, friend_id: DEMO_ACCOUNTS.member.id, status: 'pending' })
  })

  it('accepts only accepted or declined from the receiver', async () => {
    const odd = await callMock('PUT', '/v4/api/records/friend_request/2', { token: memberToken, body: { status: 'best friends' } })
    expect(odd.status).toBe(400)
    const declined = await callMock<{ model: Row }>('PUT', '/v4/api/records/friend_request/2', { token: memberToken, body: { status: 'declined' } })
    expect(declined.body.model.status).toBe('declined')
  })
})

describe('docs/product.md §5: a missing table or id is a 400, ids are decimal digits', () => {
  it('answers "table is required." when the table is missing', async () => {
    for (const [method, path] of [
      ['GET', '/v4/api/records/'],
      ['GET', '/v4/api/records'],
      ['POST', '/v4/api/records/'],
      ['POST', '/v1/api/rest//PAGINATE'],
    ] as const) {
      const { status, body } = await callMock(method, path, { token: adminToken, body: method === 'POST' ? {} : undefined })
      expect(status, `${method} ${path}`).toBe(400)
      expect(body.message, `${method} ${path}`).toBe('table is required.')
    }
  })

  it('answers "table and id is required." when the table of a row is missing', async () => {
    for (const [method, path] of [
      ['GET', '/v4/api/records//1'],
      ['PUT', '/v4/api/records//1'],
      ['DELETE', '/v4/api/records//1'],
      ['PUT', '/v4/api/records/'],
      ['GET', '/v4/api/records/move/,'],
      ['GET', '/v4/api/records/move/%20,%20'],
    ] as const) {
      const { status, body } = await callMock(method, path, { token: adminToken, body: method === 'GET' ? undefined : {} })
      expect(status, `${method} ${path}`).toBe(400)
      expect(body.message, `${method} ${path}`).toBe('table and id is required.')
    }
  })

  it('takes only decimal digits as an id', async () => {
    for (const id of ['0x10', '1e1', '16.0', '+16', '0b10', '16,0x1', '-1', '%2016%20']) {
      const { status } = await callMock('GET', `/v4/api/records/move/${id}`, { token: adminToken })
      expect(status, id).toBe(400)
    }
    for (const method of ['PUT', 'DELETE'] as const) {
      expect((await callMock(method, '/v4/api/records/move/0x10', { token: adminToken, body: {} })).status).toBe(400)
    }
    expect((await callMock('GET', '/v4/api/records/move/16', { token: adminToken })).status).toBe(200)
  })
})
