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

describe('friend requests and groups: read here, changed only through the community calls (issue 20)', () => {
  // Seed: request 2 is pending, sent by account 4 to the member (account 1); group 3 is Daniel's, without the member.
  it('lets either end of a request read it, and nobody write one', async () => {
    const asReceiver = await callMock<{ model: Row }>('GET', '/v4/api/records/friend_request/2', { token: memberToken })
    expect(asReceiver.status).toBe(200)
    expect(asReceiver.body.model).toMatchObject({ user_id: 4, friend_id: DEMO_ACCOUNTS.member.id, status: 'pending' })

    const writes = await Promise.all([
      callMock('POST', '/v4/api/records/friend_request', { token: memberToken, body: { friend_id: 12 } }),
      callMock('PUT', '/v4/api/records/friend_request/2', { token: memberToken, body: { status: 'accepted' } }),
      callMock('DELETE', '/v4/api/records/friend_request/2', { token: memberToken }),
      callMock('PUT', '/v4/api/records/friend_request/2', { token: adminToken, body: { user_id: 3 } }),
      callMock('POST', '/v4/api/records/friend_request', { token: adminToken, body: { user_id: 11, friend_id: 12, status: 'accepted' } }),
    ])
    for (const answer of writes) {
      expect(answer.status).toBe(403)
      expect(answer.body.message).toBe('Friends and groups change only through the friends and groups pages.')
    }
    expect(db.friend_request.findFirst((q) => q.where((row) => row.id === 2))).toMatchObject({ user_id: 4, friend_id: DEMO_ACCOUNTS.member.id, status: 'pending' })
    expect(db.friend_request.findFirst((q) => q.where((row) => row.user_id === 11 || row.friend_id === 12))).toBeUndefined()
  })

  it('hides another pair’s request from a member', async () => {
    const stranger = await signIn(DEMO_ACCOUNTS.amir)
    expect((await callMock('GET', '/v4/api/records/friend_request/2', { token: stranger })).status).toBe(403)
    const list = await callMock<{ list: Row[] }>('GET', '/v4/api/records/friend_request', { token: stranger })
    expect(list.body.list).toEqual([])
  })

  it('shows a member only the groups they belong to, and lets them change none', async () => {
    const list = await callMock<{ list: Row[] }>('GET', '/v4/api/records/group', { token: memberToken })
    expect(list.status).toBe(200)
    expect(list.body.list.map((row) => row.id).sort()).toEqual([1, 2])
    expect((await callMock('GET', '/v4/api/records/group/3', { token: memberToken })).status).toBe(404)

    const join = await callMock('PUT', '/v4/api/records/group/3', { token: memberToken, body: { member_ids: [9, 10, 1] } })
    expect(join.status).toBe(403)
    const takeOver = await callMock('PUT', '/v4/api/records/group/2', { token: memberToken, body: { owner_id: DEMO_ACCOUNTS.member.id } })
    expect(takeOver.status).toBe(403)
    const create = await callMock('POST', '/v4/api/records/group', { token: memberToken, body: { name: 'Sneaky', owner_id: 1, member_ids: [1, 3] } })
    expect(create.status).toBe(403)
    expect(db.group.findFirst((q) => q.where((row) => row.id === 3))?.member_ids).toEqual([9, 10])
  })

  it('lets an admin edit a group, keeping its owner among its members', async () => {
    const renamed = await callMock<{ model: Row }>('PUT', '/v4/api/records/group/3', { token: adminToken, body: { name: 'Noon Lifters', owner_id: 12 } })
    expect(renamed.status).toBe(200)
    expect(renamed.body.model).toMatchObject({ name: 'Noon Lifters', owner_id: 12, member_ids: [9, 10, 12] })
    const created = await callMock<{ model: Row }>('POST', '/v4/api/records/group', { token: adminToken, body: { name: 'Evening Stretch', owner_id: 5 } })
    expect(created.status).toBe(200)
    expect(created.body.model).toMatchObject({ owner_id: 5, member_ids: [5], cover_url: '' })
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
