import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '@mocks/db/db'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { LARGE_ADMIN_DATA, isGeneratedUserId } from '@mocks/largeData/largeAdminData'
import { LARGE_CHALLENGE } from '@mocks/largeData/largeChallenge'
import { callMock, signIn } from '@mocks/testing/callMock'

/** The content tables' schemas at the records calls: 400 by field, who may write, range and key filters. */

type Row = Record<string, unknown> & { id: number }
interface Answer {
  message?: string
  validation?: Record<string, string>
  model?: Row
  list?: Row[]
  total?: number
}

let admin = ''
let member = ''
beforeEach(async () => {
  admin = await signIn(DEMO_ACCOUNTS.admin)
  member = await signIn(DEMO_ACCOUNTS.member)
})

const post = (table: string, body: unknown, token = admin) => callMock<Answer>('POST', `/v4/api/records/${table}`, { token, body })

describe('content rows are checked against their schema', () => {
  it.each([
    ['video', { title: '', url: 'not a link' }, ['title', 'url']],
    ['photo', { title: 'Squat', url: '/media/x.jpg' }, ['alt']],
    ['group', { name: 'Runners' }, ['owner_id']],
    ['schedule', { user_id: 1, meeting_start: 'tomorrow', meeting_end: '2025-02-01T10:00:00.000Z' }, ['meeting_start']],
    ['sms', { name: 'Reminder', body: 'Hi {{first name}}' }, ['body']],
    ['email', { name: 'Welcome', subject: 'Hi', body: '<p>{{link</p>' }, ['body']],
    ['cms', { page: 'home', key: 'Hero Title', type: 'json', value: '{oops' }, ['key', 'value']],
    ['user_info', { user_id: 1, level: 'expert' }, ['level']],
    ['user_challenge', { user_id: 1, challenge_id: 1, status: 'completed', joined_at: 'yesterday' }, ['status', 'joined_at']],
  ])('refuses a bad %s with a message under each field', async (table, body, fields) => {
    const before = db[table as 'video'].count()
    const { status, body: answer } = await post(table, body)
    expect(status).toBe(400)
    for (const field of fields) expect(answer.validation?.[field]).toEqual(expect.any(String))
    expect(db[table as 'video'].count()).toBe(before)
  })

  it('keeps a schedule’s end after its start, on create and on update', async () => {
    const start = '2025-03-01T09:00:00.000Z'
    const backwards = await post('schedule', { user_id: 3, coach_id: 1, meeting_start: start, meeting_end: '2025-03-01T08:00:00.000Z' })
    expect(backwards.status).toBe(400)
    expect(backwards.body.validation).toEqual({ meeting_end: 'The end must be after the start.' })

    const created = await post('schedule', { user_id: 3, coach_id: 1, meeting_start: start, meeting_end: '2025-03-01T10:00:00.000Z', meeting_details: 'Check-in', extra: 'dropped' })
    expect(created.status).toBe(200)
    expect(created.body.model).toMatchObject({ user_id: 3, meeting_details: 'Check-in', created_at: expect.any(String) })
    expect(created.body.model).not.toHaveProperty('extra')
    const moved = await callMock<Answer>('PUT', `/v4/api/records/schedule/${created.body.model!.id}`, { token: admin, body: { meeting_end: '2025-03-01T07:00:00.000Z' } })
    expect(moved.status).toBe(400)
    expect(moved.body.validation?.meeting_end).toBe('The end must be after the start.')
  })

  it('holds texts to their limits', async () => {
    const long = await post('video', { title: 'x'.repeat(101), url: '/media/videos/a.mp4', duration_seconds: 4 })
    expect(long.status).toBe(400)
    expect(long.body.validation?.title).toBe('Keep a title to 100 characters or fewer.')
    const sms = await post('sms', { name: 'Long', body: 'y'.repeat(1601) })
    expect(sms.body.validation?.body).toMatch(/1600 characters/)
  })

  it('accepts well-formed content and fills its defaults', async () => {
    const video = await post('video', { title: 'Lunge: form guide', url: '/mock-files/1/lunge.mp4', duration_seconds: 12 })
    expect(video.status).toBe(200)
    expect(video.body.model).toMatchObject({ status: 'draft', poster: '', move_id: null, description: '' })
    const cms = await post('cms', { page: 'home', key: 'features', type: 'json', value: '["Offline"]' })
    expect(cms.status).toBe(200)
  })
})

describe('who may write content', () => {
  it('lets members read the library content but not change it', async () => {
    expect((await callMock('GET', '/v4/api/records/video', { token: member })).status).toBe(200)
    for (const table of ['video', 'photo', 'group', 'sms', 'email', 'cms']) {
      const { status } = await post(table, { title: 'Mallory' }, member)
      expect(status, table).toBe(403)
    }
  })

  it('lets a member book only through the scheduling calls, which check the booking rules', async () => {
    const refused = await post('schedule', { coach_id: 1, meeting_start: '2025-03-01T09:00:00.000Z', meeting_end: '2025-03-01T10:00:00.000Z' }, member)
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('Bookings and reviews change only through the booking pages.')
  })
})

describe('list filters', () => {
  it('matches foreign keys by equality and dates by range', async () => {
    const history = await callMock<Answer>('GET', '/v4/api/records/user_history?page=1,100&filter=user_id,eq,1', { token: admin })
    expect(history.status).toBe(200)
    expect(history.body.list!.length).toBeGreaterThan(0)
    expect(history.body.list!.every((row) => row.user_id === 1)).toBe(true)

    const all = history.body.list!.map((row) => String(row.watched_at)).sort()
    const day = all[0]!.slice(0, 10)
    const ranged = await callMock<Answer>('GET', `/v4/api/records/user_history?page=1,100&filter=user_id,eq,1&filter=watched_at,ge,${day}&filter=watched_at,le,${day}`, { token: admin })
    expect(ranged.body.list!.length).toBeGreaterThan(0)
    expect(ranged.body.list!.every((row) => String(row.watched_at).startsWith(day))).toBe(true)
    expect(ranged.body.list!.length).toBeLessThanOrEqual(history.body.list!.length)
  })
})

describe('POST /__mock/large-admin-data', () => {
  it('adds 2,000 members, 10,000 history rows and 500 consistent invoices, and replaces them on a second load', async () => {
    const users = db.user.count()
    const history = db.user_history.count()
    const invoices = db.invoice.count()
    const first = await callMock<{ users: number; history: number; invoices: number }>('POST', '/__mock/large-admin-data')
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({
      users: users + LARGE_ADMIN_DATA.users,
      history: history + LARGE_ADMIN_DATA.history + LARGE_CHALLENGE.history,
      invoices: invoices + LARGE_ADMIN_DATA.invoices,
      challenge_id: LARGE_CHALLENGE.id,
    })

    const generated = db.invoice.all().filter((row) => isGeneratedUserId(row.user_id))
    expect(generated).toHaveLength(LARGE_ADMIN_DATA.invoices)
    for (const invoice of generated.slice(0, 20)) {
      expect(invoice.status).toBe('paid')
      expect(db.charge.findFirst((q) => q.where({ id: invoice.charge_id! }))).toMatchObject({ invoice_id: invoice.id, amount: invoice.amount_paid })
      expect(db.customer.findFirst((q) => q.where({ id: invoice.customer_id }))?.user_id).toBe(invoice.user_id)
    }

    const again = await callMock<{ users: number }>('POST', '/__mock/large-admin-data')
    expect(again.body.users).toBe(first.body.users)
    const page = await callMock<Answer>('GET', '/v4/api/records/user?page=2,20&order=email,asc', { token: admin })
    expect(page.body.total).toBe(first.body.users)
    expect(page.body.list).toHaveLength(20)
  }, 60_000)
})

describe('content rows point at what exists', () => {
  it('refuses a schedule for an unknown account and a video of an unknown move, at their fields', async () => {
    const schedule = await post('schedule', { user_id: 9999, coach_id: 9999, meeting_start: '2025-03-01T09:00:00.000Z', meeting_end: '2025-03-01T10:00:00.000Z' })
    expect(schedule.status).toBe(400)
    expect(schedule.body.validation).toEqual({ user_id: 'No account has this id.', coach_id: 'No coach has this id.' })
    const video = await post('video', { title: 'Orphan', url: '/media/videos/a.mp4', duration_seconds: 4, move_id: 99_999 })
    expect(video.body.validation).toEqual({ move_id: 'No move has this id.' })
    const group = await callMock<Answer>('PUT', '/v4/api/records/group/1', { token: admin, body: { owner_id: 9999 } })
    expect(group.body.validation).toEqual({ owner_id: 'No account has this id.' })
  })
})
