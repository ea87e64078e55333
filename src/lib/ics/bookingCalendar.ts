import { instantToLocal, instantToLocalDateTime, isRepeatedLocalTime } from '@/lib/time/zonedTime'
import { escapeText, icsDocument, paramValue, unfold } from './icsText'

/**
 * A booking as a calendar file (RFC 5545 with the iTIP methods of RFC 5546), written by hand:
 * the `ics` package cannot emit TZID/VTIMEZONE and ical-generator writes the machine's zone.
 *
 * The start and end are written as local times of the booking's zone with a TZID, and the file
 * carries that zone's VTIMEZONE, so a calendar app shows the session at the same instant whatever
 * its own zone, and keeps it right if the member later travels. The UID is the booking's and
 * never changes; SEQUENCE is the booking's revision, so a rescheduled or cancelled file replaces
 * the event already imported instead of adding a second one.
 *
 * The VTIMEZONE data (timezones-ical-library, about 600 zones) loads only when a file is made.
 * A zone it does not know is written in UTC (…Z times, no TZID): still the right instant. So is a
 * time in a repeated (fall-back) local hour, which readers resolve differently.
 */

export interface CalendarPerson {
  name: string
  email: string
}

export interface CalendarBooking {
  uid: string
  sequence: number
  start: string
  end: string
  timeZone: string
  summary: string
  description: string
  location: string
  organizer: CalendarPerson
  attendees: CalendarPerson[]
  cancelled: boolean
  /** ISO instant: DTSTAMP. */
  stamp: string
}

export const ICS_MIME = 'text/calendar;charset=utf-8'
export const PRODID = '-//MoveTime//Bookings//EN'

/** 20261203T090000 from 2026-12-03T09:00:00. */
function basicDateTime(isoLocal: string): string {
  return isoLocal.slice(0, 19).replace(/[-:]/g, '')
}

function utcDateTime(instant: string): string {
  return `${basicDateTime(new Date(Date.parse(instant)).toISOString())}Z`
}

function person(property: 'ORGANIZER' | 'ATTENDEE', who: CalendarPerson): string {
  const params = property === 'ATTENDEE' ? ';ROLE=REQ-PARTICIPANT;RSVP=TRUE' : ''
  return `${property};CN=${paramValue(who.name)}${params}:mailto:${who.email}`
}

interface Vtimezone {
  /** The TZID the library files the zone under (it may spell an alias canonically: UTC → Etc/UTC). */
  tzid: string
  /** Unfolded content lines, BEGIN:VTIMEZONE to END:VTIMEZONE. */
  lines: string[]
}

/** The zone's VTIMEZONE, or null when the library does not know it. */
async function loadVtimezone(zone: string): Promise<Vtimezone | null> {
  const { tzlib_get_ical_block, tzlib_get_timezones } = await import('timezones-ical-library')
  const known = tzlib_get_timezones()
  // Asked first: for an unknown zone the library logs an error and returns ''.
  if (!Array.isArray(known) || !known.includes(zone)) return null
  const block = tzlib_get_ical_block(zone)
  const text = Array.isArray(block) ? block[0] : undefined
  if (!text || !text.startsWith('BEGIN:VTIMEZONE')) return null
  // The library ends lines with CRLF already; unfolding first means folding again cannot double-fold.
  const lines = unfold(text.replace(/\r?\n/g, '\r\n'))
    .split('\r\n')
    .filter((line) => line !== '')
  const tzid = lines.find((line) => line.startsWith('TZID:'))?.slice('TZID:'.length)
  return tzid ? { tzid, lines } : null
}

/**
 * Whether the instant is written as a local time in the zone. Not for a local time the zone
 * repeats (a fall-back hour): RFC 5545 §3.3.5 says it means the first pass, but parsers differ
 * (ical.js takes the second), so both passes are written in UTC, which every reader agrees on.
 */
function writableAsLocalTime(instant: string, zone: string): boolean {
  const local = instantToLocal(instant, zone)
  return !isRepeatedLocalTime(local.date, local.time, zone)
}

export async function bookingIcs(booking: CalendarBooking): Promise<string> {
  const vtimezone = await loadVtimezone(booking.timeZone)
  const when = (instant: string): string =>
    vtimezone && writableAsLocalTime(instant, booking.timeZone)
      ? `;TZID=${vtimezone.tzid}:${basicDateTime(instantToLocalDateTime(instant, booking.timeZone))}`
      : `:${utcDateTime(instant)}`
  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:${PRODID}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `METHOD:${booking.cancelled ? 'CANCEL' : 'REQUEST'}`,
    ...(vtimezone?.lines ?? []),
    'BEGIN:VEVENT',
    `UID:${booking.uid}`,
    `SEQUENCE:${booking.sequence}`,
    `DTSTAMP:${utcDateTime(booking.stamp)}`,
    `DTSTART${when(booking.start)}`,
    `DTEND${when(booking.end)}`,
    `SUMMARY:${escapeText(booking.summary)}`,
    `DESCRIPTION:${escapeText(booking.description)}`,
    `LOCATION:${escapeText(booking.location)}`,
    person('ORGANIZER', booking.organizer),
    ...booking.attendees.map((attendee) => person('ATTENDEE', attendee)),
    `STATUS:${booking.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return icsDocument(lines)
}

function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '')
}

/**
 * The download's name: the summary as a slug and the start's date (in `timeZone` when given,
 * otherwise UTC), e.g. movetime-session-2026-12-03.ics.
 */
export function bookingIcsFileName(booking: Pick<CalendarBooking, 'summary' | 'start'> & { timeZone?: string }): string {
  const date = booking.timeZone
    ? instantToLocalDateTime(booking.start, booking.timeZone).slice(0, 10)
    : new Date(Date.parse(booking.start)).toISOString().slice(0, 10)
  return `${slug(booking.summary) || 'movetime-session'}-${date}.ics`
}
