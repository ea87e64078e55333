import { z } from 'zod'
import { HIDDEN_REASON_MAX, REVIEW_TEXT_MAX } from '@/api/bookings/bookingTypes'
import { isPlainDate } from '@/lib/time/plainDates'
import { TIME_ZONE_MAX_LENGTH, isTimeZone } from '@/lib/time/timeZones'

/**
 * The bookings tables beside `schedule` (contentSchemas.ts): coaches, their weekly hours and date
 * overrides, members' reviews, the mock Google Calendar's events and the mock's clock. Coaches,
 * hours, overrides and reviews are written by admins through the records family, so their
 * messages are written for the person at the console form; members change bookings and reviews
 * only through the scheduling calls (mocks/handlers/bookings), which check the rules first.
 */

const id = z.number('Choose a record by its id.').int().positive()
const isoDate = z.iso.datetime({ offset: true, message: 'Enter a date and time.' })
const stamps = { created_at: z.string().optional(), updated_at: z.string().optional() }

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/
const clockTime = z.string('Enter a time (HH:MM).').regex(CLOCK_TIME, 'Enter a time (HH:MM).')
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

export const timeZoneField = z
  .string('Choose a time zone.')
  .max(TIME_ZONE_MAX_LENGTH, 'Choose a time zone.')
  .refine((value) => isTimeZone(value), 'Choose a time zone (an IANA name such as Europe/London).')

export const coachSchema = z.object({
  id,
  name: z.string('Enter a name.').trim().min(1, 'Enter a name.').max(100, 'Keep the name to 100 characters or fewer.'),
  email: z.string('Enter an email address.').trim().email('Enter an email address.').max(254),
  /** The coach's member account, which talks to members in coach spaces (issue 22); null when none. */
  user_id: id.nullable().default(null),
  bio: z.string().max(2000, 'Keep the bio to 2000 characters or fewer.').default(''),
  photo_url: z.string().max(2048).nullable().default(null),
  time_zone: timeZoneField,
  session_minutes: z.number('Enter the session length in minutes.').int('Enter whole minutes.').min(15, 'A session lasts at least 15 minutes.').max(240, 'A session lasts at most 4 hours.'),
  buffer_minutes: z.number('Enter the buffer in minutes.').int('Enter whole minutes.').min(0, 'The buffer cannot be negative.').max(120, 'Keep the buffer to 2 hours or less.').default(0),
  active: z.boolean().default(true),
  ...stamps,
})
export type CoachRow = z.output<typeof coachSchema>

export const coachAvailabilitySchema = z
  .object({
    id,
    coach_id: id,
    weekday: z.number('Choose a weekday.').int().min(1, 'Choose a weekday (1 Monday … 7 Sunday).').max(7, 'Choose a weekday (1 Monday … 7 Sunday).'),
    start_time: clockTime,
    end_time: clockTime,
    ...stamps,
  })
  .refine((row) => minutesOf(row.end_time) > minutesOf(row.start_time), { message: 'The end must be after the start.', path: ['end_time'] })
export type CoachAvailabilityRow = z.output<typeof coachAvailabilitySchema>

/** `off` takes the whole local day away; `extra` adds start_time–end_time on that date. */
export const coachOverrideSchema = z
  .object({
    id,
    coach_id: id,
    date: z.string('Enter a date (YYYY-MM-DD).').refine(isPlainDate, 'Enter a date (YYYY-MM-DD).'),
    kind: z.enum(['off', 'extra'], 'Choose a day off or extra hours.'),
    start_time: clockTime.nullable().default(null),
    end_time: clockTime.nullable().default(null),
    note: z.string().max(300, 'Keep the note to 300 characters or fewer.').default(''),
    ...stamps,
  })
  .superRefine((row, context) => {
    if (row.kind !== 'extra') return
    if (row.start_time === null) context.addIssue({ code: 'custom', message: 'Enter when the extra hours start.', path: ['start_time'] })
    if (row.end_time === null) context.addIssue({ code: 'custom', message: 'Enter when the extra hours end.', path: ['end_time'] })
    if (row.start_time !== null && row.end_time !== null && minutesOf(row.end_time) <= minutesOf(row.start_time)) {
      context.addIssue({ code: 'custom', message: 'The end must be after the start.', path: ['end_time'] })
    }
  })
export type CoachOverrideRow = z.output<typeof coachOverrideSchema>

export const REVIEW_SCHEMA_MESSAGES = {
  rating: 'Choose a rating from 1 to 5.',
  text: `Keep the review to ${REVIEW_TEXT_MAX} characters or fewer.`,
  reasonRequired: 'Say why the review is hidden.',
  reasonLength: `Keep the reason to ${HIDDEN_REASON_MAX} characters or fewer.`,
} as const

/** One review per booking (the reviews call checks it); an admin hides an abusive one, always with a reason. */
export const reviewSchema = z
  .object({
    id,
    booking_id: id,
    user_id: id,
    coach_id: id,
    rating: z.number(REVIEW_SCHEMA_MESSAGES.rating).int(REVIEW_SCHEMA_MESSAGES.rating).min(1, REVIEW_SCHEMA_MESSAGES.rating).max(5, REVIEW_SCHEMA_MESSAGES.rating),
    text: z.string().max(REVIEW_TEXT_MAX, REVIEW_SCHEMA_MESSAGES.text).default(''),
    hidden: z.boolean().default(false),
    hidden_reason: z.string().trim().max(HIDDEN_REASON_MAX, REVIEW_SCHEMA_MESSAGES.reasonLength).nullable().default(null),
    ...stamps,
  })
  .superRefine((row, context) => {
    if (row.hidden && !row.hidden_reason) context.addIssue({ code: 'custom', message: REVIEW_SCHEMA_MESSAGES.reasonRequired, path: ['hidden_reason'] })
  })
export type ReviewRow = z.output<typeof reviewSchema>

/** The mock Google Calendar: one event per booking the member added to it. */
export const calendarEventSchema = z.object({
  id,
  user_id: id,
  booking_id: id,
  summary: z.string().max(300),
  start: isoDate,
  end: isoDate,
  attendees: z.array(z.string().max(254)).max(20).default([]),
  location: z.string().max(500).default(''),
  description: z.string().max(2000).default(''),
  created_at: isoDate,
  updated_at: z.string().optional(),
})
export type CalendarEventRow = z.output<typeof calendarEventSchema>

/**
 * The mock's clock for bookings (mocks/bookings/mockClock.ts): one row, how far the developer
 * control moved it ahead of the real clock. Kept in the database so it survives a reload in the
 * browser and a restart of the HTTP home, and a reset (which reseeds) puts it back to real time.
 */
export const mockClockSchema = z.object({
  id,
  offset_ms: z.number().int(),
  updated_at: z.string().optional(),
})
export type MockClockRow = z.output<typeof mockClockSchema>

export const BOOKING_SCHEMAS = {
  coach: coachSchema,
  coach_availability: coachAvailabilitySchema,
  coach_override: coachOverrideSchema,
  review: reviewSchema,
  calendar_event: calendarEventSchema,
  mock_clock: mockClockSchema,
}
