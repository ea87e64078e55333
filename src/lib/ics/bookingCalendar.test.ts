import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { bookingIcs, bookingIcsFileName, ICS_MIME, type CalendarBooking } from './bookingCalendar'

// Every file is read back with ical.js, which resolves a TZID through the file's own VTIMEZONE
// (nothing is registered in its TimezoneService here), so a right instant proves the VTIMEZONE.

const encoder = new TextEncoder()
const strictDecoder = new TextDecoder('utf-8', { fatal: true })

const base: CalendarBooking = {
  uid: 'booking-42@movetime.app',
  sequence: 0,
  start: '2026-12-03T09:00:00.000Z',
  end: '2026-12-03T09:45:00.000Z',
  timeZone: 'America/Los_Angeles',
  summary: 'MoveTime session with Ana Silva',
  description: 'What to work on: knees',
  location: 'Video call (link in the MoveTime app)',
  organizer: { name: 'Ana Silva', email: 'ana@coaches.movetime.app' },
  attendees: [{ name: 'Sam Member', email: 'sam@example.com' }],
  cancelled: false,
  stamp: '2026-11-27T10:05:30.123Z',
}

interface Parsed {
  text: string
  calendar: ICAL.Component
  event: ICAL.Event
  vevent: ICAL.Component
}

async function make(overrides: Partial<CalendarBooking> = {}): Promise<Parsed> {
  const text = await bookingIcs({ ...base, ...overrides })
  const calendar = new ICAL.Component(ICAL.parse(text))
  const vevent = calendar.getFirstSubcomponent('vevent') as ICAL.Component
  return { text, calendar, event: new ICAL.Event(vevent), vevent }
}

function instantOf(time: ICAL.Time): string {
  return new Date(time.toUnixTime() * 1000).toISOString()
}

function expectWellFormed(text: string): void {
  expect(text.endsWith('\r\n')).toBe(true)
  // CRLF everywhere: no bare LF, no bare CR.
  expect(/(?<!\r)\n|\r(?!\n)/.test(text)).toBe(false)
  const bytes = encoder.encode(text)
  let from = 0
  for (let i = 0; i <= bytes.length; i += 1) {
    if (i === bytes.length || (bytes[i] === 0x0d && bytes[i + 1] === 0x0a)) {
      expect(i - from).toBeLessThanOrEqual(75)
      // Each physical line alone is whole UTF-8.
      expect(() => strictDecoder.decode(bytes.slice(from, i))).not.toThrow()
      from = i + 2
      i += 1
    }
  }
}

describe('bookingIcs', () => {
  it('writes a request with the calendar header, the event and its people', async () => {
    const { text, calendar, vevent, event } = await make()
    expectWellFormed(text)
    expect(text.startsWith('BEGIN:VCALENDAR\r\nPRODID:-//MoveTime//Bookings//EN\r\nVERSION:2.0\r\nCALSCALE:GREGORIAN\r\nMETHOD:REQUEST\r\n')).toBe(true)
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
    expect(event.uid).toBe(base.uid)
    expect(event.sequence).toBe(0)
    expect(event.summary).toBe(base.summary)
    expect(event.location).toBe(base.location)
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED')
    expect(text).toContain('\r\nDTSTAMP:20261127T100530Z\r\n')
    expect(text).toContain('\r\nDTSTART;TZID=America/Los_Angeles:20261203T010000\r\n')
    expect(text).toContain('\r\nDTEND;TZID=America/Los_Angeles:20261203T014500\r\n')
    const organizer = vevent.getFirstProperty('organizer') as ICAL.Property
    expect(organizer.getFirstValue()).toBe('mailto:ana@coaches.movetime.app')
    expect(organizer.getParameter('cn')).toBe('Ana Silva')
    const attendee = vevent.getFirstProperty('attendee') as ICAL.Property
    expect(attendee.getFirstValue()).toBe('mailto:sam@example.com')
    expect(attendee.getParameter('cn')).toBe('Sam Member')
    expect(attendee.getParameter('role')).toBe('REQ-PARTICIPANT')
    expect(attendee.getParameter('rsvp')).toBe('TRUE')
  })

  const zoneCases = [
    { zone: 'America/Los_Angeles', start: '2026-03-09T16:00:00.000Z', local: '20260309T090000' },
    { zone: 'America/Los_Angeles', start: '2026-11-02T17:00:00.000Z', local: '20261102T090000' },
    { zone: 'Europe/London', start: '2026-03-30T08:00:00.000Z', local: '20260330T090000' },
    { zone: 'Europe/London', start: '2026-10-26T09:00:00.000Z', local: '20261026T090000' },
    { zone: 'Australia/Sydney', start: '2026-04-05T16:30:00.000Z', local: '20260406T023000' },
    { zone: 'Australia/Sydney', start: '2026-10-03T16:00:00.000Z', local: '20261004T030000' },
    { zone: 'Asia/Kolkata', start: '2026-07-01T03:30:00.000Z', local: '20260701T090000' },
    { zone: 'America/New_York', start: '2026-11-01T07:00:00.000Z', local: '20261101T020000' },
    { zone: 'Pacific/Chatham', start: '2026-12-31T23:00:00.000Z', local: '20270101T124500' },
  ]

  it.each(zoneCases)('writes $zone with its VTIMEZONE, and the start read through it is $start', async ({ zone, start, local }) => {
    const end = new Date(Date.parse(start) + 45 * 60_000).toISOString()
    const { text, calendar, event } = await make({ timeZone: zone, start, end })
    expectWellFormed(text)
    const vtimezones = calendar.getAllSubcomponents('vtimezone')
    expect(vtimezones.map((vtimezone) => vtimezone.getFirstPropertyValue('tzid'))).toEqual([zone])
    expect(text).toContain(`\r\nDTSTART;TZID=${zone}:${local}\r\n`)
    expect(event.startDate.zone?.tzid).toBe(zone)
    expect(instantOf(event.startDate)).toBe(start)
    expect(instantOf(event.endDate)).toBe(end)
  })

  it('uses the TZID the library files an alias under', async () => {
    const { text, calendar, event } = await make({ timeZone: 'UTC' })
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Etc/UTC')
    expect(text).toContain('\r\nDTSTART;TZID=Etc/UTC:20261203T090000\r\n')
    expect(instantOf(event.startDate)).toBe(base.start)
  })

  it('writes times in a repeated hour in UTC, since readers differ on which pass a local time means', async () => {
    // London 25 Oct 2026: 00:30Z is the first 01:30 (BST), 01:15Z the second 01:15 (GMT), 02:00Z plain 02:00 GMT.
    const first = await make({ timeZone: 'Europe/London', start: '2026-10-25T00:30:00.000Z', end: '2026-10-25T01:15:00.000Z' })
    expect(first.text).toContain('\r\nDTSTART:20261025T003000Z\r\n')
    expect(first.text).toContain('\r\nDTEND:20261025T011500Z\r\n')
    expect(instantOf(first.event.startDate)).toBe('2026-10-25T00:30:00.000Z')
    expect(instantOf(first.event.endDate)).toBe('2026-10-25T01:15:00.000Z')
    const after = await make({ timeZone: 'Europe/London', start: '2026-10-25T01:15:00.000Z', end: '2026-10-25T02:00:00.000Z' })
    expect(after.text).toContain('\r\nDTSTART:20261025T011500Z\r\n')
    expect(after.text).toContain('\r\nDTEND;TZID=Europe/London:20261025T020000\r\n')
    expect(instantOf(after.event.endDate)).toBe('2026-10-25T02:00:00.000Z')
  })

  it('keeps the UID across reschedules with a rising SEQUENCE, and cancels with the same UID', async () => {
    const first = await make()
    const moved = await make({ sequence: 1, start: '2026-12-04T17:00:00.000Z', end: '2026-12-04T17:45:00.000Z' })
    const cancelled = await make({ sequence: 2, start: '2026-12-04T17:00:00.000Z', end: '2026-12-04T17:45:00.000Z', cancelled: true })
    expect([first, moved, cancelled].map(({ event }) => event.uid)).toEqual([base.uid, base.uid, base.uid])
    expect([first, moved, cancelled].map(({ event }) => event.sequence)).toEqual([0, 1, 2])
    expect(instantOf(moved.event.startDate)).toBe('2026-12-04T17:00:00.000Z')
    expect(cancelled.calendar.getFirstPropertyValue('method')).toBe('CANCEL')
    expect(cancelled.vevent.getFirstPropertyValue('status')).toBe('CANCELLED')
    expect(cancelled.text).toContain('\r\nMETHOD:CANCEL\r\n')
    expect(cancelled.text).toContain('\r\nSTATUS:CANCELLED\r\n')
    expectWellFormed(cancelled.text)
  })

  it('folds long emoji text at 75 octets without splitting a character, and reads it back whole', async () => {
    const summary = `MoveTime session 🧘‍♀️🏋️‍♂️💪🏽 with Zoë Łukasiewicz-Ørsted ${'🔥'.repeat(20)}`
    const description = `Goals 🎯: ${'mobility 🦵 strength 💪 '.repeat(12)}\nAnd a second line — ça va? 日本語テキスト`
    const { text, event } = await make({ summary, description })
    expectWellFormed(text)
    expect(text.split('\r\n').some((line) => line.startsWith(' '))).toBe(true)
    expect(event.summary).toBe(summary)
    expect(event.description).toBe(description)
  })

  it('escapes backslash, semicolon, comma and line breaks, and a parser gives the text back', async () => {
    const description = 'Back\\neck; hips, knees\r\nline two\nline three;,\\'
    const { text, event, vevent } = await make({
      description,
      location: 'Room 4; floor 2, east',
      organizer: { name: 'Silva, Ana; PT', email: 'ana@coaches.movetime.app' },
    })
    expect(text).toContain('DESCRIPTION:Back\\\\neck\\; hips\\, knees\\nline two\\nline three\\;\\,\\\\\r\n')
    expect(event.description).toBe('Back\\neck; hips, knees\nline two\nline three;,\\')
    expect(event.location).toBe('Room 4; floor 2, east')
    expect((vevent.getFirstProperty('organizer') as ICAL.Property).getParameter('cn')).toBe('Silva, Ana; PT')
  })

  it('writes a VTIMEZONE block that was already CRLF without doubling line ends or folds', async () => {
    const { text } = await make({ timeZone: 'Europe/London' })
    const block = text.slice(text.indexOf('BEGIN:VTIMEZONE'), text.indexOf('END:VTIMEZONE'))
    expect(block).toContain('\r\nRRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU\r\n')
    expect(block).not.toContain('\r\n\r\n')
    expect(block).not.toMatch(/\r\n /)
  })
})

describe('bookingIcsFileName', () => {
  it('names the file after the summary and the start date', () => {
    expect(bookingIcsFileName({ summary: 'MoveTime session', start: '2026-12-03T09:00:00Z' })).toBe('movetime-session-2026-12-03.ics')
    expect(bookingIcsFileName({ summary: 'Séance avec Zoë 🧘', start: '2026-12-03T09:00:00Z' })).toBe('seance-avec-zoe-2026-12-03.ics')
    expect(bookingIcsFileName({ summary: '🧘', start: '2026-12-03T09:00:00Z' })).toBe('movetime-session-2026-12-03.ics')
  })

  it('takes the date in the zone when one is given', () => {
    expect(bookingIcsFileName({ summary: 'MoveTime session', start: '2026-12-01T02:00:00Z', timeZone: 'America/Los_Angeles' })).toBe(
      'movetime-session-2026-11-30.ics',
    )
  })

  it('serves files as UTF-8 calendar text', () => {
    expect(ICS_MIME).toBe('text/calendar;charset=utf-8')
  })
})
