import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '@mocks/db/db'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { SEED_MOVES } from '@mocks/db/seedMoves'
import { callMock, signIn } from '@mocks/testing/callMock'
import { moveInput } from '@mocks/testing/moveInput'

type Row = Record<string, unknown> & { id: number }
interface ListBody {
  error: false
  list: Row[]
}
interface PageBody extends ListBody {
  page: number
  limit: number
  total: number
  num_pages: number
}

const ids = (rows: Row[]) => rows.map((row) => row.id)

/** Seeded move ids matching `keep`, newest id first: what the default order gives. */
const seedIds = (keep: (move: (typeof SEED_MOVES)[number]) => boolean = () => true) =>
  SEED_MOVES.filter(keep)
    .map((move) => move.id)
    .sort((a, b) => b - a)
const MOVE_COUNT = SEED_MOVES.length

let adminToken = ''
let memberToken = ''

beforeEach(async () => {
  adminToken = await signIn(DEMO_ACCOUNTS.admin)
  memberToken = await signIn(DEMO_ACCOUNTS.member)
})

/** Adds `count` moves titled "Drill N" so paging has something to page through. */
async function addMoves(count: number): Promise<void> {
  for (let n = 1; n <= count; n += 1) {
    const { status } = await callMock('POST', '/v4/api/records/move', { token: adminToken, body: moveInput({ title: `Drill ${n}`, status: 'published' }) })
    expect(status).toBe(200)
  }
}

describe('get one and many', () => {
  it('gets one record as { model }', async () => {
    const { status, body } = await callMock<{ model: Row }>('GET', '/v4/api/records/move/1', { token: memberToken })
    expect(status).toBe(200)
    expect(body.model).toMatchObject({ id: 1, title: 'Bodyweight Squat' })
  })

  it('gets many by comma-separated ids as { list }', async () => {
    const { body } = await callMock<ListBody>('GET', '/v4/api/records/move/3,1,999', { token: memberToken })
    expect(ids(body.list)).toEqual([3, 1])
  })

  it('embeds joined rows: row.x_id becomes row.x', async () => {
    const { body } = await callMock<{ model: Row }>('GET', '/v4/api/records/price/1?join=product', { token: memberToken })
    expect(body.model.product).toMatchObject({ id: 1, name: 'MoveTime Premium' })
  })

  it('answers 404 for a missing record and an unknown table', async () => {
    const missing = await callMock('GET', '/v4/api/records/move/999', { token: memberToken })
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe('Record not found.')
    const unknown = await callMock('GET', '/v4/api/records/spaceship/1', { token: adminToken })
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe('Unknown table "spaceship".')
  })

  it('never exposes sessions or email tokens', async () => {
    expect((await callMock('GET', '/v4/api/records/session', { token: adminToken })).status).toBe(404)
    expect((await callMock('GET', '/v4/api/records/email_token', { token: adminToken })).status).toBe(404)
  })

  it('answers "table and id is required." for an empty id', async () => {
    for (const [method, path] of [
      ['GET', '/v4/api/records/move/undefined'],
      ['PUT', '/v4/api/records/move/undefined'],
      ['PUT', '/v4/api/records/move'],
      ['DELETE', '/v4/api/records/move/undefined'],
    ] as const) {
      const { status, body } = await callMock(method, path, { token: adminToken, body: {} })
      expect(status, `${method} ${path}`).toBe(400)
      expect(body.message).toBe('table and id is required.')
    }
    const noIds = await callMock('DELETE', '/v4/api/records/move', { token: adminToken, body: {} })
    expect(noIds.status).toBe(400)
    expect(noIds.body.message).toBe('table and id is required.')
  })
})

describe('list', () => {
  it('orders by id descending by default', async () => {
    const { body } = await callMock<ListBody>('GET', '/v4/api/records/move', { token: memberToken })
    expect(ids(body.list)).toEqual(seedIds())
  })

  it('orders by {field},{direction}', async () => {
    const { body } = await callMock<ListBody>('GET', '/v4/api/records/move?order=title,asc', { token: memberToken })
    const titles = body.list.map((row) => row.title as string)
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })))
    expect(titles[0]).toBe('90/90 Hamstring')
  })

  it('limits with size', async () => {
    const { body } = await callMock<ListBody>('GET', '/v4/api/records/move?size=3', { token: memberToken })
    expect(ids(body.list)).toEqual(seedIds().slice(0, 3))
  })

  it('filters id by equality and other fields by contains, ignoring case', async () => {
    const byId = await callMock<ListBody>('GET', '/v4/api/records/move?filter=id,eq,1', { token: memberToken })
    expect(ids(byId.body.list)).toEqual([1])

    const byTitle = await callMock<ListBody>('GET', '/v4/api/records/move?filter=title,cs,SQUAT', { token: memberToken })
    expect(ids(byTitle.body.list)).toEqual(seedIds((move) => /squat/i.test(move.title)))
    expect(byTitle.body.list.length).toBeGreaterThanOrEqual(5)

    const combined = await callMock<ListBody>('GET', '/v4/api/records/move?filter=body_area,cs,lower&filter=difficulty,cs,begin', { token: memberToken })
    expect(ids(combined.body.list)).toEqual(seedIds((move) => move.body_area === 'Lower body' && move.difficulty === 'beginner'))
  })

  it('refuses any other filter operator with 400', async () => {
    const { status, body } = await callMock('GET', '/v4/api/records/move?filter=id,gt,1', { token: memberToken })
    expect(status).toBe(400)
    expect(body.validation).toHaveProperty('filter')
  })

  it('refuses a bad order direction and a bad size', async () => {
    expect((await callMock('GET', '/v4/api/records/move?order=title,up', { token: memberToken })).status).toBe(400)
    expect((await callMock('GET', '/v4/api/records/move?size=0', { token: memberToken })).status).toBe(400)
  })
})

describe('paginate', () => {
  it('pages with page={n},{size} and reports totals', async () => {
    const { body } = await callMock<PageBody>('GET', '/v4/api/records/move?page=2,3', { token: memberToken })
    expect(body).toMatchObject({ error: false, page: 2, limit: 3, total: MOVE_COUNT, num_pages: Math.ceil(MOVE_COUNT / 3) })
    expect(ids(body.list)).toEqual(seedIds().slice(3, 6))
  })

  it('uses 20 rows per page when no size is given', async () => {
    await addMoves(3)
    const total = MOVE_COUNT + 3
    const first = await callMock<PageBody>('GET', '/v4/api/records/move?page=1', { token: memberToken })
    expect(first.body).toMatchObject({ page: 1, limit: 20, total, num_pages: Math.ceil(total / 20) })
    expect(first.body.list).toHaveLength(20)
    const last = await callMock<PageBody>('GET', `/v4/api/records/move?page=${Math.ceil(total / 20)}`, { token: memberToken })
    expect(last.body.list).toHaveLength(total % 20 || 20)
  })

  it('counts the total after filtering', async () => {
    const { body } = await callMock<PageBody>('GET', '/v4/api/records/move?page=1,2&filter=title,cs,squat', { token: memberToken })
    const squats = seedIds((move) => /squat/i.test(move.title)).length
    expect(body).toMatchObject({ total: squats, num_pages: Math.ceil(squats / 2) })
  })

  it('rest-style paginate defaults to page 1 and 10 rows, id descending', async () => {
    await addMoves(5)
    const { status, body } = await callMock<PageBody>('POST', '/v1/api/rest/move/PAGINATE', { token: memberToken, body: {} })
    expect(status).toBe(200)
    expect(body).toMatchObject({ page: 1, limit: 10, total: MOVE_COUNT + 5, num_pages: Math.ceil((MOVE_COUNT + 5) / 10) })
    expect(ids(body.list)).toEqual([...[5, 4, 3, 2, 1].map((n) => MOVE_COUNT + n), ...seedIds().slice(0, 5)])
  })

  it('rest-style paginate sorts and filters', async () => {
    const { body } = await callMock<PageBody>('POST', '/v1/api/rest/move/PAGINATE', {
      token: memberToken,
      body: { page: 1, limit: 5, sortId: 'title', direction: 'asc', filter: ['title,cs,squat'] },
    })
    expect(body.list.map((row) => row.title)).toEqual(['Bodyweight Squat', 'Double Kettlebell Front Squat', 'Dumbbell Box Squat', 'Dumbbell Squat', 'Goblet Squat'])
  })
})

describe('joins', () => {
  it('join pairs rows of two tables, 10 per page by default', async () => {
    const { status, body } = await callMock<PageBody>('POST', '/v1/api/join', {
      token: adminToken,
      body: { tables: ['price', 'product'], join_id_1: 'product_id', join_id_2: 'id' },
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({ page: 1, limit: 10, total: 5 })
    expect(body.list[1]).toMatchObject({ id: 4, product: { id: 2, name: 'MoveTime Coach' } })
  })

  it('multi-join attaches each joined table', async () => {
    const { body } = await callMock<PageBody>('POST', '/v1/api/multi-join', {
      token: adminToken,
      body: {
        tables: ['subscription', 'price', 'user'],
        joins: [
          { table: 'price', local_key: 'price_id', foreign_key: 'id' },
          { table: 'user', local_key: 'user_id', foreign_key: 'id' },
        ],
      },
    })
    expect(body.total).toBe(3)
    const jordans = body.list.find((row) => row.id === 2)
    expect(jordans).toMatchObject({ id: 2, price: { nickname: 'Premium yearly' }, user: { email: DEMO_ACCOUNTS.second.email } })
    expect(jordans?.user).not.toHaveProperty('password_hash')
  })
})

describe('create, update, delete', () => {
  it('creates with a server id, updates by id and deletes by id', async () => {
    const created = await callMock<{ model: Row }>('POST', '/v4/api/records/sms', {
      token: adminToken,
      body: { id: 1, name: 'Welcome', slug: 'welcome', body: 'Hi!' },
    })
    expect(created.status).toBe(200)
    expect(created.body.model).toMatchObject({ id: 3, name: 'Welcome' })

    const updated = await callMock<{ model: Row }>('PUT', '/v4/api/records/sms/3', { token: adminToken, body: { body: 'Hello!' } })
    expect(updated.body.model).toMatchObject({ id: 3, name: 'Welcome', body: 'Hello!' })

    const deleted = await callMock('DELETE', '/v4/api/records/sms/3', { token: adminToken })
    expect(deleted.body).toMatchObject({ error: false, message: expect.any(String) })
    expect((await callMock('GET', '/v4/api/records/sms/3', { token: adminToken })).status).toBe(404)

    // Ids are never reused, like an auto-increment column.
    const next = await callMock<{ model: Row }>('POST', '/v4/api/records/sms', { token: adminToken, body: { name: 'Again', body: 'Hi again!' } })
    expect(next.body.model.id).toBe(4)
  })

  it('deletes with a body of { id } or { ids }', async () => {
    expect((await callMock('DELETE', '/v4/api/records/sms', { token: adminToken, body: { id: 1 } })).status).toBe(200)
    expect((await callMock('DELETE', '/v4/api/records/cms', { token: adminToken, body: { ids: [1, 2] } })).status).toBe(200)
    const left = await callMock<ListBody>('GET', '/v4/api/records/cms', { token: adminToken })
    // Newest first: the seed's lowest ids left are 4 and 3 once 1 and 2 are gone.
    expect(ids(left.body.list).slice(-2)).toEqual([4, 3])
  })

  it('refuses a body that is not a JSON object', async () => {
    const { status, body } = await callMock('POST', '/v4/api/records/sms', { token: adminToken, body: '[1,2]' })
    expect(status).toBe(400)
    expect(body.error).toBe(true)
  })

  it('requires sign-in to write', async () => {
    expect((await callMock('POST', '/v4/api/records/move', { body: moveInput() })).status).toBe(401)
  })
})

describe('permissions', () => {
  it('lets a member read content but not write it', async () => {
    expect((await callMock('GET', '/v4/api/records/price', { token: memberToken })).status).toBe(200)
    for (const [method, path] of [
      ['POST', '/v4/api/records/video'],
      ['PUT', '/v4/api/records/price/1'],
      ['DELETE', '/v4/api/records/cms/1'],
    ] as const) {
      const { status, body } = await callMock(method, path, { token: memberToken, body: { title: 'Mine now' } })
      expect(status, `${method} ${path}`).toBe(403)
      expect(body.message).toBe('You do not have permission to do that.')
    }
  })

  it('keeps admin tables for admins', async () => {
    for (const table of ['invoice', 'refund', 'sms', 'email', 'subscription', 'charge', 'order', 'customer', 'card', 'usage_item', 'admin_invite', 'mail']) {
      expect((await callMock('GET', `/v4/api/records/${table}`, { token: memberToken })).status, table).toBe(403)
      expect((await callMock('GET', `/v4/api/records/${table}`, { token: adminToken })).status, table).toBe(200)
    }
  })

  it('lets admins read billing tables but change them only through the payment calls', async () => {
    const invoices = await callMock<ListBody>('GET', '/v4/api/records/invoice', { token: adminToken })
    expect(invoices.body.list.length).toBeGreaterThan(0)
    for (const [method, path] of [
      ['POST', '/v4/api/records/invoice'],
      ['PUT', '/v4/api/records/subscription/1'],
      ['DELETE', '/v4/api/records/price/1'],
    ] as const) {
      const { status, body } = await callMock(method, path, { token: adminToken, body: { status: 'void' } })
      expect(status, `${method} ${path}`).toBe(403)
      expect(body.message).toBe('Billing records change only through the payment calls.')
    }
    for (const table of ['card_token', 'idempotency', 'plan']) {
      expect((await callMock('GET', `/v4/api/records/${table}`, { token: adminToken })).status, table).toBe(404)
    }
  })

  it('lets visitors read public content only', async () => {
    expect((await callMock('GET', '/v4/api/records/cms')).status).toBe(200)
    expect((await callMock('GET', '/v4/api/records/move/1')).status).toBe(200)
    const { status, body } = await callMock('GET', '/v4/api/records/schedule')
    expect(status).toBe(401)
    expect(body.message).toBe('Please sign in to continue.')
  })

  it('lets a member read and write only their own personal rows', async () => {
    const mine = await callMock<ListBody>('GET', '/v4/api/records/user_info', { token: memberToken })
    expect(mine.body.list.map((row) => row.user_id)).toEqual([DEMO_ACCOUNTS.member.id])
    expect((await callMock('GET', '/v4/api/records/user_info/2', { token: memberToken })).status).toBe(403)
    const forSomeoneElse = await callMock('POST', '/v4/api/records/user_info', { token: memberToken, body: { user_id: 3, goal: 'x' } })
    expect(forSomeoneElse.status).toBe(403)
    const handOver = await callMock('PUT', '/v4/api/records/user_info/1', { token: memberToken, body: { user_id: 3 } })
    expect(handOver.status).toBe(403)
    expect((await callMock('PUT', '/v4/api/records/user_info/2', { token: memberToken, body: { goal: 'x' } })).status).toBe(403)
    expect((await callMock('PUT', '/v4/api/records/user_info/1', { token: memberToken, body: { goal: 'Run a 10K' } })).status).toBe(200)
  })

  it('lets a member read their own bookings and reviews, changed only through the booking calls', async () => {
    const coached = await signIn(DEMO_ACCOUNTS.coached)
    const bookings = await callMock<ListBody>('GET', '/v4/api/records/schedule?page=1,100', { token: coached })
    expect(bookings.body.list.length).toBeGreaterThan(0)
    expect(bookings.body.list.every((row) => row.user_id === DEMO_ACCOUNTS.coached.id)).toBe(true)
    const someoneElses = db.schedule.findFirst((q) => q.where({ user_id: (id) => id !== DEMO_ACCOUNTS.coached.id }))!
    // As schedules/{id} answers: another member's booking does not exist to them.
    expect((await callMock('GET', `/v4/api/records/schedule/${someoneElses.id}`, { token: coached })).status).toBe(404)
    const own = bookings.body.list[0]!
    const refusals = [
      await callMock('POST', '/v4/api/records/schedule', { token: coached, body: { coach_id: 1, meeting_start: '2025-02-01T08:00:00.000Z', meeting_end: '2025-02-01T09:00:00.000Z' } }),
      await callMock('PUT', `/v4/api/records/schedule/${own.id}`, { token: coached, body: { status: 'cancelled' } }),
      await callMock('DELETE', `/v4/api/records/schedule/${own.id}`, { token: coached }),
      await callMock('PUT', '/v4/api/records/review/1', { token: coached, body: { rating: 1 } }),
      await callMock('POST', '/v4/api/records/coach', { token: coached, body: { name: 'Mallory' } }),
    ]
    expect(refusals.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403])
    expect(refusals[0]!.body.message).toBe('Bookings and reviews change only through the booking pages.')
    expect((await callMock('GET', '/v4/api/records/coach', { token: coached })).status).toBe(200)
  })

  it('lets a member read only their own user row', async () => {
    const list = await callMock<ListBody>('GET', '/v4/api/records/user', { token: memberToken })
    expect(ids(list.body.list)).toEqual([DEMO_ACCOUNTS.member.id])
    expect((await callMock('GET', `/v4/api/records/user/${DEMO_ACCOUNTS.admin.id}`, { token: memberToken })).status).toBe(403)
    expect((await callMock('PUT', `/v4/api/records/user/${DEMO_ACCOUNTS.member.id}`, { token: memberToken, body: { role: 'admin' } })).status).toBe(403)
  })
})

describe('password hashes never leave the mock', () => {
  it('leaves them out of every read of the user table', async () => {
    const answers = [
      await callMock('GET', '/v4/api/records/user', { token: adminToken }),
      await callMock('GET', '/v4/api/records/user/1', { token: adminToken }),
      await callMock('GET', '/v4/api/records/user/1,2', { token: adminToken }),
      await callMock('GET', '/v4/api/records/user?page=1', { token: adminToken }),
      await callMock('POST', '/v1/api/rest/user/PAGINATE', { token: adminToken, body: {} }),
      await callMock('GET', '/v4/api/records/subscription?join=user', { token: adminToken }),
      await callMock('POST', '/v1/api/join', { token: adminToken, body: { tables: ['subscription', 'user'], join_id_1: 'user_id', join_id_2: 'id' } }),
    ]
    for (const answer of answers) {
      expect(answer.status).toBe(200)
      expect(JSON.stringify(answer.body)).not.toContain('password_hash')
      expect(JSON.stringify(answer.body)).not.toContain('sha256$')
    }
  })

  it('refuses to filter or sort on the hash', async () => {
    expect((await callMock('GET', '/v4/api/records/user?filter=password_hash,cs,a', { token: adminToken })).status).toBe(400)
    expect((await callMock('GET', '/v4/api/records/user?order=password_hash,asc', { token: adminToken })).status).toBe(400)
  })

  it('hashes a password an admin sets, and ignores a hash sent in', async () => {
    const created = await callMock<{ model: Row }>('POST', '/v4/api/records/user', {
      token: adminToken,
      body: { email: 'coach@example.com', password: 'Coach1234', first_name: 'Casey', role: 'user', password_hash: 'sha256$x$y' },
    })
    expect(created.status).toBe(200)
    expect(created.body.model).not.toHaveProperty('password_hash')
    expect(created.body.model).not.toHaveProperty('password')
    const stored = db.user.findFirst((q) => q.where({ email: 'coach@example.com' }))
    expect(stored?.password_hash).toMatch(/^sha256\$/)
    expect(stored?.password_hash).not.toBe('sha256$x$y')
    await signIn({ email: 'coach@example.com', password: 'Coach1234', role: 'user' })
  })

  it('validates an admin-created user', async () => {
    const { status, body } = await callMock('POST', '/v4/api/records/user', { token: adminToken, body: { email: DEMO_ACCOUNTS.member.email, password: 'x' } })
    expect(status).toBe(400)
    expect(body.validation).toMatchObject({ email: expect.any(String), password: expect.any(String) })
  })
})
