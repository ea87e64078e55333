// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { BodyArea } from '@/api/moves/moveTypes'
import { addDays, dayNumber } from '@/lib/time/plainDates'
import { arrivedInTime, progressOf, rankStandings, type ChallengeGoal, type Viewing } from './challengeProgress'
import { challengeStatus, daysLeft, hasStarted } from './challengeCalendar'
import { frozenFieldsChanged } from './challengeInput'

/*
 * The progress rules with real instants. Offsets in the test data are written by hand from the
 * zones' published rules (2026: Los Angeles goes from UTC-8 to UTC-7 at 02:00 on 8 March and back
 * at 02:00 on 1 November; Auckland goes from UTC+13 to UTC+12 at 03:00 on 5 April), so the code's
 * Intl reading of the zones is checked against them, not against itself.
 */

afterEach(() => {
  vi.useRealTimers()
})

const HOUR = 3_600_000

let nextId = 1
function viewing(watchedAt: string, zone: string, extra: Partial<Viewing> = {}): Viewing {
  const watched = new Date(watchedAt).toISOString()
  return {
    id: nextId++,
    move_id: 1,
    body_area: 'Full body',
    seconds_watched: 30,
    completed: true,
    watched_at: watched,
    time_zone: zone,
    received_at: watched,
    ...extra,
  }
}

const goal = (overrides: Partial<ChallengeGoal>): ChallengeGoal => ({
  kind: 'count',
  goal: 3,
  start_date: '2026-03-01',
  end_date: '2026-03-31',
  body_area: null,
  move_ids: [],
  ...overrides,
})

/** Auckland's offset at a local time in March–April 2026: daylight saving ends on 5 April at 03:00. */
const aucklandOffset = (date: string, time: string) => (date < '2026-04-05' || (date === '2026-04-05' && time < '03:00') ? '+13:00' : '+12:00')
/** Los Angeles' offset on a local date in March 2026: daylight saving starts on 8 March at 02:00. */
const losAngelesOffset = (date: string) => (date < '2026-03-08' ? '-08:00' : '-07:00')

function everyDay(first: string, last: string): string[] {
  const days: string[] = []
  for (let date = first; date <= last; date = addDays(date, 1)) days.push(date)
  return days
}

describe('a streak across daylight-saving changes, with members in Auckland and Los Angeles', () => {
  // 6 March to 8 April 2026 holds both changes: Los Angeles springs forward, Auckland falls back.
  const streak = goal({ kind: 'streak', goal: 34, start_date: '2026-03-06', end_date: '2026-04-08' })
  const days = everyDay('2026-03-06', '2026-04-08')

  // Just after local midnight and just before it: the times a wrong offset moves to another day.
  const auckland = days.map((date) => viewing(`${date}T00:15:00${aucklandOffset(date, '00:15')}`, 'Pacific/Auckland'))
  const losAngeles = days.map((date) => viewing(`${date}T23:45:00${losAngelesOffset(date)}`, 'America/Los_Angeles'))

  it('counts every local day once, so both complete a 34-day streak', () => {
    expect(days).toHaveLength(34)
    expect(progressOf(streak, auckland)).toMatchObject({ score: 34, completed: true })
    expect(progressOf(streak, losAngeles)).toMatchObject({ score: 34, completed: true })
  })

  it('would lose the edge days if it read the server’s UTC day instead of the member’s', () => {
    // Auckland's first viewing is 5 March in UTC; Los Angeles' last is 9 April in UTC.
    expect(new Date(auckland[0]!.watched_at).toISOString().slice(0, 10)).toBe('2026-03-05')
    expect(new Date(losAngeles.at(-1)!.watched_at).toISOString().slice(0, 10)).toBe('2026-04-09')
    const asIfUtc = (rows: Viewing[]) => rows.map((row) => ({ ...row, time_zone: 'UTC' }))
    expect(progressOf(streak, asIfUtc(auckland)).score).toBe(33)
    expect(progressOf(streak, asIfUtc(losAngeles)).score).toBe(33)
  })

  it('breaks the run on the missed day, even on the day the clocks change', () => {
    const missedChangeDay = auckland.filter((row) => !row.watched_at.startsWith('2026-04-04T11')) // 5 April, 00:15 NZDT
    expect(missedChangeDay).toHaveLength(33)
    // 6 March – 4 April is 30 days; 6 – 8 April is 3.
    expect(progressOf(streak, missedChangeDay)).toMatchObject({ score: 30, completed: false })
    const missedSpringForward = losAngeles.filter((row) => !row.watched_at.startsWith('2026-03-09T06:45')) // 8 March, 23:45 PDT
    expect(missedSpringForward).toHaveLength(33)
    expect(progressOf(streak, missedSpringForward).score).toBe(31)
  })

  it('ranks the tie by who reached 34 first: Auckland, 18½ hours before Los Angeles, on the same local date', () => {
    const board = rankStandings([
      { member_id: 1, ...pick(progressOf(streak, losAngeles)) },
      { member_id: 2, ...pick(progressOf(streak, auckland)) },
    ])
    expect(board.map((row) => [row.member_id, row.rank])).toEqual([
      [2, 1],
      [1, 2],
    ])
    expect(board[0]!.reached_at).toBe('2026-04-07T12:15:00.000Z')
    expect(board[1]!.reached_at).toBe('2026-04-09T06:45:00.000Z')
  })

  it('counts two viewings on one local day once, whatever UTC days they fall on', () => {
    // 8 March in Los Angeles: 00:30 PST (08:30Z) and 23:30 PDT (06:30Z on the 9th).
    const twice = [viewing('2026-03-08T00:30:00-08:00', 'America/Los_Angeles'), viewing('2026-03-08T23:30:00-07:00', 'America/Los_Angeles')]
    expect(progressOf(goal({ kind: 'streak', goal: 2, start_date: '2026-03-08', end_date: '2026-03-09' }), twice).score).toBe(1)
  })

  it('keeps a traveller’s days as they lived them: a day added before the run joins it', () => {
    // Watched in Auckland on the 10th and 12th, then flies to Los Angeles and watches on the 11th (local).
    const trip = [
      viewing('2026-03-10T20:00:00+13:00', 'Pacific/Auckland'),
      viewing('2026-03-12T08:00:00+13:00', 'Pacific/Auckland'),
      viewing('2026-03-11T18:00:00-07:00', 'America/Los_Angeles'),
    ]
    const progress = progressOf(goal({ kind: 'streak', goal: 3 }), trip)
    expect(progress).toMatchObject({ score: 3, completed: true })
    // The third day was added last in time, so that is when the run reached 3.
    expect(progress.reached_at).toBe(new Date('2026-03-11T18:00:00-07:00').toISOString())
  })

  it('counts the last day of Los Angeles daylight saving as one day (1 November 2026 has 25 hours)', () => {
    const rows = [
      viewing('2026-10-31T23:30:00-07:00', 'America/Los_Angeles'), // 31 October
      viewing('2026-11-01T00:30:00-07:00', 'America/Los_Angeles'), // 1 November, before the change
      viewing('2026-11-01T23:30:00-08:00', 'America/Los_Angeles'), // 1 November, after it
    ]
    expect(progressOf(goal({ kind: 'count', goal: 2, start_date: '2026-11-01', end_date: '2026-11-01' }), rows).score).toBe(2)
    expect(progressOf(goal({ kind: 'streak', goal: 2, start_date: '2026-10-31', end_date: '2026-11-02' }), rows).score).toBe(2)
  })
})

describe('history that reaches the server late', () => {
  const count = goal({ kind: 'count', goal: 2 })
  const watched = '2026-03-10T09:00:00.000Z'
  const arriving = (hoursLate: number) => viewing(watched, 'Europe/London', { received_at: new Date(Date.parse(watched) + hoursLate * HOUR).toISOString() })

  it('counts a viewing synced 47 hours after it was watched, at the time it was watched', () => {
    expect(progressOf(count, [arriving(47)])).toMatchObject({ score: 1, reached_at: watched })
  })

  it('does not count one synced 49 hours after', () => {
    expect(progressOf(count, [arriving(49)])).toMatchObject({ score: 0, reached_at: null, last_counted: null })
  })

  it('counts one synced exactly 48 hours after, and one stamped a little ahead of the server’s clock', () => {
    expect(arrivedInTime(arriving(48))).toBe(true)
    expect(arrivedInTime({ watched_at: watched, received_at: new Date(Date.parse(watched) + 48 * HOUR + 1).toISOString() })).toBe(false)
    expect(arrivedInTime(arriving(-0.05))).toBe(true)
  })

  it('still counts a late-synced viewing after the challenge’s last day, if it was watched within it and arrived in time', () => {
    const lastDay = goal({ kind: 'count', goal: 1, start_date: '2026-03-01', end_date: '2026-03-10' })
    expect(progressOf(lastDay, [arriving(40)]).score).toBe(1)
  })
})

describe('scores', () => {
  it('count: only moves watched to the end, of the body area or moves asked for', () => {
    const rows = [
      viewing('2026-03-02T10:00:00Z', 'UTC', { body_area: 'Core', move_id: 4 }),
      viewing('2026-03-03T10:00:00Z', 'UTC', { body_area: 'Core', move_id: 5, completed: false }),
      viewing('2026-03-04T10:00:00Z', 'UTC', { body_area: 'Upper body', move_id: 2 }),
      viewing('2026-03-05T10:00:00Z', 'UTC', { body_area: 'Core', move_id: 5 }),
      viewing('2026-03-06T10:00:00Z', 'UTC', { body_area: null, move_id: 999 }), // a move deleted since
    ]
    expect(progressOf(goal({ kind: 'count' }), rows).score).toBe(4)
    const core = progressOf(goal({ kind: 'count', goal: 2, body_area: 'Core' as BodyArea }), rows)
    expect(core).toMatchObject({ score: 2, completed: true, reached_at: '2026-03-05T10:00:00.000Z' })
    expect(core.last_counted?.move_id).toBe(5)
    expect(progressOf(goal({ kind: 'count', move_ids: [2, 4] }), rows).score).toBe(2)
  })

  it('count: only the challenge’s dates, inclusive, on the member’s own calendar', () => {
    const rows = [
      viewing('2026-02-28T23:30:00-08:00', 'America/Los_Angeles'), // 1 March in UTC, 28 February there
      viewing('2026-03-01T00:10:00+13:00', 'Pacific/Auckland'), // 28 February in UTC, 1 March there
      viewing('2026-03-31T23:50:00-07:00', 'America/Los_Angeles'), // 1 April in UTC, 31 March there
      viewing('2026-04-01T00:10:00+13:00', 'Pacific/Auckland'), // 31 March in UTC, 1 April there
    ]
    expect(progressOf(goal({ kind: 'count' }), rows).score).toBe(2)
  })

  it('minutes: whole minutes of every viewing, finished or not, reached when the last whole minute was', () => {
    const rows = [
      viewing('2026-03-02T10:00:00Z', 'UTC', { seconds_watched: 50, completed: false }),
      viewing('2026-03-02T11:00:00Z', 'UTC', { seconds_watched: 80 }), // 130 s: 2 minutes
      viewing('2026-03-03T10:00:00Z', 'UTC', { seconds_watched: 40 }), // 170 s: still 2
    ]
    const progress = progressOf(goal({ kind: 'minutes', goal: 3 }), rows)
    expect(progress).toMatchObject({ score: 2, completed: false, reached_at: '2026-03-02T11:00:00.000Z' })
    expect(progress.last_counted?.watched_at).toBe('2026-03-03T10:00:00.000Z')
    expect(progressOf(goal({ kind: 'minutes', goal: 2 }), rows).completed).toBe(true)
  })

  it('streak: a day counts only with a move watched to the end', () => {
    const rows = [
      viewing('2026-03-02T10:00:00Z', 'UTC'),
      viewing('2026-03-03T10:00:00Z', 'UTC', { completed: false }),
      viewing('2026-03-04T10:00:00Z', 'UTC'),
      viewing('2026-03-05T10:00:00Z', 'UTC'),
    ]
    expect(progressOf(goal({ kind: 'streak', goal: 2 }), rows)).toMatchObject({ score: 2, reached_at: '2026-03-05T10:00:00.000Z' })
  })

  it('keeps counting past the goal: the score is what was done, completed is whether it reached the goal', () => {
    const rows = everyDay('2026-03-02', '2026-03-06').map((date) => viewing(`${date}T10:00:00Z`, 'UTC'))
    expect(progressOf(goal({ kind: 'count', goal: 3 }), rows)).toMatchObject({ score: 5, completed: true, reached_at: '2026-03-06T10:00:00.000Z' })
  })
})

describe('ranks', () => {
  it('go by score, then by who reached it first, then by member id; nobody shares a place', () => {
    const board = rankStandings([
      { member_id: 7, score: 3, reached_at: '2026-03-05T10:00:00.000Z' },
      { member_id: 3, score: 3, reached_at: '2026-03-04T10:00:00.000Z' },
      { member_id: 9, score: 5, reached_at: '2026-03-06T10:00:00.000Z' },
      { member_id: 2, score: 0, reached_at: null },
      { member_id: 1, score: 0, reached_at: null },
      { member_id: 4, score: 3, reached_at: '2026-03-04T10:00:00.000Z' },
    ])
    expect(board.map((row) => `${row.rank}:${row.member_id}`)).toEqual(['1:9', '2:3', '3:4', '4:7', '5:1', '6:2'])
  })

  it('compare instants, not text', () => {
    const board = rankStandings([
      { member_id: 1, score: 1, reached_at: '2026-03-03T21:00:00.000Z' },
      { member_id: 2, score: 1, reached_at: '2026-03-04T09:00:00+13:00' }, // 20:00Z on the 3rd: an hour earlier
    ])
    expect(board.map((row) => row.member_id)).toEqual([2, 1])
  })
})

describe('when a challenge runs, by the server’s clock', () => {
  const dates = { start_date: '2026-04-03', end_date: '2026-04-07' }

  it('opens when its first day begins at UTC+14 and closes when its last day ends at UTC-12', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-04-02T09:59:59.999Z'))
    expect(challengeStatus(dates, Date.now())).toBe('upcoming')
    expect(hasStarted(dates, Date.now())).toBe(false)
    vi.setSystemTime(new Date('2026-04-02T10:00:00.000Z')) // 00:00 on the 3rd in Kiritimati
    expect(challengeStatus(dates, Date.now())).toBe('active')
    expect(hasStarted(dates, Date.now())).toBe(true)
    vi.setSystemTime(new Date('2026-04-08T11:59:59.999Z'))
    expect(challengeStatus(dates, Date.now())).toBe('active')
    vi.setSystemTime(new Date('2026-04-08T12:00:00.000Z')) // 24:00 on the 7th at UTC-12
    expect(challengeStatus(dates, Date.now())).toBe('finished')
  })

  it('counts the days left on the viewer’s own calendar, today included', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    // 5 April 2026, 11:30Z: 23:30 on the 5th in Auckland (NZST since 03:00), 04:30 on the 5th in Los Angeles.
    vi.setSystemTime(new Date('2026-04-05T11:30:00.000Z'))
    expect(daysLeft(dates, Date.now(), 'Pacific/Auckland')).toBe(3)
    expect(daysLeft(dates, Date.now(), 'America/Los_Angeles')).toBe(3)
    // Half an hour later it is the 6th in Auckland and still the 5th in Los Angeles.
    vi.setSystemTime(new Date('2026-04-05T12:00:00.000Z'))
    expect(daysLeft(dates, Date.now(), 'Pacific/Auckland')).toBe(2)
    expect(daysLeft(dates, Date.now(), 'America/Los_Angeles')).toBe(3)
    // Before it starts, all five days; after the last day is over for the viewer, none.
    vi.setSystemTime(new Date('2026-03-30T12:00:00.000Z'))
    expect(daysLeft(dates, Date.now(), 'UTC')).toBe(5)
    vi.setSystemTime(new Date('2026-04-07T12:00:00.000Z'))
    expect(daysLeft(dates, Date.now(), 'Pacific/Auckland')).toBe(0)
    expect(daysLeft(dates, Date.now(), 'America/Los_Angeles')).toBe(1)
    vi.setSystemTime(new Date('2026-04-09T00:00:00.000Z'))
    expect(daysLeft(dates, Date.now(), 'Pacific/Pago_Pago')).toBe(0)
  })

  it('freezes what the challenge asks once it has started: resending a value is not a change', () => {
    const current = { title: 'Plank week', description: '', kind: 'count' as const, goal: 5, start_date: '2026-04-03', end_date: '2026-04-07', body_area: null, move_ids: [4, 2], group_id: null }
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-04-02T10:00:00.000Z'))
    expect(hasStarted(current, Date.now())).toBe(true)
    expect(frozenFieldsChanged(current, { goal: 6, title: 'Plank fortnight' })).toEqual(['goal'])
    expect(frozenFieldsChanged(current, { kind: 'streak', end_date: '2026-04-08', body_area: 'Core' })).toEqual(['kind', 'end_date', 'body_area'])
    expect(frozenFieldsChanged(current, { goal: 5, move_ids: [2, 4], start_date: '2026-04-03', title: 'New title', description: 'Go' })).toEqual([])
    expect(frozenFieldsChanged(current, { move_ids: [2] })).toEqual(['move_ids'])
  })

  it('spans whole days whatever the clocks do in between', () => {
    expect(dayNumber('2026-04-08') - dayNumber('2026-03-06') + 1).toBe(34)
  })
})

function pick(progress: { score: number; reached_at: string | null }) {
  return { score: progress.score, reached_at: progress.reached_at }
}
