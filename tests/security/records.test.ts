// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { serverForThisFile } from './mockServer'
import { ACCOUNTS, call, resetData, signIn } from './securityClient'

/**
 * Issue 11 items 9 (friend requests through generic records: since issue 20 they are read there
 * and changed only through the friends calls), 11 (docs/product.md §5 messages for a missing
 * table or id; ids are decimal digits) and 12 (move media links: our uploads or https: only).
 */

const mock = serverForThisFile()
const server = () => mock.current()

let member = ''
let priya = ''

beforeEach(async () => {
  await resetData(server())
  member = await signIn(server(), ACCOUNTS.member)
  priya = await signIn(server(), ACCOUNTS.priya)
})

/** Seed: request 2 was sent by Priya (user 4) to the member (user 1), and waits. */
const PENDING_REQUEST = 2
const PRIYA_ID = 4

interface FriendRequest {
  user_id: number
  friend_id: number
  status: string
}

async function friendRequest(token: string): Promise<FriendRequest> {
  const answer = await call<{ model: FriendRequest }>(server(), 'GET', `/v4/api/records/friend_request/${PENDING_REQUEST}`, { token })
  expect(answer.status, answer.text).toBe(200)
  return answer.body.model
}

describe('item 9: friend requests', () => {
  it('the sender cannot accept their own request', async () => {
    const answer = await call(server(), 'PUT', `/v4/api/records/friend_request/${PENDING_REQUEST}`, { token: priya, body: { status: 'accepted' } })
    expect(answer.status).toBe(403)
    expect((await friendRequest(priya)).status).toBe('pending')
  })

  it('the receiver cannot rewrite who sent it', async () => {
    for (const body of [{ user_id: 5 }, { user_id: 5, friend_id: 1 }, { friend_id: 5 }]) {
      const answer = await call(server(), 'PUT', `/v4/api/records/friend_request/${PENDING_REQUEST}`, { token: member, body })
      expect(answer.status, `${JSON.stringify(body)}: ${answer.text}`).toBeGreaterThanOrEqual(400)
    }
    expect(await friendRequest(member)).toMatchObject({ user_id: PRIYA_ID, friend_id: 1, status: 'pending' })
  })

  it('a new request cannot be created already accepted', async () => {
    const answer = await call<{ model?: FriendRequest }>(server(), 'POST', '/v4/api/records/friend_request', {
      token: priya,
      body: { friend_id: 3, status: 'accepted' },
    })
    if (answer.status === 200) expect(answer.body.model?.status).toBe('pending')
    else expect(answer.status).toBeGreaterThanOrEqual(400)
  })

  it('the receiver accepts through the friends call, not by writing the row (issue 20)', async () => {
    const written = await call(server(), 'PUT', `/v4/api/records/friend_request/${PENDING_REQUEST}`, { token: member, body: { status: 'accepted' } })
    expect(written.status, written.text).toBe(403)
    expect((await friendRequest(member)).status).toBe('pending')
    const answer = await call(server(), 'POST', `/v3/api/movetime/friend-req/${PENDING_REQUEST}/respond`, { token: member, body: { action: 'accept' } })
    expect(answer.status, answer.text).toBe(200)
    expect(await friendRequest(member)).toMatchObject({ user_id: PRIYA_ID, friend_id: 1, status: 'accepted' })
  })
})

describe('item 11: a missing table or id, and ids that are not decimal digits', () => {
  const TABLE_REQUIRED = 'table is required.'
  const TABLE_AND_ID_REQUIRED = 'table and id is required.'

  const missing: Array<[string, string, string, string]> = [
    ['list without a table', 'GET', '/v4/api/records/', TABLE_REQUIRED],
    ['create without a table', 'POST', '/v4/api/records/', TABLE_REQUIRED],
    ['get one without a table', 'GET', '/v4/api/records//1', TABLE_AND_ID_REQUIRED],
    ['update without a table', 'PUT', '/v4/api/records//1', TABLE_AND_ID_REQUIRED],
    ['delete without a table', 'DELETE', '/v4/api/records//1', TABLE_AND_ID_REQUIRED],
    ['rest paginate without a table', 'POST', '/v1/api/rest//PAGINATE', TABLE_REQUIRED],
  ]

  for (const [name, method, path, message] of missing) {
    it(`${name}: 400 "${message}"`, async () => {
      const answer = await call(server(), method, path, { token: member, body: method === 'GET' ? undefined : {} })
      expect(answer.status, answer.text).toBe(400)
      expect(answer.body).toMatchObject({ error: true, message })
    })
  }

  for (const id of ['0x10', ',', '1e1', '16.0', '+16', ' 16', '0b10', '16,0x1']) {
    it(`move id "${id}" is a 400, not a move`, async () => {
      const answer = await call(server(), 'GET', `/v4/api/records/move/${encodeURIComponent(id).replace(/%2C/gi, ',')}`, { token: member })
      expect(answer.status, answer.text).toBe(400)
      expect(answer.text).not.toContain('"title"')
    })
  }

  it('decimal ids still work, one and several', async () => {
    expect((await call(server(), 'GET', '/v4/api/records/move/16', { token: member })).status).toBe(200)
    const many = await call<{ list: unknown[] }>(server(), 'GET', '/v4/api/records/move/1,2', { token: member })
    expect(many.status).toBe(200)
    expect(many.body.list).toHaveLength(2)
  })
})

describe('item 12: move media links', () => {
  const move = (links: Record<string, string>) => ({
    title: 'Link check',
    body_area: 'Core',
    equipment: 'None',
    difficulty: 'beginner',
    duration_seconds: 30,
    status: 'private',
    video_url: 'https://videos.example.com/squat.mp4',
    poster_url: 'https://videos.example.com/squat.jpg',
    ...links,
  })

  const hostile: Array<[string, string]> = [
    ['video_url', '//evil.example/x.mp4'],
    ['captions_url', '/\\evil.example/c.vtt'],
    ['poster_url', '/\\/evil.example/p.jpg'],
    ['video_webm_url', 'http://evil.example/x.webm'],
    ['video_url', 'javascript:alert(1)'],
    ['poster_url', 'data:image/svg+xml,<svg onload=alert(1)>'],
  ]

  for (const [field, link] of hostile) {
    it(`refuses ${field} = ${link}`, async () => {
      const created = await call(server(), 'POST', '/v4/api/records/move', { token: member, body: move({ [field]: link }) })
      expect(created.status, created.text).toBe(400)
      expect(created.body).toMatchObject({ validation: { [field]: expect.any(String) } })

      const updated = await call(server(), 'PUT', '/v4/api/records/move/8', { token: member, body: { [field]: link } })
      expect(updated.status, updated.text).toBe(400)
    })
  }

  it('accepts https: links', async () => {
    const created = await call(server(), 'POST', '/v4/api/records/move', { token: member, body: move({}) })
    expect(created.status, created.text).toBe(200)
  })
})
