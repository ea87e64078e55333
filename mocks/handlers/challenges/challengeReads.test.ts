import { beforeEach, describe, expect, it } from 'vitest'
import { LATE_HISTORY_HOURS } from '@/api/challenges/challengeTypes'
import { db } from '@mocks/db/db'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { SEED_CHALLENGE_IDS } from '@mocks/db/seedChallenges'
import { SEED_MOVE_IDS } from '@mocks/db/seedMoves'
import { callMock } from '@mocks/testing/callMock'
import { PRIVATE_MOVE_TITLE } from '@mocks/community/challengeSummaries'
import { BASE, dayFromToday, details, list, ok, signInAll, type Tokens } from './challengeCalls.testing'

/** challenge-get and challenge/details/{id}: what each member sees, on the seeded challenges. */

let tokens: Tokens
beforeEach(async () => {
  tokens = await signInAll()
})

const { member: maya, second: jordan, tom, sofia, daniel, hannah } = DEMO_ACCOUNTS
const { running, invitation, finished, upcoming } = SEED_CHALLENGE_IDS
const board = (model: { leaderboard: Array<{ rank: number; member: { id: number }; score: number; completed: boolean }> }) =>
  model.leaderboard.map((entry) => [entry.rank, entry.member.id, entry.score, entry.completed])

describe('GET challenge-get', () => {
  it('lists the challenges Maya made, joined or was invited to: running first, then coming, then finished', async () => {
    const { list: challenges } = ok(await list(tokens.maya))
    expect(challenges.map((challenge) => [challenge.id, challenge.status, challenge.my_status])).toEqual([
      [running, 'active', 'joined'],
      [invitation, 'active', 'invited'],
      [upcoming, 'upcoming', 'joined'],
      [finished, 'finished', 'joined'],
    ])
    const mine = challenges[0]!
    expect(mine).toMatchObject({ kind: 'count', goal: 10, participant_count: 4, group_id: 1, creator: { id: maya.id, first_name: 'Maya', last_name: 'Thompson' } })
    expect(mine.start_date).toBe(dayFromToday(-6))
    expect(mine.my_progress).toMatchObject({ score: 8, completed: false, reached_at: expect.any(String) })
    // Jordan's 10 is ahead of her 8.
    expect(mine.my_rank).toBe(2)
    // Not joined yet: no progress or place of hers is shown for it.
    expect(challenges[1]!.my_progress).toBeNull()
    expect(challenges[1]!.my_rank).toBeNull()
  })

  it('shows nothing of other members’ challenges to someone who has nothing to do with them', async () => {
    expect(ok(await list(tokens.amir)).list).toEqual([])
    expect((await callMock('GET', `${BASE}/challenge-get`)).status).toBe(401)
  })

  it('lists a challenge made for a group to its members who have not answered, as not joined', async () => {
    // Hannah belongs to Lunch Break Lifters (group 3) with Daniel.
    await db.challenge.create({ id: 50, title: 'Lifters’ week', description: '', kind: 'count', goal: 3, start_date: dayFromToday(0), end_date: dayFromToday(6), creator_id: daniel.id, group_id: 3, created_at: new Date().toISOString() })
    const { list: challenges } = ok(await list(tokens.hannah))
    expect(challenges.find((challenge) => challenge.id === 50)).toMatchObject({ my_status: 'none', my_progress: null })
  })
})

describe('GET challenge/details/{id}', () => {
  it('ranks the running challenge from everyone’s history, with who has not joined and the days left', async () => {
    const { model } = ok(await details(running, tokens.maya, 'UTC'))
    expect(board(model)).toEqual([
      [1, jordan.id, 10, true],
      [2, maya.id, 8, false],
      [3, sofia.id, 5, false],
      [4, daniel.id, 3, false],
    ])
    expect(model.not_joined.map((card) => card.id)).toEqual([tom.id])
    expect(model.days_left).toBe(8)
    expect(model.challenge.status).toBe('active')
    // Jordan shares with friends and groups, and Maya is both: she sees what he watched last.
    expect(model.leaderboard[0]!.last_activity).toEqual({ move_title: expect.any(String), watched_at: expect.any(String) })
  })

  it('does not count Daniel’s viewing that reached the server 50 hours late, nor his unfinished one', async () => {
    const late = db.user_history.findMany((q) => q.where({ user_id: daniel.id })).filter((row) => Date.parse(row.received_at!) - Date.parse(row.watched_at) > LATE_HISTORY_HOURS * 3_600_000)
    expect(late).toHaveLength(1)
    const { model } = ok(await details(running, tokens.daniel))
    expect(model.leaderboard.find((entry) => entry.member.id === daniel.id)?.score).toBe(3)
  })

  it('gives final ranks once finished: ties go to whoever got there first, and a private member shows by first name only', async () => {
    const { model } = ok(await details(finished, tokens.maya))
    expect(model.challenge.status).toBe('finished')
    expect(model.days_left).toBe(0)
    expect(board(model)).toEqual([
      [1, hannah.id, 7, true],
      [2, maya.id, 6, true],
      [3, sofia.id, 6, true],
      [4, daniel.id, 3, false],
    ])
    expect(Date.parse(model.leaderboard[1]!.reached_at!)).toBeLessThan(Date.parse(model.leaderboard[2]!.reached_at!))
    // Hannah shares with nobody.
    expect(model.leaderboard[0]).toMatchObject({ restricted: true, member: { first_name: 'Hannah', last_name: '', photo: '' }, last_activity: null, score: 7 })
    expect(model.leaderboard[1]).toMatchObject({ restricted: false, member: { last_name: 'Thompson' } })
    // She sees all of her own.
    const own = ok(await details(finished, tokens.hannah)).model.leaderboard[0]!
    expect(own).toMatchObject({ restricted: false, member: { last_name: 'Kim' }, last_activity: expect.objectContaining({ move_title: expect.any(String) }) })
  })

  it('publishes the rules on every answer', async () => {
    const { model } = ok(await details(invitation, tokens.maya))
    const rules = model.rules.join('\n')
    expect(rules).toMatch(/longest run of days in a row/)
    expect(rules).toMatch(/own local day/)
    expect(rules).toMatch(/48 hours/)
    expect(rules).toMatch(/Ties go to whoever reached the score first/)
    expect(rules).toMatch(/cannot change once the challenge has started/)
  })

  it('hides a member’s last move and surname once they choose privacy "nobody", and keeps their score', async () => {
    await db.user.update((q) => q.where({ id: maya.id }), { data: (row) => void (row.community_privacy = 'nobody') })
    const { model } = ok(await details(running, tokens.jordan))
    const entry = model.leaderboard.find((row) => row.member.id === maya.id)!
    expect(entry).toEqual({ rank: 2, member: { id: maya.id, first_name: 'Maya', last_name: '', photo: '' }, score: 8, completed: false, reached_at: expect.any(String), restricted: true, last_activity: null })
    expect(JSON.stringify(model)).not.toContain('Thompson')
  })

  it('does not give away the title of a member’s private move as their last activity', async () => {
    ok(await callMock('PUT', `${BASE}/move-history`, { token: tokens.maya, body: { move_id: SEED_MOVE_IDS.wallSitHold, seconds_watched: 60, completed: true, time_zone: 'UTC' } }))
    const seenByJordan = ok(await details(running, tokens.jordan)).model.leaderboard.find((row) => row.member.id === maya.id)!
    expect(seenByJordan).toMatchObject({ score: 9, last_activity: { move_title: PRIVATE_MOVE_TITLE } })
    const seenByMaya = ok(await details(running, tokens.maya)).model.leaderboard.find((row) => row.member.id === maya.id)!
    expect(seenByMaya.last_activity?.move_title).not.toBe(PRIVATE_MOVE_TITLE)
  })

  it('leaves a member who blocked the viewer out of what the viewer sees, keeping everyone’s true rank', async () => {
    await db.member_block.create({ id: 90, user_id: sofia.id, blocked_id: maya.id, created_at: new Date().toISOString() })
    const { model } = ok(await details(running, tokens.maya))
    expect(board(model).map(([rank, id]) => [rank, id])).toEqual([
      [1, jordan.id],
      [2, maya.id],
      [4, daniel.id],
    ])
  })

  it('counts days left on the viewer’s calendar', async () => {
    const utc = ok(await details(running, tokens.maya, 'UTC')).model.days_left
    const auckland = ok(await details(running, tokens.maya, 'Pacific/Auckland')).model.days_left
    const honolulu = ok(await details(running, tokens.maya, 'Pacific/Honolulu')).model.days_left
    expect([7, 8]).toContain(auckland)
    expect([8, 9]).toContain(honolulu)
    expect(auckland).toBeLessThanOrEqual(utc)
    expect(honolulu).toBeGreaterThanOrEqual(utc)
    expect(ok(await details(running, tokens.maya)).model.days_left).toBe(utc)
  })

  it('refuses an unknown time zone', async () => {
    const answer = await details(running, tokens.maya, 'Mars/Olympus_Mons')
    expect(answer.status).toBe(400)
    expect(answer.body.validation).toEqual({ tz: 'tz must be a time zone such as Europe/London.' })
  })

  it('answers 404 to anyone with nothing to do with the challenge, exactly as for one that does not exist', async () => {
    const outsider = await details(running, tokens.amir)
    const missing = await details(9999, tokens.amir)
    expect(outsider.status).toBe(404)
    expect(missing.status).toBe(404)
    expect(outsider.body).toEqual(missing.body)
    expect((await details('1abc', tokens.maya)).status).toBe(404)
    // Priya asked Maya to be friends but has no place in her challenge.
    expect((await details(running, tokens.priya)).status).toBe(404)
  })

  it('lets an invitee and a member of the challenge’s group read it', async () => {
    expect((await details(running, tokens.tom)).status).toBe(200)
    db.user_challenge.deleteMany((q) => q.where({ challenge_id: running, user_id: sofia.id }))
    // Sofia is in Morning Movers, the group it was made for.
    const { model } = ok(await details(running, tokens.sofia))
    expect(model.challenge.my_status).toBe('none')
  })
})
