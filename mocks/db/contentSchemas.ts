import { z } from 'zod'
import { BOOKING_NOTE_MAX, BOOKING_STATUSES } from '@/api/bookings/bookingTypes'
import { FRIEND_REQUEST_STATUSES } from '@/api/friends/friendTypes'
import { DIFFICULTIES } from '@/api/moves/moveTypes'
import {
  CMS_KEY_PATTERN,
  CMS_TYPES,
  CONTENT_LIMITS,
  CONTENT_MESSAGES,
  VIDEO_STATUSES,
  hasWellFormedVariables,
} from '@/api/records/contentTypes'
import { userChallengeSchema } from './challengeSchemas'
import { timeZoneField } from './bookingSchemas'

/**
 * The content tables the records family serves (GENERIC_TABLES; the bookings ones are in bookingSchemas.ts): flat rows, foreign keys as
 * `<table>_id`, like mocks/db/schemas.ts. Every write through the records calls is checked here,
 * and a failed check answers 400 with the message under its field (recordWrites.validateRow), so
 * the messages are written for the person at the form. Unknown fields are dropped, as a real
 * table has no column for them.
 */

const id = z.number('Choose a record by its id.').int().positive()
const optionalId = id.nullable().default(null)
/** ISO date-times, as every other table keeps them. */
const isoDate = z.iso.datetime({ offset: true, message: 'Enter a date and time.' })
const stamps = { created_at: z.string().optional(), updated_at: z.string().optional() }

const required = (label: string, max: number) =>
  z
    .string(`Enter ${label}.`)
    .trim()
    .min(1, `Enter ${label}.`)
    .max(max, `Keep ${label} to ${max} characters or fewer.`)
const optionalText = (label: string, max: number) => z.string().max(max, `Keep ${label} to ${max} characters or fewer.`).default('')

/** A link the app can open: an absolute http(s) URL or a path of this site (uploads, shipped media). */
const link = (label: string) =>
  required(label, CONTENT_LIMITS.link).refine((value) => /^(https?:\/\/|\/)/i.test(value), `Enter ${label} as https://… or /….`)
const optionalLink = (label: string) => z.union([z.literal(''), link(label)]).default('')

const template = (label: string, max: number) =>
  required(label, max).refine(hasWellFormedVariables, CONTENT_MESSAGES.badVariable)

export const videoSchema = z.object({
  id,
  title: required('a title', CONTENT_LIMITS.name),
  description: optionalText('the description', CONTENT_LIMITS.text),
  url: link('the video link'),
  poster: optionalLink('the poster link'),
  move_id: optionalId,
  duration_seconds: z.number('Enter the length in seconds.').int('Enter whole seconds.').min(0).max(3600, 'A video lasts at most an hour.').default(0),
  status: z.enum(VIDEO_STATUSES, 'Choose published or draft.').default('draft'),
  ...stamps,
})

export const photoSchema = z.object({
  id,
  title: required('a title', CONTENT_LIMITS.name),
  url: link('the photo link'),
  /** What the photo shows, for screen readers. */
  alt: required('a description of the photo', CONTENT_LIMITS.text),
  move_id: optionalId,
  ...stamps,
})

/**
 * `member_ids` is the truth about who belongs (the owner is always one of them; the admin console
 * counts it). `joined_at` remembers when each member came in, keyed by user id; a member added
 * in the console has no entry and counts as joined when the group was made.
 */
export const groupSchema = z.object({
  id,
  name: required('a name', CONTENT_LIMITS.name),
  description: optionalText('the description', CONTENT_LIMITS.text),
  cover_url: optionalLink('the cover photo link'),
  owner_id: id,
  member_ids: z.array(id).max(10_000).default([]),
  joined_at: z.record(z.string(), isoDate).default({}),
  /** Who made it through the group call, and their device's id for that call: a replay stores one group. */
  created_by: id.optional(),
  client_ref: z.string().max(100).optional(),
  ...stamps,
})

/**
 * docs/product.md §3: user_id (the member), meeting_start, meeting_end, meeting_details; issue 21
 * made it a booking with a coach: the coach, its status and revision (the calendar file's
 * SEQUENCE), the zones it was made in. Members write it only through the scheduling calls; admins
 * also through the records calls (where these are the rules).
 */
export const scheduleSchema = z
  .object({
    id,
    user_id: id,
    meeting_start: isoDate,
    meeting_end: isoDate,
    meeting_details: optionalText('the note', BOOKING_NOTE_MAX),
    coach_id: id,
    status: z.enum(BOOKING_STATUSES, 'Choose booked, cancelled, late-cancelled, completed or no-show.').default('booked'),
    revision: z.number().int().min(0).default(0),
    member_time_zone: timeZoneField.default('UTC'),
    coach_time_zone: timeZoneField.default('UTC'),
    cancelled_at: isoDate.nullable().default(null),
    reminder_sent_at: isoDate.nullable().default(null),
    /** The member's requestId for scheduling/POST, so a replay returns the booking it made. */
    client_ref: z.string().max(100).optional(),
    ...stamps,
  })
  .refine((row) => Date.parse(row.meeting_end) > Date.parse(row.meeting_start), {
    message: CONTENT_MESSAGES.endAfterStart,
    path: ['meeting_end'],
  })

export const smsSchema = z.object({
  id,
  name: required('a name', CONTENT_LIMITS.name),
  /** The message with {{variables}}; up to ten segments. */
  body: template('the message', CONTENT_LIMITS.smsBody),
  ...stamps,
})

export const emailSchema = z.object({
  id,
  name: required('a name', CONTENT_LIMITS.name),
  subject: template('a subject', CONTENT_LIMITS.subject),
  /** HTML with {{variables}}. It is stored as written; whoever shows it sanitises it. */
  body: template('the body', CONTENT_LIMITS.document),
  ...stamps,
})

/** docs/product.md §3: page, key, type, value; the value must read as its type. */
export const cmsSchema = z
  .object({
    id,
    page: required('the page', CONTENT_LIMITS.key).regex(CMS_KEY_PATTERN, CONTENT_MESSAGES.cmsKey),
    key: required('the key', CONTENT_LIMITS.key).regex(CMS_KEY_PATTERN, CONTENT_MESSAGES.cmsKey),
    type: z.enum(CMS_TYPES, 'Choose text, HTML, Markdown, JSON or image.'),
    value: z.string('Enter the value.').max(CONTENT_LIMITS.document, `Keep the value to ${CONTENT_LIMITS.document} characters or fewer.`),
    ...stamps,
  })
  .superRefine((row, context) => {
    const fail = (message: string) => context.addIssue({ code: 'custom', message, path: ['value'] })
    if (row.type === 'text' && row.value.length > CONTENT_LIMITS.text) fail(`Keep a text value to ${CONTENT_LIMITS.text} characters or fewer.`)
    if (row.type === 'image' && !/^(https?:\/\/|\/)\S+$/i.test(row.value.trim())) fail(CONTENT_MESSAGES.imageLink)
    if (row.type === 'json') {
      try {
        JSON.parse(row.value)
      } catch {
        fail(CONTENT_MESSAGES.jsonInvalid)
      }
    }
  })

/** Training goal and level (get-userinfo and userinfo read and write it), body measures. */
export const userInfoSchema = z.object({
  id,
  user_id: id,
  goal: optionalText('the goal', 80),
  level: z.union([z.literal(''), z.enum(DIFFICULTIES)], 'Choose Beginner, Intermediate or Advanced.').default(''),
  phone: z.string().max(32, 'Keep the phone number to 32 characters or fewer.').optional(),
  height_cm: z.number('Enter the height in centimetres.').int().min(50).max(260).nullable().optional(),
  weight_kg: z.number('Enter the weight in kilograms.').min(20).max(400).nullable().optional(),
  ...stamps,
})

/**
 * `user_id` asked `friend_id`. An accepted row is a friendship (mutual); removing a friend or a
 * block marks it 'removed'. At most one pending or accepted row per pair, either direction
 * (mocks/community/friendPairs.ts claims the pair before any await).
 */
export const friendRequestSchema = z.object({
  id,
  user_id: id,
  friend_id: id,
  status: z.enum(FRIEND_REQUEST_STATUSES),
  /** The sender's device id for the request, so a replay returns the stored request. */
  client_ref: z.string().max(100).optional(),
  ...stamps,
})

export const CONTENT_SCHEMAS = {
  video: videoSchema,
  photo: photoSchema,
  group: groupSchema,
  schedule: scheduleSchema,
  sms: smsSchema,
  email: emailSchema,
  cms: cmsSchema,
  user_info: userInfoSchema,
  user_challenge: userChallengeSchema,
  friend_request: friendRequestSchema,
}

export type VideoRow = z.output<typeof videoSchema>
export type PhotoRow = z.output<typeof photoSchema>
export type GroupRow = z.output<typeof groupSchema>
export type ScheduleRow = z.output<typeof scheduleSchema>
export type SmsRow = z.output<typeof smsSchema>
export type EmailRow = z.output<typeof emailSchema>
export type CmsRow = z.output<typeof cmsSchema>
export type UserInfoRow = z.output<typeof userInfoSchema>
export type FriendRequestRow = z.output<typeof friendRequestSchema>
