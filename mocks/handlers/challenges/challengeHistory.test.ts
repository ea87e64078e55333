import { afterEach, describe, expect, it, vi } from 'vitest'
import { db } from '@mocks/db/db'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { callMock, signIn } from '@mocks/testing/callMock'
import { create, details, ok, track } from './challengeCalls.testing'

/**
 * From the player to the leaderboard: move-history keeps the member's zone and the moment the
 * write arrived, and a challenge counts a viewing on the member's own local date if it arrived
 * within 48 hours. Clocks pinned.
 */

afterEach(() => {
  vi.useRealTimers()
})

const { member: maya, second: jordan } = DEMO_ACCOUNTS
const historyCall = '/v3/api/movetime/move-history'
type HistoryAnswer = { model: { watched_at: string }; validation?: Record<string, string> }

const watch = (token: string, body: Record<string, unknown>) =>
  callMock<HistoryAnswer>('PUT', historyCall, { token, body: { move_id: 1, seconds_watched: 30, completed: true, ...body } })

function pinClock(iso: string): void {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(iso))
}

describe('PUT move-history keeps where and when', () => {
  it('stores the member’s time zone as Intl spells it, and the server’s clock as the arrival', async () => {
    pinClock('2026-03-10T12:00:00.000Z')
    const token = await signIn(maya)
    ok(await watch(token, { time_zone: 'pacific/auckland', client_ref: 'zone-1', watched_at: '2026-03-09T20:00:00.000Z' }))
    expect(db.user_history.findFirst((q) => q.where({ client_ref: 'zone-1' }))).toMatchObject({
      time_zone: 'Pacific/Auckland',
      watched_at: '2026-03-09T20:00:00.000Z',
      received_at: '2026-03-10T12:00:00.000Z',
    })
    ok(await watch(token, { client_ref: 'zone-2' }))
    expect(db.user_history.findFirst((q) => q.where({ client_ref: 'zone-2' }))).toMatchObject({ time_zone: 'UTC', watched_at: '2026-03-10T12:00:00.000Z' })
  })

  it('refuses a zone Intl does not know, and stores nothing', async () => {
    const token = await signIn(maya)
    const before = db.user_history.count()
    for (const zone of ['Mars/Olympus_Mons', '', 42, 'x'.repeat(100)]) {
      const answer = await watch(token, { time_zone: zone })
      expect(answer.status, String(zone)).toBe(400)
      expect(answer.body.validation).toEqual({ time_zone: 'time_zone must be a time zone such as Europe/London.' })
    }
    expect(db.user_history.count()).toBe(before)
  })

  it('stores one viewing for a replay sent while the first is still in flight', async () => {
    const token = await signIn(maya)
    const before = db.user_history.count()
    await Promise.all(Array.from({ length: 6 }, () => watch(token, { client_ref: 'raced-viewing', time_zone: 'Europe/London' })))
    expect(db.user_history.count()).toBe(before + 1)
  })
})

describe('a count challenge scored from what arrives', () => {
  async function scoreOf(challengeId: number, token: string, memberId: number): Promise<number> {
    return ok(await details(challengeId, token)).model.leaderboard.find((entry) => entry.member.id === memberId)?.score ?? -1
  }

  it('counts a viewing synced 47 hours late at the time it was watched, and not one synced 49 hours late', async () => {
    pinClock('2026-05-01T08:00:00.000Z')
    let token = await signIn(maya)
    const { model } = ok(await create(token, { start_date: '2026-05-01', end_date: '2026-05-07', goal: 2 }))

    // Watched offline on 2 May at 09:00 UTC; the outbox delivers it 47 hours later.
    pinClock('2026-05-04T08:00:00.000Z')
    token = await signIn(maya)
    ok(await watch(token, { watched_at: '2026-05-02T09:00:00.000Z', time_zone: 'Europe/London', client_ref: 'late-47' }))
    expect(await scoreOf(model.id, token, maya.id)).toBe(1)

    // Watched on 2 May at 07:00 UTC, delivered 49 hours later: kept in history, not counted.
    pinClock('2026-05-04T08:00:00.000Z')
    ok(await watch(token, { watched_at: '2026-05-02T07:00:00.000Z', time_zone: 'Europe/London', client_ref: 'late-49' }))
    expect(db.user_history.findFirst((q) => q.where({ client_ref: 'late-49' }))).toBeDefined()
    expect(await scoreOf(model.id, token, maya.id)).toBe(1)
    const board = ok(await details(model.id, token)).model.leaderboard[0]!
    expect(board.reached_at).toBe('2026-05-02T09:00:00.000Z')
  })

  it('counts a viewing on the member’s own date: late evening in Los Angeles on the last day is the next day in UTC', async () => {
    pinClock('2026-05-01T08:00:00.000Z')
    let token = await signIn(maya)
    const { model } = ok(await create(token, { start_date: '2026-05-01', end_date: '2026-05-03', goal: 2 }))
    ok(await invite(model.id, token, [jordan.id]))
    pinClock('2026-05-04T06:30:00.000Z') // 23:30 on 3 May in Los Angeles
    const jordanToken = await signIn(jordan)
    ok(await track(jordanToken, model.id, jordan.id, 'join'))
    ok(await watch(jordanToken, { time_zone: 'America/Los_Angeles' }))
    ok(await watch(jordanToken, { watched_at: '2026-05-03T21:00:00.000Z', time_zone: 'Europe/London' })) // 22:00 on 3 May in London
    token = await signIn(maya)
    ok(await watch(token, { time_zone: 'Europe/London' })) // 07:30 on 4 May in London: after the end
    expect(await scoreOf(model.id, token, jordan.id)).toBe(2)
    expect(await scoreOf(model.id, token, maya.id)).toBe(0)
  })
})

async function invite(id: number, token: string, userIds: number[]) {
  return callMock<{ invited: number }>('POST', `/v3/api/movetime/challenge/invitation/${id}`, { token, body: { user_ids: userIds } })
}
