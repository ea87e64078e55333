import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '@mocks/db/db'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { SEED_CHALLENGE_IDS } from '@mocks/db/seedChallenges'
import { callMock, signIn } from '@mocks/testing/callMock'
import { create, dayFromToday, details, invite, list, ok, signInAll, track, type Tokens } from './challengeCalls.testing'

/** POST challenge/track and challenge/invitation/{id}: joining, declining, inviting, and who may. */

let tokens: Tokens
beforeEach(async () => {
  tokens = await signInAll()
})

afterEach(() => {
  vi.useRealTimers()
})

const { member: maya, second: jordan, tom, sofia, daniel, hannah, amir, priya } = DEMO_ACCOUNTS
const { running, invitation, finished, upcoming } = SEED_CHALLENGE_IDS
const placeOf = (challengeId: number, userId: number) => db.user_challenge.findFirst((q) => q.where({ challenge_id: challengeId, user_id: userId }))

describe('POST challenge/track', () => {
  it('joins Maya to the challenge she was invited to, scored from the history she already has', async () => {
    const { model } = ok(await track(tokens.maya, invitation, maya.id, 'join'))
    expect(model).toMatchObject({ my_status: 'joined', participant_count: 3 })
    // A streak: she watched moves on each of the last three days (seedMoves.ts), all within its dates.
    expect(model.my_progress).toMatchObject({ score: 3, completed: false })
    const board = ok(await details(invitation, tokens.jordan)).model
    expect(board.leaderboard.map((entry) => entry.member.id)).toContain(maya.id)
    expect(board.not_joined).toEqual([])
    // Repeating it changes nothing.
    expect(ok(await track(tokens.maya, invitation, maya.id, 'join')).model.participant_count).toBe(3)
    expect(db.user_challenge.findMany((q) => q.where({ challenge_id: invitation, user_id: maya.id }))).toHaveLength(1)
  })

  it('refuses to record anything for another member: 403, and nothing changes', async () => {
    for (const event of ['join', 'decline', 'refresh']) {
      const answer = await track(tokens.maya, invitation, tom.id, event)
      expect(answer.status).toBe(403)
      expect(answer.body.message).toBe('You can only record your own progress.')
    }
    expect(placeOf(invitation, tom.id)?.status).toBe('joined')
  })

  it('declines, and may still join later while it runs; the creator cannot decline', async () => {
    expect(ok(await track(tokens.maya, invitation, maya.id, 'decline')).model.my_status).toBe('declined')
    expect(ok(await details(invitation, tokens.jordan)).model.not_joined).toEqual([])
    expect(ok(await track(tokens.maya, invitation, maya.id, 'join')).model.my_status).toBe('joined')
    const creator = await track(tokens.jordan, invitation, jordan.id, 'decline')
    expect(creator.status).toBe(409)
    expect(creator.body.message).toBe('You created this challenge, so you cannot decline it.')
  })

  it('lets a member of the challenge’s group join without an invitation, and decline it', async () => {
    const { model } = ok(await create(tokens.jordan, { group_id: 2 })) // Core Crew: Jordan, Tom, Maya
    expect(ok(await track(tokens.tom, model.id, tom.id, 'join')).model).toMatchObject({ my_status: 'joined', participant_count: 2 })
    expect(ok(await track(tokens.maya, model.id, maya.id, 'decline')).model.my_status).toBe('declined')
    expect(ok(await list(tokens.maya)).list.find((challenge) => challenge.id === model.id)?.my_status).toBe('declined')
  })

  it('answers 404 to a member who has nothing to do with the challenge', async () => {
    for (const event of ['join', 'refresh']) expect((await track(tokens.amir, running, amir.id, event)).status).toBe(404)
    expect(placeOf(running, amir.id)).toBeUndefined()
    expect((await track(tokens.amir, 9999, amir.id, 'join')).status).toBe(404)
  })

  it('joins before the start, not after the end (pinned clock)', async () => {
    // Daniel is invited to the upcoming one.
    expect(ok(await track(tokens.daniel, upcoming, daniel.id, 'join')).model).toMatchObject({ status: 'upcoming', my_status: 'joined' })

    const { model } = ok(await create(tokens.maya, { start_date: dayFromToday(0), end_date: dayFromToday(1) }))
    ok(await invite(model.id, tokens.maya, { user_ids: [jordan.id, tom.id] }))
    // Its last day (tomorrow) is over everywhere, at UTC-12, at noon UTC the day after.
    const dayAfter = dayFromToday(2)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.parse(`${dayAfter}T11:59:00.000Z`))
    expect(ok(await track(await signIn(jordan), model.id, jordan.id, 'join')).model.status).toBe('active')
    vi.setSystemTime(Date.parse(`${dayAfter}T12:00:00.000Z`))
    const tooLate = await track(await signIn(tom), model.id, tom.id, 'join')
    expect(tooLate.status).toBe(409)
    expect(tooLate.body.message).toBe('This challenge has finished.')
    expect(placeOf(model.id, tom.id)?.status).toBe('invited')
  })

  it('refuses an event it does not know', async () => {
    const answer = await track(tokens.maya, running, maya.id, 'win')
    expect(answer.status).toBe(400)
    expect(answer.body.validation).toEqual({ event: 'event must be join, decline or refresh.' })
    const noIds = await callMock<{ validation?: Record<string, string> }>('POST', '/v3/api/movetime/challenge/track', { token: tokens.maya, body: { event: 'join' } })
    expect(Object.keys(noIds.body.validation ?? {}).sort()).toEqual(['challenge_id', 'user_id'])
  })

  it('recounts on refresh: a viewing just recorded shows at once', async () => {
    const before = ok(await track(tokens.maya, running, maya.id, 'refresh')).model.my_progress!.score
    ok(await callMock('PUT', '/v3/api/movetime/move-history', { token: tokens.maya, body: { move_id: 1, seconds_watched: 30, completed: true, time_zone: 'Europe/London' } }))
    expect(ok(await track(tokens.maya, running, maya.id, 'refresh')).model.my_progress!.score).toBe(before + 1)
  })
})

describe('POST challenge/invitation/{id}', () => {
  it('invites the creator’s friends by id, skipping those already in or invited', async () => {
    const { model } = ok(await create(tokens.maya))
    expect(ok(await invite(model.id, tokens.maya, { user_ids: [jordan.id, tom.id, maya.id] })).invited).toBe(2)
    expect(ok(await invite(model.id, tokens.maya, { user_ids: [jordan.id, sofia.id] })).invited).toBe(1)
    expect(ok(await details(model.id, tokens.maya)).model.not_joined.map((card) => card.id)).toEqual([jordan.id, tom.id, sofia.id])
    expect(placeOf(model.id, tom.id)).toMatchObject({ status: 'invited', invited_by: maya.id })
  })

  it('invites every member of a group the inviter belongs to', async () => {
    const { model } = ok(await create(tokens.maya))
    // Morning Movers: Maya, Jordan, Sofia, Daniel.
    expect(ok(await invite(model.id, tokens.maya, { group_id: 1 })).invited).toBe(3)
    const notMine = await invite(model.id, tokens.maya, { group_id: 3 })
    expect(notMine.status).toBe(400)
    expect(notMine.body.validation).toEqual({ group_id: 'Choose one of your groups.' })
  })

  it('refuses anyone who is not a friend, and skips a member blocked either way without saying so', async () => {
    const { model } = ok(await create(tokens.maya))
    const stranger = await invite(model.id, tokens.maya, { user_ids: [priya.id] })
    expect(stranger.status).toBe(400)
    expect(stranger.body.validation).toEqual({ user_ids: 'You can invite only your friends.' })
    await db.member_block.create({ id: 91, user_id: daniel.id, blocked_id: maya.id, created_at: new Date().toISOString() })
    expect(ok(await invite(model.id, tokens.maya, { user_ids: [daniel.id] })).invited).toBe(0)
    expect(ok(await invite(model.id, tokens.maya, { group_id: 1 })).invited).toBe(2)
    expect(placeOf(model.id, daniel.id)).toBeUndefined()
  })

  it('lets a member who joined invite their own friends, not one who is only invited', async () => {
    // Jordan joined Maya's running challenge; Hannah is nobody's friend of his, Tom is.
    const byInvitee = await invite(running, tokens.tom, { user_ids: [jordan.id] })
    expect(byInvitee.status).toBe(403)
    expect(byInvitee.body.message).toBe('Only the member who created this challenge and members who joined it can invite others.')
    ok(await track(tokens.maya, invitation, maya.id, 'join'))
    // Maya joined Jordan's challenge and invites her friend Sofia to it.
    expect(ok(await invite(invitation, tokens.maya, { user_ids: [sofia.id] })).invited).toBe(1)
    expect(placeOf(invitation, sofia.id)).toMatchObject({ status: 'invited', invited_by: maya.id })
    expect((await invite(running, tokens.amir, { user_ids: [hannah.id] })).status).toBe(404)
  })

  it('cannot invite to a finished challenge, or invite nobody', async () => {
    const late = await invite(finished, tokens.sofia, { user_ids: [maya.id] })
    expect(late.status).toBe(409)
    expect(late.body.message).toBe('This challenge has finished.')
    const nobody = await invite(running, tokens.maya, {})
    expect(nobody.status).toBe(400)
    expect(nobody.body.validation).toEqual({ user_ids: 'Choose friends or a group to invite.' })
    expect((await invite(running, tokens.maya, { user_ids: 'everyone' })).status).toBe(400)
  })

  it('asks again someone who declined', async () => {
    ok(await track(tokens.maya, invitation, maya.id, 'decline'))
    // Tom joined Jordan's challenge and is Maya's friend.
    expect(ok(await invite(invitation, tokens.tom, { user_ids: [maya.id] })).invited).toBe(1)
    expect(placeOf(invitation, maya.id)).toMatchObject({ status: 'invited', invited_by: tom.id, declined_at: null })
  })
})
