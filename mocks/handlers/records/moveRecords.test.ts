import { beforeEach, describe, expect, it } from 'vitest'
import { MOVE_LIMITS, type MoveSummary } from '@/api/moves/moveTypes'
import { db } from '@mocks/db/db'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { SEED_MOVES, SEED_MOVE_IDS } from '@mocks/db/seedMoves'
import { callMock, signIn } from '@mocks/testing/callMock'
import { moveInput } from '@mocks/testing/moveInput'

/* Members' own moves through the generic records family (/v4/api/records/move). */

type MoveModel = MoveSummary & { video_url: string; updated_at?: string }
interface ListBody {
  list: Array<{ id: number }>
}

const RECORDS = '/v4/api/records/move'
const PRIVATE_MOVE = SEED_MOVE_IDS.wallSitHold
const NOT_OWNER = 'You can only change moves you added.'
const { member, second, admin } = DEMO_ACCOUNTS

let memberToken = ''
let secondToken = ''
let adminToken = ''

beforeEach(async () => {
  ;[memberToken, secondToken, adminToken] = await Promise.all([signIn(member), signIn(second), signIn(admin)])
})

async function create(token: string, body: Record<string, unknown>) {
  return callMock<{ model: MoveModel; validation?: Record<string, string> }>('POST', RECORDS, { token, body })
}

describe('a member adding a move', () => {
  it('owns it: user_id and created_at are the server’s, whatever the body says', async () => {
    const before = Date.now()
    const { status, body } = await create(memberToken, moveInput({ title: '  Tempo Chair Squat ', user_id: second.id, created_at: '2000-01-01T00:00:00.000Z', id: 1 }))
    expect(status).toBe(200)
    expect(body.model).toMatchObject({ title: 'Tempo Chair Squat', user_id: member.id, status: 'private', description: expect.any(String) })
    expect(body.model.id).toBeGreaterThan(SEED_MOVES.length)
    expect(Date.parse(body.model.created_at)).toBeGreaterThanOrEqual(before)

    const mine = await callMock<ListBody>('GET', '/v3/api/custom/movetime/my-moves', { token: memberToken })
    expect(mine.body.list.map((move) => move.id)).toContain(body.model.id)
  })

  it('may publish it to everyone', async () => {
    const { body } = await create(memberToken, moveInput({ title: 'Couch Step-Up', status: 'published' }))
    const { status } = await callMock('GET', `/v3/api/custom/movetime/moves?id=${body.model.id}`)
    expect(status).toBe(200)
  })

  it('gets one message per field for bad input', async () => {
    const { status, body } = await create(memberToken, {
      title: '   ',
      description: 'x'.repeat(MOVE_LIMITS.descriptionMax + 1),
      body_area: 'Legs',
      equipment: 'Trampoline',
      difficulty: 'expert',
      duration_seconds: MOVE_LIMITS.durationMinSeconds - 1,
      status: 'draft',
    })
    expect(status).toBe(400)
    expect(body).toMatchObject({ error: true, message: 'Please check the highlighted fields.' })
    expect(body.validation).toEqual({
      title: 'Give the move a title.',
      description: `Keep the description to ${MOVE_LIMITS.descriptionMax} characters or fewer.`,
      body_area: expect.stringContaining('Choose a body area'),
      equipment: expect.stringContaining('Choose the equipment'),
      difficulty: expect.stringContaining('Choose a difficulty'),
      duration_seconds: expect.stringContaining(`${MOVE_LIMITS.durationMinSeconds} to ${MOVE_LIMITS.durationMaxSeconds}`),
      video_url: 'Add a video of the move.',
      poster_url: 'Add a poster image for the move.',
      status: 'Choose whether the move is published or private.',
    })
  })

  it('is held to the limits at both ends', async () => {
    const long = await create(memberToken, moveInput({ title: 'x'.repeat(MOVE_LIMITS.titleMax + 1) }))
    expect(long.body.validation).toEqual({ title: `Keep the title to ${MOVE_LIMITS.titleMax} characters or fewer.` })
    expect((await create(memberToken, moveInput({ title: 'x'.repeat(MOVE_LIMITS.titleMax) }))).status).toBe(200)
    expect((await create(memberToken, moveInput({ duration_seconds: MOVE_LIMITS.durationMaxSeconds + 1 }))).body.validation).toHaveProperty('duration_seconds')
    expect((await create(memberToken, moveInput({ duration_seconds: 30.5 }))).body.validation).toHaveProperty('duration_seconds')
    expect((await create(memberToken, moveInput({ duration_seconds: '45' }))).body.validation).toHaveProperty('duration_seconds')
    expect((await create(memberToken, moveInput({ duration_seconds: MOVE_LIMITS.durationMaxSeconds }))).status).toBe(200)
  })

  it('refuses script links for media', async () => {
    const { status, body } = await create(memberToken, moveInput({ video_url: 'javascript:alert(1)', poster_url: 'data:image/svg+xml,<svg/>' }))
    expect(status).toBe(400)
    expect(body.validation).toEqual({ video_url: 'Use a link to an uploaded file.', poster_url: 'Use a link to an uploaded file.' })
    expect((await create(memberToken, moveInput({ video_url: 'http://localhost/mock-files/3/clip.mp4' }))).status).toBe(200)
  })

  it('needs a member account: visitors and the public area cannot add moves', async () => {
    expect((await callMock('POST', RECORDS, { body: moveInput() })).status).toBe(401)
    const publicToken = await signIn(DEMO_ACCOUNTS.public)
    expect((await create(publicToken, moveInput())).status).toBe(403)
  })
})

describe('a member changing moves', () => {
  it('edits their own move; the owner and creation date stay', async () => {
    const original = db.move.findFirst((q) => q.where({ id: PRIVATE_MOVE }))
    const { status, body } = await callMock<{ model: MoveModel }>('PUT', `${RECORDS}/${PRIVATE_MOVE}`, {
      token: memberToken,
      body: { title: 'Wall Sit Ladder', status: 'published', user_id: second.id, created_at: '2000-01-01T00:00:00.000Z' },
    })
    expect(status).toBe(200)
    expect(body.model).toMatchObject({ id: PRIVATE_MOVE, title: 'Wall Sit Ladder', status: 'published', user_id: member.id, created_at: original?.created_at })
    expect(body.model.updated_at).toEqual(expect.any(String))
  })

  it('validates an edit like a new move', async () => {
    const { status, body } = await callMock('PUT', `${RECORDS}/${PRIVATE_MOVE}`, { token: memberToken, body: { title: '', duration_seconds: 0 } })
    expect(status).toBe(400)
    expect(Object.keys(body.validation as object).sort()).toEqual(['duration_seconds', 'title'])
  })

  it('cannot change or delete the catalogue’s or another member’s published move', async () => {
    for (const id of [SEED_MOVE_IDS.bodyweightSquat, SEED_MOVE_IDS.pushUpToSidePlank]) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const { status, body } = await callMock(method, `${RECORDS}/${id}`, { token: memberToken, body: { title: 'Mine now' } })
        expect(status, `${method} ${id}`).toBe(403)
        expect(body).toEqual({ error: true, message: NOT_OWNER })
      }
    }
    const bulk = await callMock('DELETE', RECORDS, { token: memberToken, body: { ids: [PRIVATE_MOVE, SEED_MOVE_IDS.pushUp] } })
    expect(bulk.status).toBe(403)
    expect(db.move.findFirst((q) => q.where({ id: PRIVATE_MOVE }))).toBeDefined()
  })

  it('gets 404 for another member’s private move, as if it did not exist', async () => {
    for (const method of ['PUT', 'DELETE'] as const) {
      const { status, body } = await callMock(method, `${RECORDS}/${PRIVATE_MOVE}`, { token: secondToken, body: { title: 'Mine now' } })
      expect(status, method).toBe(404)
      expect(body.message).toBe('Record not found.')
    }
    expect((await callMock('DELETE', RECORDS, { token: secondToken, body: { id: PRIVATE_MOVE } })).status).toBe(404)
  })

  it('deletes their own move, and everyone’s favourites of it go too', async () => {
    const { body } = await create(secondToken, moveInput({ title: 'Stair Sprint', status: 'published', body_area: 'Cardio' }))
    const id = body.model.id
    for (const token of [memberToken, secondToken]) {
      const toggled = await callMock('POST', '/v3/api/custom/movetime/toggle-favourite', { token, body: { move_id: id } })
      expect(toggled.body.is_favourite).toBe(true)
    }
    expect((await callMock('DELETE', `${RECORDS}/${id}`, { token: secondToken })).status).toBe(200)
    expect(db.favourite.findMany((q) => q.where({ move_id: id }))).toEqual([])
    expect((await callMock('GET', `${RECORDS}/${id}`, { token: adminToken })).status).toBe(404)
  })
})

describe('reading moves through the records family', () => {
  it('hides another member’s private move from lists, multi-gets and paginates', async () => {
    const own = await callMock<ListBody>('GET', RECORDS, { token: memberToken })
    expect(own.body.list.map((move) => move.id)).toContain(PRIVATE_MOVE)

    const lists = [
      await callMock<ListBody>('GET', RECORDS, { token: secondToken }),
      await callMock<ListBody>('GET', `${RECORDS}?page=1,100`, { token: secondToken }),
      await callMock<ListBody>('GET', `${RECORDS}/1,${PRIVATE_MOVE},2`, { token: secondToken }),
      await callMock<ListBody>('POST', '/v1/api/rest/move/PAGINATE', { token: secondToken, body: { limit: 100 } }),
      await callMock<ListBody>('GET', `${RECORDS}?filter=status,eq,private`, { token: secondToken }),
    ]
    for (const answer of lists) expect(answer.body.list.map((move) => move.id)).not.toContain(PRIVATE_MOVE)
    expect(lists[0]?.body.list).toHaveLength(SEED_MOVES.length - 1)
    expect(lists[2]?.body.list.map((move) => move.id)).toEqual([1, 2])
    expect(lists[4]?.body.list).toEqual([])
  })

  it('answers 404 for another member’s private move, signed in or not', async () => {
    for (const token of [secondToken, null]) {
      const { status, body } = await callMock('GET', `${RECORDS}/${PRIVATE_MOVE}`, { token })
      expect(status).toBe(404)
      expect(body.message).toBe('Record not found.')
    }
    expect((await callMock('GET', `${RECORDS}/${PRIVATE_MOVE}`, { token: memberToken })).status).toBe(200)
  })

  it('shows visitors published moves only', async () => {
    const { body } = await callMock<ListBody>('GET', RECORDS)
    expect(body.list).toHaveLength(SEED_MOVES.filter((move) => move.status === 'published').length)
    expect((await callMock('GET', `${RECORDS}/1`)).status).toBe(200)
  })

  it('leaves a joined private move out', async () => {
    await db.user_history.create({ id: 50, user_id: second.id, move_id: PRIVATE_MOVE, seconds_watched: 5, completed: false, watched_at: new Date().toISOString() })
    const { body } = await callMock<{ model: { move: unknown } }>('GET', '/v4/api/records/user_history/50?join=move', { token: secondToken })
    expect(body.model.move).toBeNull()
  })
})

describe('admins and moves', () => {
  it('see, change and delete any move', async () => {
    expect((await callMock<ListBody>('GET', RECORDS, { token: adminToken })).body.list).toHaveLength(SEED_MOVES.length)
    const edited = await callMock<{ model: MoveModel }>('PUT', `${RECORDS}/${PRIVATE_MOVE}`, { token: adminToken, body: { difficulty: 'advanced' } })
    expect(edited.body.model).toMatchObject({ difficulty: 'advanced', user_id: member.id })
    expect((await callMock('DELETE', `${RECORDS}/${SEED_MOVE_IDS.pushUpToSidePlank}`, { token: adminToken })).status).toBe(200)
  })

  it('add catalogue moves, published unless they say otherwise', async () => {
    const { status, body } = await create(adminToken, moveInput({ title: 'Farmer Carry', status: undefined, equipment: 'Kettlebell', body_area: 'Full body' }))
    expect(status).toBe(200)
    expect(body.model).toMatchObject({ user_id: null, status: 'published', video_webm_url: '/media/videos/bodyweight-squat.webm', captions_url: '' })
  })

  it('are held to the same field rules', async () => {
    const { status, body } = await create(adminToken, { title: 'Half a move' })
    expect(status).toBe(400)
    expect(body.validation).toHaveProperty('body_area')
    expect(body.validation).toHaveProperty('video_url')
  })
})

describe('favourites and history through the records family', () => {
  it('lets a member read their own favourites but change them only with the toggle', async () => {
    const { body } = await callMock<{ list: Array<{ user_id: number }> }>('GET', '/v4/api/records/favourite', { token: memberToken })
    expect(body.list.length).toBe(3)
    expect(body.list.every((row) => row.user_id === member.id)).toBe(true)
    expect((await callMock('POST', '/v4/api/records/favourite', { token: memberToken, body: { move_id: 5 } })).status).toBe(403)
    expect((await callMock('DELETE', '/v4/api/records/favourite/1', { token: memberToken })).status).toBe(403)
    expect((await callMock('GET', '/v4/api/records/favourite')).status).toBe(401)
  })

  it('lets a member read their own history but write it only with move-history (challenge progress is counted from it)', async () => {
    const { body } = await callMock<{ list: Array<{ user_id: number }> }>('GET', '/v4/api/records/user_history', { token: memberToken })
    expect(body.list.length).toBeGreaterThan(0)
    expect(body.list.every((row) => row.user_id === member.id)).toBe(true)
    const before = db.user_history.count()
    const forged = { move_id: 2, seconds_watched: 20, completed: true, watched_at: new Date().toISOString() }
    expect((await callMock('POST', '/v4/api/records/user_history', { token: memberToken, body: forged })).status).toBe(403)
    expect((await callMock('PUT', '/v4/api/records/user_history/1', { token: memberToken, body: { completed: true } })).status).toBe(403)
    expect(db.user_history.count()).toBe(before)
  })

  it('stamps a history row an admin writes with the time it arrived, whatever the body says', async () => {
    const { status, body } = await callMock<{ model: { user_id: number; watched_at: string; received_at: string; time_zone: string } }>('POST', '/v4/api/records/user_history', {
      token: adminToken,
      body: { user_id: member.id, move_id: 2, seconds_watched: 20, completed: false, received_at: '2020-01-01T00:00:00.000Z' },
    })
    expect(status).toBe(200)
    expect(body.model.user_id).toBe(member.id)
    expect(Date.parse(body.model.watched_at)).not.toBeNaN()
    expect(Date.now() - Date.parse(body.model.received_at)).toBeLessThan(60_000)
    expect(body.model.time_zone).toBe('UTC')
  })
})

describe('featuring a move on members’ dashboards', () => {
  it('is for admins: a member’s own move is never featured, whatever the body says', async () => {
    const created = await create(memberToken, moveInput({ title: 'Self-Promoted Squat', status: 'published', featured: true }))
    expect(created.body.model.featured).toBe(false)
    const updated = await callMock<{ model: MoveModel }>('PUT', `${RECORDS}/${created.body.model.id}`, { token: memberToken, body: { featured: true } })
    expect(updated.body.model.featured).toBe(false)
  })

  it('an admin features a catalogue move and the member library says so', async () => {
    const { status } = await callMock('PUT', `${RECORDS}/${SEED_MOVE_IDS.wallSitHold + 1}`, { token: adminToken, body: { featured: true } })
    expect(status).toBe(200)
    const library = await callMock<{ list: MoveSummary[] }>('GET', '/v3/api/custom/movetime/moves-lib', { token: memberToken })
    expect(library.body.list.find((move) => move.id === SEED_MOVE_IDS.wallSitHold + 1)?.featured).toBe(true)
  })

  it('refuses a featured flag that is not true or false', async () => {
    const { status, body } = await callMock<{ validation?: Record<string, string> }>('PUT', `${RECORDS}/1`, { token: adminToken, body: { featured: 'yes' } })
    expect(status).toBe(400)
    expect(body.validation?.featured).toBe('Say whether the move is featured: true or false.')
  })
})
