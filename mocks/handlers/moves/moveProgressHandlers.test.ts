import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MoveHistoryEntry, MoveStats, UserInfo } from '@/api/moves/moveTypes'
import { db } from '@mocks/db/db'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { SEED_MOVE_IDS, SEED_STREAK_DAYS } from '@mocks/db/seedMoves'
import { callMock, signIn } from '@mocks/testing/callMock'

/** The member's progress calls: user info, stats and move history (the move calls have their own file). */
const BASE = '/v3/api/custom/movetime'
const PRIVATE_MOVE = SEED_MOVE_IDS.wallSitHold
const { member, second, admin } = DEMO_ACCOUNTS

let memberToken = ''
let secondToken = ''
let adminToken = ''

beforeEach(async () => {
  ;[memberToken, secondToken, adminToken] = await Promise.all([signIn(member), signIn(second), signIn(admin)])
})

afterEach(() => {
  vi.useRealTimers()
})

describe('GET get-userinfo', () => {
  it('describes the caller, with goal and level from user_info', async () => {
    const { status, body } = await callMock<{ error: false; model: UserInfo }>('GET', `${BASE}/get-userinfo`, { token: memberToken })
    expect(status).toBe(200)
    expect(body.model).toEqual({
      id: member.id,
      first_name: 'Maya',
      last_name: 'Thompson',
      email: member.email,
      photo: '',
      goal: 'Build a daily habit',
      level: 'beginner',
      member_since: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    })
  })

  it('leaves goal and level empty without user_info', async () => {
    const { body } = await callMock<{ model: UserInfo }>('GET', `${BASE}/get-userinfo`, { token: adminToken })
    expect(body.model).toMatchObject({ id: admin.id, goal: '', level: '' })
  })

  it('needs a sign-in', async () => {
    expect((await callMock('GET', `${BASE}/get-userinfo`)).status).toBe(401)
  })
})

describe('GET get-stats/{id}', () => {
  const stats = (id: number, token: string | null = memberToken) => callMock<{ error: false; model: MoveStats }>('GET', `${BASE}/get-stats/${id}`, { token })

  it('counts the seeded history and favourites, with the running streak the seed dates back from today', async () => {
    const { status, body } = await stats(member.id)
    expect(status).toBe(200)
    const history = db.user_history.findMany((q) => q.where({ user_id: member.id }))
    expect(body.model).toEqual({
      moves_watched: new Set(history.map((row) => row.move_id)).size,
      minutes_watched: Math.floor(history.reduce((sum, row) => sum + row.seconds_watched, 0) / 60),
      // The seed's history ends yesterday, whenever the demo is reset: the dashboard never looks abandoned.
      streak_days: SEED_STREAK_DAYS,
      favourites: 3,
    })
    expect(body.model).toMatchObject({ moves_watched: 10, minutes_watched: 3, streak_days: 9 })
  })

  it('counts a streak of consecutive days ending today or yesterday', async () => {
    // Only this test's viewings, so the days are the ones it names.
    db.user_history.deleteMany((q) => q.where({ user_id: member.id }))
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2025-03-10T12:00:00.000Z'))
    const watched = (iso: string, seconds = 30, moveId = 2) =>
      db.user_history.create({ id: 100 + db.user_history.all().length, user_id: member.id, move_id: moveId, seconds_watched: seconds, completed: true, watched_at: iso })
    await watched('2025-03-09T07:00:00.000Z')
    await watched('2025-03-08T22:00:00.000Z')
    await watched('2025-03-08T06:00:00.000Z')
    await watched('2025-03-07T18:00:00.000Z')
    await watched('2025-03-05T18:00:00.000Z')
    // Nothing today yet: the streak still counts, ending yesterday.
    expect((await stats(member.id)).body.model.streak_days).toBe(3)

    const recorded = await callMock('PUT', '/v3/api/movetime/move-history', { token: memberToken, body: { move_id: 3, seconds_watched: 50, completed: true } })
    expect(recorded.status).toBe(200)
    const today = (await stats(member.id)).body.model
    expect(today.streak_days).toBe(4)
    // 5 × 30 + 50 seconds = 200 seconds: 3 whole minutes; moves 2 and 3.
    expect(today).toMatchObject({ minutes_watched: 3, moves_watched: 2 })

    vi.setSystemTime(new Date('2025-03-12T09:00:00.000Z'))
    expect((await stats(member.id)).body.model.streak_days).toBe(0)
  })

  it('lets a member read only their own stats; admins read anyone’s', async () => {
    const theirs = await stats(second.id)
    expect(theirs.status).toBe(403)
    expect(theirs.body).toMatchObject({ error: true, message: 'You do not have permission to do that.' })
    const asAdmin = await stats(second.id, adminToken)
    expect(asAdmin.status).toBe(200)
    // The second member's distinct moves, the seeded challenges' viewings included (seedChallenges.ts).
    const watchedBySecond = new Set(db.user_history.findMany((q) => q.where({ user_id: second.id })).map((row) => row.move_id)).size
    expect(watchedBySecond).toBeGreaterThan(1)
    expect(asAdmin.body.model).toMatchObject({ moves_watched: watchedBySecond, favourites: 1 })
    expect((await stats(9999, adminToken)).status).toBe(404)
  })

  it('needs a sign-in', async () => {
    expect((await stats(member.id, null)).status).toBe(401)
  })
})

describe('move history', () => {
  const HISTORY = '/v3/api/movetime/moves/get-move-history'
  const RECORD = '/v3/api/movetime/move-history'

  it('lists the caller’s history newest first, with title and poster', async () => {
    const { status, body } = await callMock<{ error: false; list: MoveHistoryEntry[] }>('GET', HISTORY, { token: memberToken })
    expect(status).toBe(200)
    // Newest first: yesterday evening's goblet squat, then yesterday's plank, then back in time.
    expect(body.list.map((entry) => entry.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14])
    const seeded = db.user_history.findFirst((q) => q.where({ id: 1 }))
    expect(body.list[0]).toEqual({
      id: 1,
      move_id: SEED_MOVE_IDS.gobletSquat,
      move_title: 'Goblet Squat',
      poster_url: '/media/posters/goblet-squat.webp',
      seconds_watched: 6,
      completed: true,
      watched_at: seeded?.watched_at,
    })
    // The member's private move is in their history with its poster.
    expect(body.list.find((entry) => entry.move_id === PRIVATE_MOVE)).toMatchObject({ move_title: 'Wall Sit Hold', poster_url: '/media/posters/bodyweight-squat.webp', seconds_watched: 60 })
  })

  it('limits to 20 by default, or to limit', async () => {
    for (let n = 0; n < 22; n += 1) {
      await callMock('PUT', RECORD, { token: memberToken, body: { move_id: 2, seconds_watched: n, completed: false } })
    }
    const all = await callMock<{ list: MoveHistoryEntry[] }>('GET', HISTORY, { token: memberToken })
    expect(all.body.list).toHaveLength(20)
    // Recorded in the same millisecond or not, the newest write comes first.
    expect(all.body.list[0]?.seconds_watched).toBe(21)
    const two = await callMock<{ list: MoveHistoryEntry[] }>('GET', `${HISTORY}?limit=2`, { token: memberToken })
    expect(two.body.list.map((entry) => entry.seconds_watched)).toEqual([21, 20])
    expect((await callMock('GET', `${HISTORY}?limit=-1`, { token: memberToken })).status).toBe(400)
  })

  it('records a watch with the time now and answers the entry', async () => {
    const before = Date.now()
    const { status, body } = await callMock<{ error: false; model: MoveHistoryEntry }>('PUT', RECORD, {
      token: memberToken,
      body: { move_id: SEED_MOVE_IDS.gobletSquat, seconds_watched: 40, completed: true },
    })
    expect(status).toBe(200)
    expect(body.model).toMatchObject({ move_id: SEED_MOVE_IDS.gobletSquat, move_title: 'Goblet Squat', seconds_watched: 40, completed: true })
    expect(Date.parse(body.model.watched_at)).toBeGreaterThanOrEqual(before)
    const list = await callMock<{ list: MoveHistoryEntry[] }>('GET', HISTORY, { token: memberToken })
    expect(list.body.list[0]?.id).toBe(body.model.id)
    // Only the caller's history: the second member's list is unchanged.
    const theirs = await callMock<{ list: MoveHistoryEntry[] }>('GET', `${HISTORY}?limit=100`, { token: secondToken })
    const seededForSecond = db.user_history.findMany((q) => q.where({ user_id: second.id })).map((row) => row.id)
    expect(theirs.body.list.map((entry) => entry.id).sort((a, b) => a - b)).toEqual(seededForSecond.sort((a, b) => a - b))
    expect(seededForSecond).not.toContain(body.model.id)
  })

  it('stores a replay with the same client_ref once', async () => {
    const body = { move_id: 2, seconds_watched: 30, completed: true, client_ref: 'viewing-7f3a' }
    const first = await callMock<{ model: MoveHistoryEntry }>('PUT', RECORD, { token: memberToken, body })
    const replay = await callMock<{ model: MoveHistoryEntry }>('PUT', RECORD, { token: memberToken, body })
    expect(replay.status).toBe(200)
    expect(replay.body.model).toEqual(first.body.model)
    expect(db.user_history.findMany((q) => q.where({ client_ref: 'viewing-7f3a' }))).toHaveLength(1)
    // Another member's viewing with the same reference is theirs, not a replay.
    const theirs = await callMock<{ model: MoveHistoryEntry }>('PUT', RECORD, { token: secondToken, body })
    expect(theirs.body.model.id).not.toBe(first.body.model.id)
  })

  it('keeps the watched_at of a viewing recorded offline, and refuses one in the future', async () => {
    const offline = await callMock<{ model: MoveHistoryEntry }>('PUT', RECORD, {
      token: memberToken,
      body: { move_id: 2, seconds_watched: 30, completed: true, watched_at: '2025-02-01T07:30:00.000Z' },
    })
    expect(offline.body.model.watched_at).toBe('2025-02-01T07:30:00.000Z')
    for (const watchedAt of ['yesterday', new Date(Date.now() + 86_400_000).toISOString(), 12]) {
      const { status, body } = await callMock('PUT', RECORD, { token: memberToken, body: { move_id: 2, seconds_watched: 1, completed: false, watched_at: watchedAt } })
      expect(status, String(watchedAt)).toBe(400)
      expect(body.validation).toHaveProperty('watched_at')
    }
    expect((await callMock('PUT', RECORD, { token: memberToken, body: { move_id: 2, seconds_watched: 1, completed: false, client_ref: '' } })).status).toBe(400)
  })

  it('validates the body field by field', async () => {
    const { status, body } = await callMock('PUT', RECORD, { token: memberToken, body: { move_id: 'one', seconds_watched: -5, completed: 'yes' } })
    expect(status).toBe(400)
    expect(body).toMatchObject({
      error: true,
      message: 'Please check the highlighted fields.',
      validation: { move_id: expect.any(String), seconds_watched: expect.any(String), completed: expect.any(String) },
    })
    const missing = await callMock('PUT', RECORD, { token: memberToken, body: {} })
    expect(Object.keys(missing.body.validation as object).sort()).toEqual(['completed', 'move_id', 'seconds_watched'])
  })

  it('answers 404 for an unknown move or someone else’s private move', async () => {
    for (const moveId of [9999, PRIVATE_MOVE]) {
      const { status, body } = await callMock('PUT', RECORD, { token: secondToken, body: { move_id: moveId, seconds_watched: 10, completed: false } })
      expect(status).toBe(404)
      expect(body.message).toBe('Move not found.')
    }
  })

  it('needs a sign-in', async () => {
    expect((await callMock('GET', HISTORY)).status).toBe(401)
    expect((await callMock('PUT', RECORD, { body: { move_id: 1, seconds_watched: 1, completed: true } })).status).toBe(401)
  })
})
