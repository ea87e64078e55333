import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CHALLENGE_GOAL_MAX } from '@/api/challenges/challengeTypes'
import { db } from '@mocks/db/db'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { SEED_CHALLENGE_IDS } from '@mocks/db/seedChallenges'
import { SEED_MOVE_IDS } from '@mocks/db/seedMoves'
import { callMock, signIn } from '@mocks/testing/callMock'
import { BASE, challengeInput, create, dayFromToday, details, ok, signInAll, update, type Tokens } from './challengeCalls.testing'

/** POST challenge and PUT challenge/{id}: what a member may make and change, and when. */

let tokens: Tokens
beforeEach(async () => {
  tokens = await signInAll()
})

afterEach(() => {
  vi.useRealTimers()
})

const { member: maya, second: jordan } = DEMO_ACCOUNTS
const GOAL_FROZEN = "A challenge's goal cannot change once it has started."

describe('POST challenge', () => {
  it('makes the challenge with its creator joined at once, scored from their history', async () => {
    const { model } = ok(await create(tokens.maya, { start_date: dayFromToday(0), end_date: dayFromToday(6) }))
    expect(model).toMatchObject({ title: 'Three moves this week', kind: 'count', goal: 3, status: 'active', my_status: 'joined', participant_count: 1, creator: { id: maya.id } })
    // The seed's viewings are all before today.
    expect(model.my_progress).toEqual({ score: 0, completed: false, reached_at: null })
    expect(db.user_challenge.findMany((q) => q.where({ challenge_id: model.id }))).toEqual([expect.objectContaining({ user_id: maya.id, status: 'joined' })])
  })

  it('stores one challenge for a replayed create, and one for 8 sent at once with one client_ref', async () => {
    const before = db.challenge.count()
    const first = ok(await create(tokens.maya, { client_ref: 'replayed-create' }))
    const again = ok(await create(tokens.maya, { client_ref: 'replayed-create', title: 'Changed on the way' }))
    expect(again.model.id).toBe(first.model.id)
    expect(again.model.title).toBe('Three moves this week')
    const burst = await Promise.all(Array.from({ length: 8 }, () => create(tokens.jordan, { client_ref: 'burst-create' })))
    expect(new Set(burst.map((answer) => ok(answer).model.id)).size).toBe(1)
    expect(db.challenge.count()).toBe(before + 2)
    expect(db.user_challenge.findMany((q) => q.where({ challenge_id: burst[0]!.body.model.id }))).toHaveLength(1)
  })

  it('keeps client_refs apart per member', async () => {
    const mine = ok(await create(tokens.maya, { client_ref: 'same-ref' }))
    const theirs = ok(await create(tokens.jordan, { client_ref: 'same-ref' }))
    expect(theirs.model.id).not.toBe(mine.model.id)
    expect(theirs.model.creator.id).toBe(jordan.id)
  })

  it.each([
    ['no title', { title: '  ' }, 'title', 'Enter a title.'],
    ['a title too long', { title: 'x'.repeat(81) }, 'title', 'Keep the title to 80 characters or fewer.'],
    ['an unknown kind', { kind: 'marathon' }, 'kind', 'Choose count, minutes or streak.'],
    ['a goal of 0', { goal: 0 }, 'goal', 'Enter the goal as a whole number of 1 or more.'],
    ['a fractional goal', { goal: 2.5 }, 'goal', 'Enter the goal as a whole number of 1 or more.'],
    ['a goal over the kind’s bound', { kind: 'streak', goal: CHALLENGE_GOAL_MAX.streak + 1, end_date: dayFromToday(365) }, 'goal', 'A streak goal is at most 365.'],
    ['a date that is not one', { start_date: '2026-02-30' }, 'start_date', 'Enter a date (YYYY-MM-DD).'],
    ['an end before the start', { start_date: dayFromToday(3), end_date: dayFromToday(2) }, 'end_date', 'The end must be on or after the start.'],
    ['more than 366 days', { end_date: dayFromToday(366) }, 'end_date', 'A challenge lasts at most 366 days.'],
    ['a start that is over everywhere', { start_date: dayFromToday(-3) }, 'start_date', 'The start date has already passed.'],
    ['a streak longer than its dates', { kind: 'streak', goal: 8 }, 'goal', 'A streak of 8 days needs a challenge at least that long.'],
    ['a body area on a minutes challenge', { kind: 'minutes', goal: 30, body_area: 'Core' }, 'body_area', 'Only a count challenge can be limited to a body area or moves.'],
    ['moves on a streak', { kind: 'streak', goal: 2, move_ids: [1] }, 'move_ids', 'Only a count challenge can be limited to a body area or moves.'],
    ['an unknown body area', { body_area: 'Toes' }, 'body_area', 'Choose one of: Full body, Upper body, Lower body, Core, Cardio, Mobility.'],
    ['someone else’s private move', { move_ids: [SEED_MOVE_IDS.wallSitHold] }, 'move_ids', 'Choose moves from your library.'],
    ['a move that does not exist', { move_ids: [99_999] }, 'move_ids', 'Choose moves from your library.'],
    ['a group they are not in', { group_id: 3 }, 'group_id', 'Choose one of your groups.'],
  ])('refuses %s with a message under the field', async (_name, overrides, field, message) => {
    const before = db.challenge.count()
    const answer = await callMock<{ validation?: Record<string, string> }>('POST', `${BASE}/challenge`, {
      token: tokens.jordan,
      body: { ...challengeInput(), client_ref: `bad-${field}`, ...overrides },
    })
    expect(answer.status).toBe(400)
    expect(answer.body.validation?.[field]).toBe(message)
    expect(db.challenge.count()).toBe(before)
  })

  it('requires a client_ref and a signed-in member', async () => {
    const missing = await callMock<{ validation?: Record<string, string> }>('POST', `${BASE}/challenge`, { token: tokens.maya, body: challengeInput() })
    expect(missing.status).toBe(400)
    expect(missing.body.validation?.client_ref).toBe('client_ref must be a text of 1 to 100 characters.')
    expect((await callMock('POST', `${BASE}/challenge`, { body: { ...challengeInput(), client_ref: 'x' } })).status).toBe(401)
  })

  it('accepts a start of yesterday while yesterday is still today somewhere, and a count limited to a body area or moves', async () => {
    // Yesterday (UTC) is still today at UTC-12 until noon UTC.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-06-10T11:00:00.000Z'))
    const early = await signIn(maya)
    expect((await create(early, { start_date: '2026-06-09', end_date: '2026-06-12' })).status).toBe(200)
    vi.setSystemTime(new Date('2026-06-10T12:00:00.000Z'))
    const late = await signIn(maya)
    expect((await create(late, { start_date: '2026-06-09', end_date: '2026-06-12' })).body.validation?.start_date).toBe('The start date has already passed.')
    vi.useRealTimers()
    expect(ok(await create(tokens.maya, { body_area: 'Core' })).model.body_area).toBe('Core')
    // Her own private move is in her library.
    expect(ok(await create(tokens.maya, { move_ids: [SEED_MOVE_IDS.wallSitHold, 1, 1] })).model.move_ids).toEqual([SEED_MOVE_IDS.wallSitHold, 1])
  })

  it('makes a challenge for one of the creator’s groups, which its members then see', async () => {
    const { model } = ok(await create(tokens.maya, { group_id: 1 }))
    expect(model.group_id).toBe(1)
    const seenBySofia = ok(await details(model.id, tokens.sofia))
    expect(seenBySofia.model.challenge.my_status).toBe('none')
  })
})

describe('PUT challenge/{id}', () => {
  it('lets the creator change anything before it starts', async () => {
    const { model } = ok(await create(tokens.maya, { start_date: dayFromToday(3), end_date: dayFromToday(10) }))
    const changed = ok(await update(model.id, tokens.maya, { goal: 5, kind: 'minutes', title: 'Five minutes', start_date: dayFromToday(4) }))
    expect(changed.model).toMatchObject({ goal: 5, kind: 'minutes', title: 'Five minutes', start_date: dayFromToday(4), status: 'upcoming' })
  })

  it('freezes the goal, kind, dates and filters once it has started (pinned clock), and still takes a new title', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-03-01T12:00:00.000Z'))
    let token = await signIn(maya)
    const { model } = ok(await create(token, { start_date: '2026-03-05', end_date: '2026-03-11', goal: 3 }))
    // 00:00 on 5 March at UTC+14 is 10:00 on the 4th in UTC.
    vi.setSystemTime(new Date('2026-03-04T09:59:00.000Z'))
    token = await signIn(maya)
    expect(ok(await update(model.id, token, { goal: 4 })).model.goal).toBe(4)
    vi.setSystemTime(new Date('2026-03-04T10:00:00.000Z'))
    token = await signIn(maya)
    for (const change of [{ goal: 5 }, { kind: 'minutes' }, { start_date: '2026-03-06' }, { end_date: '2026-03-12' }, { body_area: 'Core' }, { move_ids: [1] }]) {
      const refused = await update(model.id, token, change)
      expect(refused.status, JSON.stringify(change)).toBe(409)
      expect(refused.body.message).toBe(GOAL_FROZEN)
    }
    expect(db.challenge.findFirst((q) => q.where({ id: model.id }))).toMatchObject({ goal: 4, kind: 'count', start_date: '2026-03-05', end_date: '2026-03-11' })
    // Sending the same goal back is not a change; a title is not the goal.
    expect(ok(await update(model.id, token, { goal: 4, title: 'Four moves this week', description: 'Go!' })).model).toMatchObject({ goal: 4, title: 'Four moves this week', description: 'Go!' })
    expect((await update(model.id, token, { group_id: 1 })).body.message).toBe("A challenge's group cannot change once it has started.")
  })

  it('is for the creator only: a participant gets 403, anyone else 404', async () => {
    const { running } = SEED_CHALLENGE_IDS
    const byParticipant = await update(running, tokens.jordan, { title: 'Mine now' })
    expect(byParticipant.status).toBe(403)
    expect(byParticipant.body.message).toBe('Only the member who created this challenge can change it.')
    expect((await update(running, tokens.amir, { title: 'Mine now' })).status).toBe(404)
    expect((await update(9999, tokens.maya, { title: 'Nothing' })).status).toBe(404)
    expect(db.challenge.findFirst((q) => q.where({ id: running }))?.title).toBe('Ten moves in two weeks')
  })

  it('checks the edited challenge as a whole', async () => {
    const { model } = ok(await create(tokens.maya, { start_date: dayFromToday(3), end_date: dayFromToday(10) }))
    expect((await update(model.id, tokens.maya, { end_date: dayFromToday(1) })).body.validation).toEqual({ end_date: 'The end must be on or after the start.' })
    expect((await update(model.id, tokens.maya, { kind: 'streak', goal: 9 })).body.validation).toEqual({ goal: 'A streak of 9 days needs a challenge at least that long.' })
    expect((await update(model.id, tokens.maya, { title: '' })).body.validation).toEqual({ title: 'Enter a title.' })
  })
})
