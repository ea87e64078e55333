import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type {
  MoveDetail,
  MoveHistoryEntry,
  MoveLibraryResponse,
  MoveListResponse,
  PublicMoveListResponse,
  MoveStats,
  ToggleFavouriteResponse,
  UserInfo,
} from '@/api/moves/moveTypes'
import { db } from '@mocks/db/db'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { SEED_FAVOURITES, SEED_HISTORY, SEED_MOVES, SEED_MOVE_IDS } from '@mocks/db/seedMoves'
import { callMock, signIn } from '@mocks/testing/callMock'
import { moveInput } from '@mocks/testing/moveInput'

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

const ids = (list: Array<{ id: number }>) => list.map((move) => move.id)
const published = SEED_MOVES.filter((move) => move.status === 'published')
const byNewest = <T extends { id: number; created_at: string }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)

/** Adds a private move as the second member, through the records family. */
async function secondMembersPrivateMove(): Promise<number> {
  const { status, body } = await callMock<{ model: { id: number } }>('POST', '/v4/api/records/move', {
    token: secondToken,
    body: moveInput({ title: 'Jordan’s Secret Finisher' }),
  })
  expect(status).toBe(200)
  return body.model.id
}

describe('GET moves (published, no sign-in)', () => {
  it('lists published moves only, newest first, with what a public page needs to play them', async () => {
    const { status, body } = await callMock<PublicMoveListResponse>('GET', `${BASE}/moves`)
    expect(status).toBe(200)
    expect(body.error).toBe(false)
    expect(body.total).toBe(published.length)
    expect(ids(body.list)).toEqual(ids(byNewest(published)))
    expect(ids(body.list)).not.toContain(PRIVATE_MOVE)
    // Public: no member-specific fields (favourite, ownership) leak to a visitor.
    expect(Object.keys(body.list[0] ?? {}).sort()).toEqual(
      ['author_name', 'body_area', 'captions_url', 'created_at', 'description', 'difficulty', 'duration_seconds', 'equipment', 'id', 'poster_url', 'status', 'title', 'user_id', 'video_url', 'video_webm_url'].sort(),
    )
  })

  it('takes a limit and keeps the total', async () => {
    const { body } = await callMock<MoveListResponse>('GET', `${BASE}/moves?limit=5`)
    expect(body.list).toHaveLength(5)
    expect(body.total).toBe(published.length)
    expect((await callMock('GET', `${BASE}/moves?limit=0`)).status).toBe(400)
  })

  it('answers one published move by id, and 404 for a private or unknown one', async () => {
    const { body } = await callMock<MoveListResponse>('GET', `${BASE}/moves?id=${SEED_MOVE_IDS.gobletSquat}`)
    expect(body.list.map((move) => move.title)).toEqual(['Goblet Squat'])
    for (const id of [PRIVATE_MOVE, 9999]) {
      const missing = await callMock('GET', `${BASE}/moves?id=${id}`, { token: memberToken })
      expect(missing.status).toBe(404)
      expect(missing.body).toEqual({ error: true, message: 'Move not found.' })
    }
    expect((await callMock('GET', `${BASE}/moves?id=abc`)).status).toBe(400)
  })
})

describe('GET moves-lib', () => {
  it('needs a sign-in', async () => {
    const { status, body } = await callMock('GET', `${BASE}/moves-lib`)
    expect(status).toBe(401)
    expect(body).toMatchObject({ error: true, message: 'Please sign in to continue.' })
  })

  it('gives published moves and the caller’s own private ones, newest first, with favourite ids', async () => {
    const { status, body } = await callMock<MoveLibraryResponse>('GET', `${BASE}/moves-lib`, { token: memberToken })
    expect(status).toBe(200)
    const expected = byNewest(SEED_MOVES.filter((move) => move.status === 'published' || move.user_id === member.id))
    expect(ids(body.list)).toEqual(ids(expected))
    expect(ids(body.list)).toContain(PRIVATE_MOVE)
    expect(body.total).toBe(expected.length)
    expect(body.favourite_ids.sort((a, b) => a - b)).toEqual(
      SEED_FAVOURITES.filter((favourite) => favourite.user_id === member.id)
        .map((favourite) => favourite.move_id)
        .sort((a, b) => a - b),
    )
  })

  it('never shows someone else’s private move', async () => {
    const hidden = await secondMembersPrivateMove()
    const mine = await callMock<MoveLibraryResponse>('GET', `${BASE}/moves-lib`, { token: memberToken })
    expect(ids(mine.body.list)).not.toContain(hidden)
    const theirs = await callMock<MoveLibraryResponse>('GET', `${BASE}/moves-lib`, { token: secondToken })
    expect(ids(theirs.body.list)[0]).toBe(hidden)
    expect(ids(theirs.body.list)).not.toContain(PRIVATE_MOVE)
    expect(theirs.body.favourite_ids).toEqual([SEED_MOVE_IDS.pushUp])
  })
})

describe('GET my-moves and my-favourite-moves', () => {
  it('lists the caller’s own moves', async () => {
    expect((await callMock('GET', `${BASE}/my-moves`)).status).toBe(401)
    const mine = await callMock<MoveListResponse>('GET', `${BASE}/my-moves`, { token: memberToken })
    expect(ids(mine.body.list)).toEqual([PRIVATE_MOVE])
    const theirs = await callMock<MoveListResponse>('GET', `${BASE}/my-moves`, { token: secondToken })
    expect(ids(theirs.body.list)).toEqual([SEED_MOVE_IDS.plankReachThrough])
  })

  it('lists the caller’s favourites, newest move first', async () => {
    expect((await callMock('GET', `${BASE}/my-favourite-moves`)).status).toBe(401)
    const { body } = await callMock<MoveListResponse>('GET', `${BASE}/my-favourite-moves`, { token: memberToken })
    expect(ids(body.list)).toEqual([SEED_MOVE_IDS.gobletSquat, SEED_MOVE_IDS.forearmPlank, SEED_MOVE_IDS.bodyweightSquat])
    expect(body.total).toBe(3)
  })
})

describe('POST toggle-favourite', () => {
  const toggle = (moveId: unknown, token: string | null = memberToken) =>
    callMock<ToggleFavouriteResponse>('POST', `${BASE}/toggle-favourite`, { token, body: { move_id: moveId } })

  it('flips the favourite and twice returns to the start', async () => {
    const first = await toggle(SEED_MOVE_IDS.sumoSquat)
    expect(first.body).toEqual({ error: false, move_id: SEED_MOVE_IDS.sumoSquat, is_favourite: true })
    const library = await callMock<MoveLibraryResponse>('GET', `${BASE}/moves-lib`, { token: memberToken })
    expect(library.body.favourite_ids).toContain(SEED_MOVE_IDS.sumoSquat)

    const second = await toggle(SEED_MOVE_IDS.sumoSquat)
    expect(second.body).toEqual({ error: false, move_id: SEED_MOVE_IDS.sumoSquat, is_favourite: false })
    const after = await callMock<MoveLibraryResponse>('GET', `${BASE}/moves-lib`, { token: memberToken })
    expect(after.body.favourite_ids).not.toContain(SEED_MOVE_IDS.sumoSquat)
  })

  it('un-favourites a seeded favourite', async () => {
    expect((await toggle(SEED_MOVE_IDS.bodyweightSquat)).body.is_favourite).toBe(false)
  })

  it('lets a member favourite their own private move', async () => {
    expect((await toggle(PRIVATE_MOVE)).body.is_favourite).toBe(true)
  })

  it('needs a sign-in', async () => {
    expect((await toggle(1, null)).status).toBe(401)
  })

  it('answers 400 for a missing or invalid move id', async () => {
    for (const bad of [undefined, null, '', 'abc', 0, -3, 1.5, '4']) {
      const { status, body } = await toggle(bad)
      expect(status, JSON.stringify(bad)).toBe(400)
      expect(body).toMatchObject({ error: true, message: expect.stringMatching(/move_id/), validation: { move_id: expect.any(String) } })
    }
  })

  it('answers 404 for an unknown move and for someone else’s private move', async () => {
    const hidden = await secondMembersPrivateMove()
    for (const id of [9999, hidden]) {
      const { status, body } = await toggle(id)
      expect(status).toBe(404)
      expect(body).toEqual({ error: true, message: 'Move not found.' })
    }
    expect(db.favourite.findMany((q) => q.where({ move_id: hidden }))).toEqual([])
  })
})

describe('GET move-detail', () => {
  const detail = (id: number | string, token: string | null = memberToken) =>
    callMock<{ error: false; model: MoveDetail }>('GET', `${BASE}/move-detail?id=${id}`, { token })

  it('gives the move with its media, favourite state and author', async () => {
    const { status, body } = await detail(SEED_MOVE_IDS.bodyweightSquat)
    expect(status).toBe(200)
    expect(body.model).toMatchObject({
      id: 1,
      title: 'Bodyweight Squat',
      body_area: 'Lower body',
      video_url: '/media/videos/squat.mp4',
      video_webm_url: '/media/videos/squat.webm',
      captions_url: '/media/captions/squat.vtt',
      poster_url: '/media/posters/moves/bodyweight-squat.svg',
      is_favourite: true,
      is_mine: false,
      author_name: 'MoveTime',
    })
  })

  it('marks the member’s own move and names its author', async () => {
    expect((await detail(PRIVATE_MOVE)).body.model).toMatchObject({ is_mine: true, is_favourite: false, status: 'private', author_name: 'Maya Thompson' })
    expect((await detail(SEED_MOVE_IDS.plankReachThrough)).body.model).toMatchObject({ is_mine: false, user_id: second.id, author_name: 'Jordan Lee' })
  })

  it('answers 404, not 403, for someone else’s private move', async () => {
    const { status, body } = await detail(PRIVATE_MOVE, secondToken)
    expect(status).toBe(404)
    expect(body).toEqual({ error: true, message: 'Move not found.' })
    expect((await detail(9999)).status).toBe(404)
  })

  it('lets an admin open any move', async () => {
    expect((await detail(PRIVATE_MOVE, adminToken)).body.model).toMatchObject({ id: PRIVATE_MOVE, is_mine: false })
  })

  it('needs a sign-in and an id', async () => {
    expect((await detail(1, null)).status).toBe(401)
    expect((await callMock('GET', `${BASE}/move-detail`, { token: memberToken })).status).toBe(400)
    expect((await detail('x')).status).toBe(400)
  })
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

  it('counts the seeded history and favourites', async () => {
    const { status, body } = await stats(member.id)
    expect(status).toBe(200)
    const history = SEED_HISTORY.filter((row) => row.user_id === member.id)
    expect(body.model).toEqual({
      moves_watched: new Set(history.map((row) => row.move_id)).size,
      minutes_watched: Math.floor(history.reduce((sum, row) => sum + row.seconds_watched, 0) / 60),
      // The seed's history is from January 2025: long over.
      streak_days: 0,
      favourites: 3,
    })
    expect(body.model).toMatchObject({ moves_watched: 4, minutes_watched: 3 })
  })

  it('counts a streak of consecutive days ending today or yesterday', async () => {
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
    // 180 seeded + 5 × 30 + 50 seconds = 380 seconds: 6 whole minutes; moves 1, 4, 44, 8, 2 and 3.
    expect(today).toMatchObject({ minutes_watched: 6, moves_watched: 6 })

    vi.setSystemTime(new Date('2025-03-12T09:00:00.000Z'))
    expect((await stats(member.id)).body.model.streak_days).toBe(0)
  })

  it('lets a member read only their own stats; admins read anyone’s', async () => {
    const theirs = await stats(second.id)
    expect(theirs.status).toBe(403)
    expect(theirs.body).toMatchObject({ error: true, message: 'You do not have permission to do that.' })
    const asAdmin = await stats(second.id, adminToken)
    expect(asAdmin.status).toBe(200)
    expect(asAdmin.body.model).toMatchObject({ moves_watched: 1, favourites: 1 })
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
    expect(body.list.map((entry) => entry.id)).toEqual([5, 4, 2, 1])
    expect(body.list[0]).toEqual({
      id: 5,
      move_id: PRIVATE_MOVE,
      move_title: 'Wall Sit Hold',
      poster_url: '/media/posters/moves/wall-sit-hold.svg',
      seconds_watched: 60,
      completed: true,
      watched_at: SEED_HISTORY[4]?.watched_at,
    })
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
    const theirs = await callMock<{ list: MoveHistoryEntry[] }>('GET', HISTORY, { token: secondToken })
    expect(theirs.body.list.map((entry) => entry.id)).toEqual([3])
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
