import { beforeEach, describe, expect, it } from 'vitest'
import {
  ANALYTICS_LIMITS,
  ANALYTICS_MESSAGES,
  type AnalyticsEvent,
  type AnalyticsSummary,
  type UserSessionDetail,
  type UserSessionListResponse,
  type UserSessionWrite,
  type UserSessionWriteResponse,
} from '@/api/analytics/analyticsTypes'
import { db } from '@mocks/db/db'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { SEED_ANALYTICS_SESSIONS } from '@mocks/db/seedAnalytics'
import { callMock, signIn } from '@mocks/testing/callMock'

const SESSIONS = '/v2/api/lambda/analytics/user-sessions'
const SETTINGS = '/v2/api/lambda/analytics/settings'

let memberToken = ''
let secondToken = ''
let adminToken = ''

beforeEach(async () => {
  ;[memberToken, secondToken, adminToken] = await Promise.all([signIn(DEMO_ACCOUNTS.member), signIn(DEMO_ACCOUNTS.second), signIn(DEMO_ACCOUNTS.admin)])
})

const at = (second: number) => new Date(Date.UTC(2026, 10, 20, 9, 0, second)).toISOString()

function event(seq: number, type: AnalyticsEvent['type'] = 'page_view', name = '/user/library'): AnalyticsEvent {
  return { seq, type, name: type === 'start' || type === 'end' ? type : name, path: '/user/library', at: at(seq) }
}

function write(sessionId: string, events: AnalyticsEvent[], extra: Partial<UserSessionWrite> = {}): UserSessionWrite {
  return {
    session_id: sessionId,
    status: events.at(-1)?.type === 'end' ? 'ended' : 'active',
    events,
    screen_width: 390,
    screen_height: 844,
    screen_size: 'phone',
    start_time: at(0),
    end_time: null,
    ...extra,
  }
}

const post = (body: unknown, token?: string) => callMock<UserSessionWriteResponse & { message: string; validation?: Record<string, string> }>('POST', SESSIONS, { body, token })
const stored = (sessionId: string) => db.analytics_session.findFirst((q) => q.where({ session_id: sessionId }))

async function turnSnapshots(on: boolean) {
  const answer = await callMock('PUT', SETTINGS, { token: adminToken, body: { snapshots_enabled: on } })
  expect(answer.status).toBe(200)
}

describe('POST user-sessions: one session per id, each event once', () => {
  it('creates the session on the first write and adds to it after; a retried batch is stored once', async () => {
    const id = crypto.randomUUID()
    const first = await post(write(id, [event(1, 'start'), event(2)]))
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ session_id: id, status: 'active', accepted: 2, duplicates: 0, event_count: 2 })

    // The answer was lost and the batch comes again with the next event: only the new one counts.
    const retry = await post(write(id, [event(1, 'start'), event(2), event(3, 'event', 'favourite')]))
    expect(retry.body).toMatchObject({ accepted: 1, duplicates: 2, event_count: 3 })
    expect(stored(id)?.events.map((e) => e.seq)).toEqual([1, 2, 3])
    expect(db.analytics_session.findMany((q) => q.where({ session_id: id }))).toHaveLength(1)
  })

  it('ends with an end event, keeps the end when a late batch arrives, and opens again on a later event', async () => {
    const id = crypto.randomUUID()
    await post(write(id, [event(1, 'start'), event(2)]))
    const ended = await post(write(id, [event(3, 'end')]))
    expect(ended.body.status).toBe('ended')
    expect(stored(id)).toMatchObject({ status: 'ended', end_time: at(3) })
    // The pagehide send repeating an older batch does not reopen it.
    await post(write(id, [event(2)]))
    expect(stored(id)?.status).toBe('ended')
    // Back from the back/forward cache: a newer event opens it again.
    await post(write(id, [event(4)]))
    expect(stored(id)).toMatchObject({ status: 'active', end_time: null })
  })

  it('two first writes at once make one session with every event once', async () => {
    const id = crypto.randomUUID()
    const answers = await Promise.all([post(write(id, [event(1, 'start'), event(2)])), post(write(id, [event(1, 'start'), event(2), event(3, 'end')]))])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    expect(db.analytics_session.findMany((q) => q.where({ session_id: id }))).toHaveLength(1)
    expect(stored(id)?.events.map((e) => e.seq)).toEqual([1, 2, 3])
  })
})

describe('POST user-sessions: who the session belongs to comes from the token alone', () => {
  it('ignores a user_id in the body, for visitors and members alike', async () => {
    const visitor = crypto.randomUUID()
    await post({ ...write(visitor, [event(1, 'start')]), user_id: DEMO_ACCOUNTS.member.id })
    expect(stored(visitor)?.user_id).toBeNull()

    const member = crypto.randomUUID()
    await post({ ...write(member, [event(1, 'start')]), user_id: DEMO_ACCOUNTS.admin.id }, memberToken)
    expect(stored(member)?.user_id).toBe(DEMO_ACCOUNTS.member.id)
  })

  it('a visitor who signs in during the visit makes it theirs; nobody else may write to it then', async () => {
    const id = crypto.randomUUID()
    await post(write(id, [event(1, 'start')]))
    await post(write(id, [event(2)]), memberToken)
    expect(stored(id)?.user_id).toBe(DEMO_ACCOUNTS.member.id)

    const other = await post(write(id, [event(3)]), secondToken)
    const anonymous = await post(write(id, [event(3)]))
    expect([other.status, anonymous.status]).toEqual([403, 403])
    expect(other.body.message).toBe(ANALYTICS_MESSAGES.otherMember)
    expect(stored(id)?.events).toHaveLength(2)
  })

  it('refuses an unknown token rather than recording a visitor (401)', async () => {
    const answer = await post(write(crypto.randomUUID(), [event(1, 'start')]), 'not-a-token')
    expect(answer.status).toBe(401)
  })
})

describe('POST user-sessions: what a careful server refuses', () => {
  it('answers 400 with a message per field for malformed writes, and stores nothing', async () => {
    const before = db.analytics_session.all().length
    const bad = await post({
      ...write('not-a-uuid', [{ ...event(1), path: '/user/view-moves/3?token=abc' }, { ...event(2, 'event', 'bought a car') }]),
      screen_size: 'watch',
    })
    expect(bad.status).toBe(400)
    expect(bad.body.validation).toMatchObject({
      session_id: expect.any(String),
      screen_size: expect.any(String),
      'events.0.path': expect.any(String),
      'events.1.name': expect.any(String),
    })
    const twice = await post(write(crypto.randomUUID(), [event(1, 'start'), event(2), event(2)]))
    expect(twice.body.validation).toEqual({ events: 'Each event of a write needs its own seq.' })
    const notJson = await callMock('POST', SESSIONS, { body: '{"session_id": ', headers: { 'content-type': 'application/json' } })
    expect(notJson.status).toBe(400)
    const loneHtml = await post({ ...write(crypto.randomUUID(), [event(1, 'start')]), html_copy: '[]' })
    expect(loneHtml.status).toBe(400)
    const tooMany = await post(write(crypto.randomUUID(), Array.from({ length: ANALYTICS_LIMITS.eventsPerWrite + 1 }, (_, index) => event(index + 1))))
    expect(tooMany.status).toBe(400)
    expect(db.analytics_session.all().length).toBe(before)
  })

  it('answers 413 for a snapshot part over its size, whatever else the write says', async () => {
    const answer = await post({ ...write(crypto.randomUUID(), [event(1, 'start')]), html_copy: `[${'"x",'.repeat(ANALYTICS_LIMITS.htmlCopyPart / 4)}"x"]`, html_part: 1 })
    expect(answer.status).toBe(413)
    expect(answer.body.message).toBe(ANALYTICS_MESSAGES.htmlPartTooLarge)
  })

  it('refuses snapshots while the admin has them off (403), and joins the parts in order once on', async () => {
    const id = crypto.randomUUID()
    const off = await post({ ...write(id, [event(1, 'start')]), html_copy: '[{"type":4}]', html_part: 1 })
    expect(off.status).toBe(403)
    expect(off.body.message).toBe(ANALYTICS_MESSAGES.snapshotsOff)

    await turnSnapshots(true)
    await post({ ...write(id, [event(1, 'start')]), html_copy: '[{"type":4},{"type":2}]', html_part: 1 })
    await post({ ...write(id, [event(2)]), html_copy: '[{"type":3}]', html_part: 2 })
    // Part 2 again (a retry): not added twice.
    const again = await post({ ...write(id, [event(2)]), html_copy: '[{"type":3}]', html_part: 2 })
    expect(again.status).toBe(200)
    expect(JSON.parse(stored(id)!.html_copy)).toEqual([{ type: 4 }, { type: 2 }, { type: 3 }])

    const notArray = await post({ ...write(id, [event(3)]), html_copy: '{"type":3}', html_part: 3 })
    expect(notArray.status).toBe(400)
  })

  it('answers 413 once a session has told enough: its snapshot full, or its events', async () => {
    await turnSnapshots(true)
    const id = crypto.randomUUID()
    const part = `[${Array.from({ length: 1000 }, () => `"${'y'.repeat(100)}"`).join(',')}]`
    let status = 200
    for (let number = 1; status === 200 && number < 10; number += 1) status = (await post({ ...write(id, [event(number)]), html_copy: part, html_part: number })).status
    expect(status).toBe(413)
    expect(stored(id)!.html_copy.length).toBeLessThanOrEqual(ANALYTICS_LIMITS.htmlCopySession)

    const busy = crypto.randomUUID()
    for (let batch = 0; batch < ANALYTICS_LIMITS.eventsPerSession / ANALYTICS_LIMITS.eventsPerWrite; batch += 1) {
      const events = Array.from({ length: ANALYTICS_LIMITS.eventsPerWrite }, (_, index) => event(batch * ANALYTICS_LIMITS.eventsPerWrite + index + 1))
      expect((await post(write(busy, events))).status).toBe(200)
    }
    const over = await post(write(busy, [event(ANALYTICS_LIMITS.eventsPerSession + 1)]))
    expect(over.status).toBe(413)
    expect(over.body.message).toBe(ANALYTICS_MESSAGES.tooManyEvents)
  })

  it('answers 429 to a session writing in a loop', async () => {
    const id = crypto.randomUUID()
    const statuses: number[] = []
    for (let seq = 1; seq <= ANALYTICS_LIMITS.writesPerSessionPerMinute + 1; seq += 1) statuses.push((await post(write(id, [event(seq)]))).status)
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })
})

describe('the admins’ reads', () => {
  it('are for admins only: 401 without a token, 403 for a member', async () => {
    for (const path of [SESSIONS, `${SESSIONS}/5eed0000-0000-4000-8000-000000000001`, '/v2/api/lambda/analytics/summary']) {
      expect((await callMock('GET', path)).status).toBe(401)
      expect((await callMock('GET', path, { token: memberToken })).status).toBe(403)
    }
  })

  it('list the seeded sessions newest first, page by page, without their events', async () => {
    const first = await callMock<UserSessionListResponse>('GET', `${SESSIONS}?page=1&limit=10`, { token: adminToken })
    expect(first.body.total).toBe(SEED_ANALYTICS_SESSIONS)
    expect(first.body.list).toHaveLength(10)
    const starts = first.body.list.map((row) => row.start_time)
    expect([...starts].sort().reverse()).toEqual(starts)
    expect(first.body.list[0]).not.toHaveProperty('events')
    expect(first.body.list[0]).not.toHaveProperty('html_copy')
    const bad = await callMock('GET', `${SESSIONS}?limit=1000`, { token: adminToken })
    expect(bad.status).toBe(400)
  })

  it('read one session with its events, or 404', async () => {
    const { body } = await callMock<{ model: UserSessionDetail }>('GET', `${SESSIONS}/5eed0000-0000-4000-8000-000000000001`, { token: adminToken })
    expect(body.model.events[0]).toMatchObject({ seq: 1, type: 'start' })
    expect(body.model.events.at(-1)).toMatchObject({ type: 'end' })
    expect((await callMock('GET', `${SESSIONS}/${crypto.randomUUID()}`, { token: adminToken })).status).toBe(404)
  })

  it('count sessions per day, top pages, devices and events over the period', async () => {
    const id = crypto.randomUUID()
    const now = new Date().toISOString()
    await post(write(id, [{ ...event(1, 'start'), at: now }, { ...event(2), at: now }, { ...event(3, 'event', 'plan chosen'), at: now }], { start_time: now, screen_width: 1280, screen_height: 800, screen_size: 'desktop' }))
    const { body } = await callMock<AnalyticsSummary>('GET', '/v2/api/lambda/analytics/summary?days=30', { token: adminToken })
    expect(body.per_day).toHaveLength(30)
    expect(body.per_day.at(-1)).toMatchObject({ date: now.slice(0, 10), sessions: 1, page_views: 1 })
    expect(body.per_day.reduce((sum, day) => sum + day.sessions, 0)).toBe(body.totals.sessions)
    expect(body.totals.sessions).toBeGreaterThan(20)
    expect(body.devices.map((device) => device.screen_size)).toEqual(['phone', 'tablet', 'desktop'])
    expect(body.events.map((named) => named.name).sort()).toEqual(['favourite', 'move played', 'plan chosen'])
    expect(body.top_pages.length).toBeGreaterThan(3)
    expect((await callMock('GET', '/v2/api/lambda/analytics/summary?days=3', { token: adminToken })).status).toBe(400)
  })
})

describe('sessions reach nobody another way', () => {
  it('the generic records family serves neither sessions nor the switch, not even to admins', async () => {
    for (const table of ['analytics_session', 'analytics_setting']) {
      const answer = await callMock('GET', `/v4/api/records/${table}`, { token: adminToken })
      expect(answer.status, table).toBeGreaterThanOrEqual(400)
      const write = await callMock('POST', `/v4/api/records/${table}`, { token: adminToken, body: { snapshots_enabled: true } })
      expect(write.status, table).toBeGreaterThanOrEqual(400)
    }
  })
})

describe('DELETE user-sessions: a member deletes their own sessions', () => {
  it('needs a token, deletes only the caller’s sessions and says how many', async () => {
    expect((await callMock('DELETE', SESSIONS)).status).toBe(401)
    const mine = crypto.randomUUID()
    const theirs = crypto.randomUUID()
    await post(write(mine, [event(1, 'start')]), memberToken)
    await post(write(theirs, [event(1, 'start')]), secondToken)
    const seededMine = db.analytics_session.findMany((q) => q.where({ user_id: DEMO_ACCOUNTS.member.id })).length

    const answer = await callMock<{ deleted: number }>('DELETE', SESSIONS, { token: memberToken })
    expect(answer.body.deleted).toBe(seededMine)
    expect(db.analytics_session.findMany((q) => q.where({ user_id: DEMO_ACCOUNTS.member.id }))).toHaveLength(0)
    expect(stored(theirs)).toBeDefined()
  })
})

describe('the snapshot switch', () => {
  it('is read by everyone and changed by admins only, with true or false', async () => {
    expect((await callMock<{ model: { snapshots_enabled: boolean } }>('GET', SETTINGS)).body.model.snapshots_enabled).toBe(false)
    expect((await callMock('PUT', SETTINGS, { body: { snapshots_enabled: true } })).status).toBe(401)
    expect((await callMock('PUT', SETTINGS, { token: memberToken, body: { snapshots_enabled: true } })).status).toBe(403)
    expect((await callMock('PUT', SETTINGS, { token: adminToken, body: { snapshots_enabled: 'yes' } })).status).toBe(400)
    await turnSnapshots(true)
    expect((await callMock<{ model: { snapshots_enabled: boolean } }>('GET', SETTINGS)).body.model.snapshots_enabled).toBe(true)
  })
})
