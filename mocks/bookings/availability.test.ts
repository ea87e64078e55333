import { describe, expect, it } from 'vitest'
import type { Slot } from '@/api/bookings/bookingTypes'
import { daysInMonth } from '@/lib/time/plainCalendar'
import { instantToLocal, monthBounds } from '@/lib/time/zonedTime'
import {
  checkSlot,
  datesWithSlots,
  nextFreeSlots,
  slotsForLocalDay,
  type Busy,
  type CoachHours,
} from './availability'

// Run under TZ=UTC, Pacific/Chatham and America/St_Johns (vite.config.ts): the clock is always
// passed in, the zones are always named.

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

const weekdays = (start_time: string, end_time: string) =>
  [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start_time, end_time }))

/** The coach: Mon–Fri 09:00–12:00 Europe/London, 45-minute sessions, 15-minute buffer. */
const london: CoachHours = {
  time_zone: 'Europe/London',
  session_minutes: 45,
  buffer_minutes: 15,
  weekly: weekdays('09:00', '12:00'),
  overrides: [],
}

const starts = (slots: Slot[]) => slots.map((slot) => slot.start)
const localTimes = (slots: Slot[], zone: string) => slots.map((slot) => instantToLocal(slot.start, zone).time)

interface ViewerCase {
  zone: string
  day: string
  /** The instants offered (UTC). */
  utc: string[]
  /** The same starts on the viewer's clock, all on `day`. */
  local: string[]
  why: string
}

const Z = (time: string, day: string) => `${day}T${time}:00.000Z`

// London: 29 Mar and 25 Oct 2026. US: 8 Mar and 1 Nov. Sydney: 5 Apr and 4 Oct. Kolkata: none.
const marchNow = Date.parse('2026-02-20T00:00:00Z')
const autumnNow = Date.parse('2026-09-20T00:00:00Z')
const viewerCases: [number, ViewerCase][] = [
  // Los Angeles across its own change (8 Mar) and London's (29 Mar).
  [marchNow, { zone: 'America/Los_Angeles', day: '2026-03-06', utc: ['09:00', '10:00', '11:00'], local: ['01:00', '02:00', '03:00'], why: 'PST and GMT' }],
  [marchNow, { zone: 'America/Los_Angeles', day: '2026-03-09', utc: ['09:00', '10:00', '11:00'], local: ['02:00', '03:00', '04:00'], why: 'PDT and GMT: LA moved first' }],
  [marchNow, { zone: 'America/Los_Angeles', day: '2026-03-27', utc: ['09:00', '10:00', '11:00'], local: ['02:00', '03:00', '04:00'], why: 'last Friday of GMT' }],
  [marchNow, { zone: 'America/Los_Angeles', day: '2026-03-30', utc: ['08:00', '09:00', '10:00'], local: ['01:00', '02:00', '03:00'], why: 'PDT and BST' }],
  [autumnNow, { zone: 'America/Los_Angeles', day: '2026-10-23', utc: ['08:00', '09:00', '10:00'], local: ['01:00', '02:00', '03:00'], why: 'PDT and BST' }],
  [autumnNow, { zone: 'America/Los_Angeles', day: '2026-10-26', utc: ['09:00', '10:00', '11:00'], local: ['02:00', '03:00', '04:00'], why: 'PDT and GMT: London moved first' }],
  [autumnNow, { zone: 'America/Los_Angeles', day: '2026-11-02', utc: ['09:00', '10:00', '11:00'], local: ['01:00', '02:00', '03:00'], why: 'PST and GMT' }],
  // Sydney: the London morning is the same day's evening; its changes run the other way.
  [marchNow, { zone: 'Australia/Sydney', day: '2026-03-27', utc: ['09:00', '10:00', '11:00'], local: ['20:00', '21:00', '22:00'], why: 'AEDT and GMT' }],
  [marchNow, { zone: 'Australia/Sydney', day: '2026-03-30', utc: ['08:00', '09:00', '10:00'], local: ['19:00', '20:00', '21:00'], why: 'AEDT and BST' }],
  [marchNow, { zone: 'Australia/Sydney', day: '2026-04-06', utc: ['08:00', '09:00', '10:00'], local: ['18:00', '19:00', '20:00'], why: 'AEST and BST' }],
  [autumnNow, { zone: 'Australia/Sydney', day: '2026-10-02', utc: ['08:00', '09:00', '10:00'], local: ['18:00', '19:00', '20:00'], why: 'AEST and BST' }],
  [autumnNow, { zone: 'Australia/Sydney', day: '2026-10-05', utc: ['08:00', '09:00', '10:00'], local: ['19:00', '20:00', '21:00'], why: 'AEDT and BST' }],
  [autumnNow, { zone: 'Australia/Sydney', day: '2026-10-26', utc: ['09:00', '10:00', '11:00'], local: ['20:00', '21:00', '22:00'], why: 'AEDT and GMT' }],
  // Kolkata keeps +05:30 all year: only London's changes move the slots.
  [marchNow, { zone: 'Asia/Kolkata', day: '2026-03-27', utc: ['09:00', '10:00', '11:00'], local: ['14:30', '15:30', '16:30'], why: 'GMT' }],
  [marchNow, { zone: 'Asia/Kolkata', day: '2026-03-30', utc: ['08:00', '09:00', '10:00'], local: ['13:30', '14:30', '15:30'], why: 'BST' }],
  [autumnNow, { zone: 'Asia/Kolkata', day: '2026-10-23', utc: ['08:00', '09:00', '10:00'], local: ['13:30', '14:30', '15:30'], why: 'BST' }],
  [autumnNow, { zone: 'Asia/Kolkata', day: '2026-10-26', utc: ['09:00', '10:00', '11:00'], local: ['14:30', '15:30', '16:30'], why: 'GMT' }],
]

describe('Mon–Fri 09:00–12:00 Europe/London seen from other zones', () => {
  it.each(viewerCases.map(([now, viewer]) => ({ now, ...viewer })))('$zone on $day ($why)', ({ now, zone, day, utc, local }) => {
    const slots = slotsForLocalDay(london, day, zone, [], now)
    expect(starts(slots)).toEqual(utc.map((time) => Z(time, day)))
    expect(localTimes(slots, zone)).toEqual(local)
    for (const slot of slots) {
      expect(instantToLocal(slot.start, zone).date).toBe(day)
      expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(45 * 60_000)
      expect(checkSlot(london, slot.start, [], now)).toBeNull()
    }
  })

  it('offers nothing on the viewer days around the DST weekends that map to a London weekend', () => {
    // LA's Saturday and Sunday (8 Mar is LA's 23-hour day) are London's weekend too.
    expect(slotsForLocalDay(london, '2026-03-07', 'America/Los_Angeles', [], marchNow)).toEqual([])
    expect(slotsForLocalDay(london, '2026-03-08', 'America/Los_Angeles', [], marchNow)).toEqual([])
    expect(slotsForLocalDay(london, '2026-11-01', 'America/Los_Angeles', [], autumnNow)).toEqual([])
    // Sydney's 25-hour 5 April and 23-hour 4 October are Sundays.
    expect(slotsForLocalDay(london, '2026-04-05', 'Australia/Sydney', [], marchNow)).toEqual([])
    expect(slotsForLocalDay(london, '2026-10-04', 'Australia/Sydney', [], autumnNow)).toEqual([])
    // London's own change days are Sundays.
    expect(slotsForLocalDay(london, '2026-03-29', 'Asia/Kolkata', [], marchNow)).toEqual([])
    expect(slotsForLocalDay(london, '2026-10-25', 'Asia/Kolkata', [], autumnNow)).toEqual([])
  })

  it('lists the viewer-local dates with slots for a month, matching the day lists', () => {
    for (const zone of ['America/Los_Angeles', 'Australia/Sydney', 'Asia/Kolkata']) {
      const dates = datesWithSlots(london, '2026-03', zone, [], marchNow)
      const expected = daysInMonth('2026-03').filter((day) => slotsForLocalDay(london, day, zone, [], marchNow).length > 0)
      expect(dates).toEqual(expected)
      // Every weekday of March 2026 (22 of them) lands on the same date in these three zones.
      expect(dates).toHaveLength(22)
    }
  })

  it('puts an early London window on the previous day in Los Angeles and checks both coach days', () => {
    const early: CoachHours = { ...london, weekly: weekdays('06:00', '09:00') }
    // London Monday 2 March 06:00 and 07:00 GMT are Sunday 22:00 and 23:00 in Los Angeles.
    expect(starts(slotsForLocalDay(early, '2026-03-01', 'America/Los_Angeles', [], marchNow))).toEqual([
      '2026-03-02T06:00:00.000Z',
      '2026-03-02T07:00:00.000Z',
    ])
    // LA's Monday holds London Monday's 08:00 and London Tuesday's 06:00 and 07:00.
    const monday = slotsForLocalDay(early, '2026-03-02', 'America/Los_Angeles', [], marchNow)
    expect(starts(monday)).toEqual(['2026-03-02T08:00:00.000Z', '2026-03-03T06:00:00.000Z', '2026-03-03T07:00:00.000Z'])
    expect(localTimes(monday, 'America/Los_Angeles')).toEqual(['00:00', '22:00', '23:00'])
  })
})

describe('non-existent and repeated local times', () => {
  it('skips a start in the spring-forward gap (London 01:00–03:00 on 29 March)', () => {
    const hours: CoachHours = {
      ...london,
      weekly: [],
      overrides: [{ date: '2026-03-29', kind: 'extra', start_time: '01:00', end_time: '03:00' }],
    }
    // 01:00 does not exist; 02:00 BST is 01:00Z and ends by 03:00 BST (02:00Z).
    const slots = slotsForLocalDay(hours, '2026-03-29', 'Europe/London', [], marchNow)
    expect(slots).toEqual([{ start: '2026-03-29T01:00:00.000Z', end: '2026-03-29T01:45:00.000Z' }])
    expect(checkSlot(hours, '2026-03-29T01:00:00.000Z', [], marchNow)).toBeNull()
    expect(checkSlot(hours, '2026-03-29T00:00:00.000Z', [], marchNow)).toBe('outside-hours')
  })

  it('skips the gap in New York (02:00–04:00 on 8 March)', () => {
    const hours: CoachHours = {
      time_zone: 'America/New_York',
      session_minutes: 30,
      buffer_minutes: 0,
      weekly: [],
      overrides: [{ date: '2026-03-08', kind: 'extra', start_time: '02:00', end_time: '04:00' }],
    }
    const slots = slotsForLocalDay(hours, '2026-03-08', 'America/New_York', [], marchNow)
    expect(starts(slots)).toEqual(['2026-03-08T07:00:00.000Z', '2026-03-08T07:30:00.000Z'])
    expect(localTimes(slots, 'America/New_York')).toEqual(['03:00', '03:30'])
    // 02:00 and 02:30 would map onto 03:00 and 03:30 EDT; they are not offered twice.
    expect(checkSlot(hours, '2026-03-08T06:30:00.000Z', [], marchNow)).toBe('outside-hours')
  })

  it('offers a repeated start once, at its earlier instant (London 25 October)', () => {
    const hours: CoachHours = {
      ...london,
      weekly: [],
      overrides: [{ date: '2026-10-25', kind: 'extra', start_time: '00:30', end_time: '04:00' }],
    }
    const slots = slotsForLocalDay(hours, '2026-10-25', 'Europe/London', [], autumnNow)
    // 00:30 BST, 01:30 BST (the first of the two), 02:30 GMT; 03:30 GMT would end after 04:00.
    expect(starts(slots)).toEqual(['2026-10-24T23:30:00.000Z', '2026-10-25T00:30:00.000Z', '2026-10-25T02:30:00.000Z'])
    expect(slots.map((slot) => instantToLocal(slot.start, 'Europe/London').offset)).toEqual(['+01:00', '+01:00', '+00:00'])
    expect(checkSlot(hours, '2026-10-25T00:30:00.000Z', [], autumnNow)).toBeNull()
    // The second 01:30 (GMT) is not a slot.
    expect(checkSlot(hours, '2026-10-25T01:30:00.000Z', [], autumnNow)).toBe('outside-hours')
  })

  it('offers a repeated start once in New York (1 November) and measures the window in real time', () => {
    const hours: CoachHours = {
      time_zone: 'America/New_York',
      session_minutes: 45,
      buffer_minutes: 15,
      weekly: [],
      overrides: [{ date: '2026-11-01', kind: 'extra', start_time: '01:00', end_time: '03:00' }],
    }
    // 01:00 EDT (05:00Z) and 02:00 EST (07:00Z); the clock's 01:00–02:00 lasts two real hours.
    expect(starts(slotsForLocalDay(hours, '2026-11-01', 'America/New_York', [], autumnNow))).toEqual([
      '2026-11-01T05:00:00.000Z',
      '2026-11-01T07:00:00.000Z',
    ])
    expect(checkSlot(hours, '2026-11-01T06:00:00.000Z', [], autumnNow)).toBe('outside-hours')
  })
})

describe('overrides', () => {
  it('takes a day off and adds extra hours on a date', () => {
    const hours: CoachHours = {
      ...london,
      overrides: [
        { date: '2026-03-30', kind: 'off', start_time: null, end_time: null },
        { date: '2026-03-31', kind: 'extra', start_time: '14:00', end_time: '15:00' },
        { date: '2026-04-04', kind: 'extra', start_time: '10:00', end_time: '11:00' },
      ],
    }
    expect(slotsForLocalDay(hours, '2026-03-30', 'Europe/London', [], marchNow)).toEqual([])
    expect(starts(slotsForLocalDay(hours, '2026-03-31', 'Europe/London', [], marchNow))).toEqual([
      '2026-03-31T08:00:00.000Z',
      '2026-03-31T09:00:00.000Z',
      '2026-03-31T10:00:00.000Z',
      '2026-03-31T13:00:00.000Z',
    ])
    // A Saturday with extra hours.
    expect(starts(slotsForLocalDay(hours, '2026-04-04', 'Europe/London', [], marchNow))).toEqual(['2026-04-04T09:00:00.000Z'])
    expect(checkSlot(hours, '2026-03-30T08:00:00.000Z', [], marchNow)).toBe('outside-hours')
  })
})

describe('notice and horizon', () => {
  const slot = '2026-03-30T08:00:00.000Z'
  const startMs = Date.parse(slot)

  it('allows a start exactly 2 hours ahead, not 1 ms less', () => {
    expect(checkSlot(london, slot, [], startMs - 2 * HOUR_MS)).toBeNull()
    expect(checkSlot(london, slot, [], startMs - 2 * HOUR_MS - 1)).toBeNull()
    expect(checkSlot(london, slot, [], startMs - 2 * HOUR_MS + 1)).toBe('notice')
    expect(starts(slotsForLocalDay(london, '2026-03-30', 'Europe/London', [], startMs - 2 * HOUR_MS))).toContain(slot)
    expect(starts(slotsForLocalDay(london, '2026-03-30', 'Europe/London', [], startMs - 2 * HOUR_MS + 1))).not.toContain(slot)
  })

  it('allows a start exactly 60 days ahead, not 1 ms more', () => {
    expect(checkSlot(london, slot, [], startMs - 60 * DAY_MS)).toBeNull()
    expect(checkSlot(london, slot, [], startMs - 60 * DAY_MS + 1)).toBeNull()
    expect(checkSlot(london, slot, [], startMs - 60 * DAY_MS - 1)).toBe('horizon')
    expect(starts(slotsForLocalDay(london, '2026-03-30', 'Europe/London', [], startMs - 60 * DAY_MS - 1))).not.toContain(slot)
  })

  it('refuses a time outside the hours first, whatever else holds', () => {
    expect(checkSlot(london, '2026-03-30T08:30:00.000Z', [], marchNow)).toBe('outside-hours')
    expect(checkSlot(london, '2026-03-30T08:00:00.001Z', [], marchNow)).toBe('outside-hours')
    expect(checkSlot(london, 'not a time', [], marchNow)).toBe('outside-hours')
  })
})

describe('overlap with buffers', () => {
  // Monday 30 March: slots at 08:00Z, 09:00Z and 10:00Z, each with 15 minutes kept free either side.
  const day = '2026-03-30'
  const offered = (busy: Busy[]) => starts(slotsForLocalDay(london, day, 'Europe/London', busy, marchNow))

  it('keeps the buffer before and after every busy interval, half-open at both ends', () => {
    // Ends exactly where the 08:00Z slot's buffer begins.
    expect(offered([{ start: '2026-03-30T07:00:00.000Z', end: '2026-03-30T07:45:00.000Z' }])).toContain('2026-03-30T08:00:00.000Z')
    // 1 ms into the buffer.
    expect(offered([{ start: '2026-03-30T07:00:00.000Z', end: '2026-03-30T07:45:00.001Z' }])).not.toContain('2026-03-30T08:00:00.000Z')
    // Starts exactly where the 08:00Z slot's buffer ends (08:45Z + 15 min).
    // (and 10:00Z keeps its own buffer clear: 09:45Z is after 09:30Z).
    expect(offered([{ start: '2026-03-30T09:00:00.000Z', end: '2026-03-30T09:30:00.000Z' }])).toEqual([
      '2026-03-30T08:00:00.000Z',
      '2026-03-30T10:00:00.000Z',
    ])
    expect(offered([{ start: '2026-03-30T08:59:59.999Z', end: '2026-03-30T09:00:00.000Z' }])).toEqual([
      '2026-03-30T10:00:00.000Z',
    ])
  })

  it('refuses a slot the member is busy in with another coach, and checkSlot agrees', () => {
    const busy: Busy[] = [{ start: '2026-03-30T09:50:00.000Z', end: '2026-03-30T10:20:00.000Z' }]
    expect(offered(busy)).toEqual(['2026-03-30T08:00:00.000Z'])
    expect(checkSlot(london, '2026-03-30T09:00:00.000Z', busy, marchNow)).toBe('overlap')
    expect(checkSlot(london, '2026-03-30T10:00:00.000Z', busy, marchNow)).toBe('overlap')
    expect(checkSlot(london, '2026-03-30T08:00:00.000Z', busy, marchNow)).toBeNull()
  })
})

describe('checkSlot agrees with slotsForLocalDay', () => {
  it('accepts exactly the offered starts on every quarter hour of two DST months', () => {
    const hours: CoachHours = {
      ...london,
      weekly: [...weekdays('09:00', '12:00'), { weekday: 7, start_time: '00:00', end_time: '04:00' }],
      overrides: [{ date: '2026-03-18', kind: 'off', start_time: null, end_time: null }],
    }
    const busy: Busy[] = [
      { start: '2026-03-10T10:10:00.000Z', end: '2026-03-10T10:40:00.000Z' },
      { start: '2026-10-25T00:00:00.000Z', end: '2026-10-25T00:20:00.000Z' },
    ]
    for (const [month, now] of [['2026-03', Date.parse('2026-03-09T09:30:00Z')], ['2026-10', autumnNow]] as const) {
      const offeredStarts = new Set(
        daysInMonth(month).flatMap((day) => starts(slotsForLocalDay(hours, day, 'Australia/Sydney', busy, now))),
      )
      expect(offeredStarts.size).toBeGreaterThan(40)
      // Every quarter hour of the month as Sydney sees it.
      const bounds = monthBounds(month, 'Australia/Sydney')
      const first = Date.parse(bounds.start)
      const last = Date.parse(bounds.end)
      for (let ms = first; ms < last; ms += 15 * 60_000) {
        const start = new Date(ms).toISOString()
        expect(checkSlot(hours, start, busy, now) === null, start).toBe(offeredStarts.has(start))
      }
    }
  })
})

describe('nextFreeSlots', () => {
  it('gives the next three bookable slots after a taken one, skipping busy, weekends and days off', () => {
    const hours: CoachHours = { ...london, overrides: [{ date: '2026-03-30', kind: 'off', start_time: null, end_time: null }] }
    const busy: Busy[] = [
      { start: '2026-03-27T09:00:00.000Z', end: '2026-03-27T09:45:00.000Z' },
      { start: '2026-03-31T08:00:00.000Z', end: '2026-03-31T08:45:00.000Z' },
    ]
    // Friday 27 March 09:00Z was just taken; 10:00 and 11:00 GMT remain, then Tuesday's 09:00 and 10:00 BST.
    expect(nextFreeSlots(hours, Date.parse('2026-03-27T09:00:00Z'), busy, marchNow)).toEqual([
      { start: '2026-03-27T10:00:00.000Z', end: '2026-03-27T10:45:00.000Z' },
      { start: '2026-03-27T11:00:00.000Z', end: '2026-03-27T11:45:00.000Z' },
      { start: '2026-03-31T09:00:00.000Z', end: '2026-03-31T09:45:00.000Z' },
    ])
    expect(starts(nextFreeSlots(hours, Date.parse('2026-03-27T09:00:00Z'), busy, marchNow, 5)).slice(3)).toEqual([
      '2026-03-31T10:00:00.000Z',
      '2026-04-01T08:00:00.000Z',
    ])
  })

  it('respects the notice and stops at the horizon', () => {
    const now = Date.parse('2026-03-30T07:00:00Z')
    // 08:00Z is 1 hour away: the first is 09:00Z.
    expect(nextFreeSlots(london, now, [], now, 1)).toEqual([{ start: '2026-03-30T09:00:00.000Z', end: '2026-03-30T09:45:00.000Z' }])
    const lastDay = nextFreeSlots(london, now + 59 * DAY_MS, [], now, 10)
    expect(lastDay.length).toBeGreaterThan(0)
    for (const slot of lastDay) expect(Date.parse(slot.start)).toBeLessThanOrEqual(now + 60 * DAY_MS)
    expect(nextFreeSlots(london, now + 61 * DAY_MS, [], now)).toEqual([])
  })
})
