import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type {
  MoveDetail,
  MoveLibraryResponse,
  MoveListResponse,
  PublicMoveListResponse,
  ToggleFavouriteResponse,
} from '@/api/moves/moveTypes'
import { db } from '@mocks/db/db'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { SEED_FAVOURITES, SEED_MOVES, SEED_MOVE_IDS } from '@mocks/db/seedMoves'
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
      [
        'author_name',
        'body_area',
        'captions_url',
        'created_at',
        'cues',
        'description',
        'difficulty',
        'duration_kind',
        'duration_seconds',
        'equipment',
        'featured',
        'id',
        'poster_url',
        'primary_muscles',
        'secondary_muscles',
        'status',
        'thumbnail_url',
        'title',
        'user_id',
        'video_url',
        'video_webm_url',
      ].sort(),
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
    expect(ids(theirs.body.list)).toEqual([SEED_MOVE_IDS.pushUpToSidePlank])
  })

  it('lists the caller’s favourites, newest move first', async () => {
    expect((await callMock('GET', `${BASE}/my-favourite-moves`)).status).toBe(401)
    const { body } = await callMock<MoveListResponse>('GET', `${BASE}/my-favourite-moves`, { token: memberToken })
    expect(ids(body.list)).toEqual([SEED_MOVE_IDS.gobletSquat, SEED_MOVE_IDS.plank, SEED_MOVE_IDS.bodyweightSquat])
    expect(body.total).toBe(3)
  })
})

describe('POST toggle-favourite', () => {
  const toggle = (moveId: unknown, token: string | null = memberToken) =>
    callMock<ToggleFavouriteResponse>('POST', `${BASE}/toggle-favourite`, { token, body: { move_id: moveId } })

  it('flips the favourite and twice returns to the start', async () => {
    const first = await toggle(SEED_MOVE_IDS.jumpSquat)
    expect(first.body).toEqual({ error: false, move_id: SEED_MOVE_IDS.jumpSquat, is_favourite: true })
    const library = await callMock<MoveLibraryResponse>('GET', `${BASE}/moves-lib`, { token: memberToken })
    expect(library.body.favourite_ids).toContain(SEED_MOVE_IDS.jumpSquat)

    const second = await toggle(SEED_MOVE_IDS.jumpSquat)
    expect(second.body).toEqual({ error: false, move_id: SEED_MOVE_IDS.jumpSquat, is_favourite: false })
    const after = await callMock<MoveLibraryResponse>('GET', `${BASE}/moves-lib`, { token: memberToken })
    expect(after.body.favourite_ids).not.toContain(SEED_MOVE_IDS.jumpSquat)
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
      video_url: '/media/videos/bodyweight-squat.mp4',
      video_webm_url: '/media/videos/bodyweight-squat.webm',
      captions_url: '/media/captions/bodyweight-squat.vtt',
      poster_url: '/media/posters/bodyweight-squat.webp',
      thumbnail_url: '/media/thumbs/bodyweight-squat.webp',
      duration_seconds: 6,
      duration_kind: 'clip',
      primary_muscles: ['quadriceps'],
      cues: expect.arrayContaining(['Drive up through the whole foot.']),
      is_favourite: true,
      is_mine: false,
      author_name: 'MoveTime',
    })
  })

  it('marks the member’s own move and names its author', async () => {
    expect((await detail(PRIVATE_MOVE)).body.model).toMatchObject({ is_mine: true, is_favourite: false, status: 'private', author_name: 'Maya Thompson' })
    expect((await detail(SEED_MOVE_IDS.pushUpToSidePlank)).body.model).toMatchObject({ is_mine: false, user_id: second.id, author_name: 'Jordan Lee' })
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
