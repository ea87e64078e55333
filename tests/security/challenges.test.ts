// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import type { ChallengeDetailsResponse, ChallengeResponse } from '@/api/challenges/challengeTypes'
import { addDays } from '@/lib/time/plainDates'
import { localDate } from '@/lib/time/timeZones'
import { serverForThisFile } from './mockServer'
import { ACCOUNTS, burst, call, countStatus, resetData, signIn, statuses, type Account } from './securityClient'

/**
 * Issue 20's challenge attacks over real HTTP, against the seeded challenges (mocks/db/seedChallenges.ts:
 * 1 running, made by Maya with Jordan, Sofia and Daniel in it; 3 finished, with Hannah, who shares
 * with nobody). Progress is computed from history on the server, so the attacks are on who may
 * record, read and write what it is computed from.
 */

const mock = serverForThisFile()
const server = () => mock.current()

const HANNAH: Account = { email: 'hannah.kim@example.com', password: 'Member123!', role: 'user' }
const AMIR: Account = { email: 'amir.haddad@example.com', password: 'Member123!', role: 'user' }
const RUNNING = 1
const FINISHED = 3
const MAYA_ID = 1
const JORDAN_ID = 3
const HANNAH_ID = 10
const BASE = '/v3/api/movetime'

beforeEach(async () => {
  await resetData(server())
})

describe('challenge progress belongs to its member', () => {
  it('refuses to track an event for another member (403) and leaves their place as it was', async () => {
    const maya = await signIn(server(), ACCOUNTS.member)
    for (const event of ['join', 'decline', 'refresh']) {
      const answer = await call(server(), 'POST', `${BASE}/challenge/track`, { token: maya, body: { challenge_id: RUNNING, user_id: JORDAN_ID, event } })
      expect(answer.status, `${event}: ${answer.text}`).toBe(403)
    }
    const jordan = await signIn(server(), ACCOUNTS.second)
    const still = await call<ChallengeDetailsResponse>(server(), 'GET', `${BASE}/challenge/details/${RUNNING}`, { token: jordan })
    expect(still.body.model.challenge.my_status).toBe('joined')
    expect(still.body.model.leaderboard.find((entry) => entry.member.id === JORDAN_ID)?.score).toBe(10)
  })

  it('never takes progress as input: history and places cannot be written through the records calls, and arrival is the server’s clock', async () => {
    const maya = await signIn(server(), ACCOUNTS.member)
    const forgedHistory = { move_id: 1, seconds_watched: 60, completed: true, watched_at: new Date().toISOString(), time_zone: 'UTC' }
    expect((await call(server(), 'POST', '/v4/api/records/user_history', { token: maya, body: forgedHistory })).status).toBe(403)
    expect((await call(server(), 'POST', '/v4/api/records/user_challenge', { token: maya, body: { challenge_id: FINISHED, user_id: MAYA_ID, status: 'joined' } })).status).toBe(403)
    expect((await call(server(), 'GET', '/v4/api/records/challenge', { token: maya })).status).toBe(403)

    // A viewing claiming to have arrived when it was watched is stamped with its real arrival anyway.
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString()
    const sent = await call(server(), 'PUT', `${BASE}/move-history`, { token: maya, body: { ...forgedHistory, watched_at: threeDaysAgo, received_at: threeDaysAgo, client_ref: 'claims-on-time' } })
    expect(sent.status, sent.text).toBe(200)
    const details = await call<ChallengeDetailsResponse>(server(), 'GET', `${BASE}/challenge/details/${RUNNING}`, { token: maya })
    // Maya's seeded score is 8; a viewing from within the challenge arriving 72 hours later does not count.
    expect(details.body.model.leaderboard.find((entry) => entry.member.id === MAYA_ID)?.score).toBe(8)
  })
})

describe('who may read a challenge', () => {
  it('answers 404 to a member who has nothing to do with it, the same as for no challenge at all', async () => {
    for (const account of [AMIR, ACCOUNTS.priya]) {
      const token = await signIn(server(), account)
      const answer = await call(server(), 'GET', `${BASE}/challenge/details/${RUNNING}`, { token })
      const missing = await call(server(), 'GET', `${BASE}/challenge/details/424242`, { token })
      expect(answer.status, answer.text).toBe(404)
      expect(answer.text).toBe(missing.text)
      expect(answer.text).not.toContain('Ten moves')
      const list = await call<{ list: unknown[] }>(server(), 'GET', `${BASE}/challenge-get`, { token })
      expect(JSON.stringify(list.body)).not.toContain('Ten moves')
    }
    expect((await call(server(), 'GET', `${BASE}/challenge/details/${RUNNING}`)).status).toBe(401)
  })

  it('shows a member whose privacy is "nobody" by first name and score only, in every answer that carries the leaderboard', async () => {
    const maya = await signIn(server(), ACCOUNTS.member)
    const answer = await call<ChallengeDetailsResponse>(server(), 'GET', `${BASE}/challenge/details/${FINISHED}?tz=Europe%2FLondon`, { token: maya })
    expect(answer.status, answer.text).toBe(200)
    const hannah = answer.body.model.leaderboard.find((entry) => entry.member.id === HANNAH_ID)!
    expect(hannah).toEqual({ rank: 1, member: { id: HANNAH_ID, first_name: 'Hannah', last_name: '', photo: '' }, score: 7, completed: true, reached_at: expect.any(String), restricted: true, last_activity: null })
    expect(answer.text).not.toContain('Kim')
    expect(answer.text).not.toContain('hannah.kim@')
    // Nor through the records family: her history is hers.
    const records = await call<{ list?: Array<{ user_id: number }> }>(server(), 'GET', `/v4/api/records/user_history?filter=user_id,eq,${HANNAH_ID}`, { token: maya })
    expect(records.body.list ?? []).toEqual([])
    // She sees her own in full.
    const own = await call<ChallengeDetailsResponse>(server(), 'GET', `${BASE}/challenge/details/${FINISHED}`, { token: await signIn(server(), HANNAH) })
    expect(own.body.model.leaderboard[0]).toMatchObject({ restricted: false, member: { last_name: 'Kim' }, last_activity: { move_title: expect.any(String) } })
  })
})

describe('creating a challenge', () => {
  it('stores one challenge from 8 identical creates sent at once', async () => {
    const maya = await signIn(server(), ACCOUNTS.member)
    const today = localDate(Date.now(), 'UTC')
    const body = {
      client_ref: 'race-challenge',
      title: 'Race week',
      description: '',
      kind: 'count',
      goal: 3,
      start_date: today,
      end_date: addDays(today, 6),
      body_area: null,
      move_ids: [],
      group_id: null,
    }
    const answers = await burst<ChallengeResponse>(8, (_index, sync) => call<ChallengeResponse>(server(), 'POST', `${BASE}/challenge`, { token: maya, body, sync }))
    expect(countStatus(answers, 200), JSON.stringify(statuses(answers))).toBe(8)
    expect(new Set(answers.map((answer) => answer.body.model.id)).size).toBe(1)
    const list = await call<{ list: Array<{ title: string }> }>(server(), 'GET', `${BASE}/challenge-get`, { token: maya })
    expect(list.body.list.filter((challenge) => challenge.title === 'Race week')).toHaveLength(1)
  })
})
