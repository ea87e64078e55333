import { z } from 'zod'
import type { DbRecord } from '@/api/records/recordTypes'
import { canonicalTimeZone } from '@/lib/time/timeZones'
import type { FieldDefinition, FieldOption, FilterDefinition } from '../engine/resourceDefinition'

/** What the coach definitions and the bookings and reviews screens share: the coach by name, weekdays, clock times, zones. */

/** Rows joined with `coach` (records `join=coach`). */
export interface WithCoach {
  coach_id?: number | null
  coach?: { name?: string; time_zone?: string } | null
}

/** The coach by name, else by id. */
export function coachName(row: WithCoach): string {
  if (row.coach?.name) return `${row.coach.name} (#${row.coach_id})`
  return row.coach_id ? `Coach #${row.coach_id}` : ''
}

/** A coach as a choice of a select: name and zone. */
export const coachChoice = (coach: DbRecord) => `${String(coach.name)} (${String(coach.time_zone)})`

/** The coach of a row, chosen from the coaches. */
export const coachField: FieldDefinition = {
  name: 'coach_id',
  label: 'Coach',
  kind: 'select',
  numeric: true,
  required: true,
  reference: { resource: 'coaches', label: coachChoice },
}

export const coachFilter: FilterDefinition = { name: 'coach_id', label: 'Coach', kind: 'select', reference: { resource: 'coaches', label: coachChoice } }

export const coachIdSchema = z.number('Choose the coach.').int('Choose the coach.').positive('Choose the coach.')

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
export const weekdayOptions: FieldOption[] = WEEKDAYS.map((day, index) => ({ value: String(index + 1), label: day }))

/** "Mon" for 1; the number itself for something else. */
export function weekdayShort(weekday: unknown): string {
  const day = typeof weekday === 'number' ? WEEKDAYS[weekday - 1] : undefined
  return day ? day.slice(0, 3) : String(weekday ?? '')
}

/** A local clock time, 00:00 to 23:59; an end may be 24:00, the end of the day. */
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/
const END_CLOCK = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/

export const startTimeSchema = z.string('Enter the start as HH:MM, e.g. 09:00.').regex(CLOCK, 'Enter the start as HH:MM, e.g. 09:00.')
export const endTimeSchema = z.string('Enter the end as HH:MM, e.g. 12:00.').regex(END_CLOCK, 'Enter the end as HH:MM, e.g. 12:00 (24:00 for midnight).')

/** Zero-padded HH:MM compares as text in clock order. */
export const endsAfterStart = (values: { start_time?: string | null; end_time?: string | null }) =>
  !values.start_time || !values.end_time || values.end_time > values.start_time

/** An IANA zone Intl knows ("Europe/London"), in whatever case it is typed. */
export const timeZoneSchema = (what: string) =>
  z
    .string(`Enter ${what} time zone, e.g. Europe/London.`)
    .trim()
    .min(1, `Enter ${what} time zone, e.g. Europe/London.`)
    .refine((zone) => canonicalTimeZone(zone) !== null, 'Enter an IANA time zone, e.g. Europe/London or America/New_York.')

export const TIME_ZONE_HINT = 'An IANA name, e.g. Europe/London or America/New_York: daylight saving follows it.'
