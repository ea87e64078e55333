// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { makeBooking } from '../common/bookingFixtures.testing'
import { agendaGroups, dayAfterKey, gridRange, monthView, parseMonthParam, sessionsByDay } from './calendarMonth'

describe('the calendar month', () => {
  it('asks for the grid from its first local midnight to the midnight after its last day, in the member’s zone', async () => {
    const december = monthView('2026-12')
    expect(december.weeks[0]?.[0]).toBe('2026-11-30')
    expect(december.weeks.at(-1)?.[6]).toBe('2027-01-03')
    expect(await gridRange(december, 'Europe/London')).toEqual({ rangeStart: '2026-11-30T00:00:00.000Z', rangeEnd: '2027-01-04T00:00:00.000Z' })
    expect(await gridRange(december, 'America/Los_Angeles')).toEqual({ rangeStart: '2026-11-30T08:00:00.000Z', rangeEnd: '2027-01-04T08:00:00.000Z' })
    expect(await gridRange(december, 'Asia/Kolkata')).toEqual({ rangeStart: '2026-11-29T18:30:00.000Z', rangeEnd: '2027-01-03T18:30:00.000Z' })
    // March 2026 in London: the grid spans the spring change (29 March), the range stays on local midnights.
    expect(await gridRange(monthView('2026-03'), 'Europe/London')).toEqual({ rangeStart: '2026-02-23T00:00:00.000Z', rangeEnd: '2026-04-05T23:00:00.000Z' })
  })

  it('reads only real months from the URL', () => {
    expect(parseMonthParam('2026-12')).toBe('2026-12')
    expect(parseMonthParam('2026-13')).toBeNull()
    expect(parseMonthParam('2026-1')).toBeNull()
    expect(parseMonthParam(null)).toBeNull()
  })

  it('puts a session on its local day: the same instant is the 2nd in London and the 1st in Los Angeles', () => {
    const late = makeBooking({ id: 1, start: '2026-12-02T05:00:00Z' })
    const early = makeBooking({ id: 2, start: '2026-12-02T04:00:00Z' })
    expect([...sessionsByDay([late, early], 'Europe/London')]).toEqual([['2026-12-02', [early, late]]])
    expect([...sessionsByDay([late, early], 'America/Los_Angeles')]).toEqual([['2026-12-01', [early, late]]])
  })

  it('lists what is still to come soonest first, then what is over latest first', () => {
    const now = Date.parse('2026-12-10T12:00:00Z')
    const past1 = makeBooking({ id: 1, start: '2026-12-01T09:00:00Z', status: 'completed' })
    const past2 = makeBooking({ id: 2, start: '2026-12-08T09:00:00Z', status: 'completed' })
    const running = makeBooking({ id: 3, start: '2026-12-10T11:30:00Z' })
    const next = makeBooking({ id: 4, start: '2026-12-12T09:00:00Z' })
    const alsoNext = makeBooking({ id: 5, start: '2026-12-12T15:00:00Z' })
    const { upcoming, past } = agendaGroups([next, past1, alsoNext, running, past2], 'Europe/London', now)
    expect(upcoming.map((group) => [group.date, group.bookings.map((booking) => booking.id)])).toEqual([
      ['2026-12-10', [3]],
      ['2026-12-12', [4, 5]],
    ])
    expect(past.map((group) => [group.date, group.bookings.map((booking) => booking.id)])).toEqual([
      ['2026-12-08', [2]],
      ['2026-12-01', [1]],
    ])
  })

  it('moves the keyboard’s day by day, week, week’s ends and month', () => {
    // 2026-12-02 is a Wednesday (3).
    expect(dayAfterKey('2026-12-02', 'ArrowLeft', 3)).toBe('2026-12-01')
    expect(dayAfterKey('2026-12-02', 'ArrowRight', 3)).toBe('2026-12-03')
    expect(dayAfterKey('2026-12-02', 'ArrowUp', 3)).toBe('2026-11-25')
    expect(dayAfterKey('2026-12-02', 'ArrowDown', 3)).toBe('2026-12-09')
    expect(dayAfterKey('2026-12-02', 'Home', 3)).toBe('2026-11-30')
    expect(dayAfterKey('2026-12-02', 'End', 3)).toBe('2026-12-06')
    expect(dayAfterKey('2027-01-31', 'PageDown', 7)).toBe('2027-02-28')
    expect(dayAfterKey('2026-03-31', 'PageUp', 2)).toBe('2026-02-28')
    expect(dayAfterKey('2026-12-02', 'a', 3)).toBeNull()
  })
})
