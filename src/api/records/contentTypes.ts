import type { BookingStatus } from '../bookings/bookingTypes'

/**
 * The content tables of the generic records family (videos, photos, groups, schedules, templates,
 * CMS entries, member info, challenges, friend requests): their choices and limits, shared by the
 * mock's schemas (mocks/db/contentSchemas.ts) and the admin screens, so both hold a row to the
 * same rules. docs/product.md §3 names the schedule and CMS fields; the rest follow the pages that use them.
 */

export const CONTENT_LIMITS = {
  /** Titles and names. */
  name: 100,
  /** An email subject: what mail clients show in full. */
  subject: 200,
  /** Short texts (descriptions, details, alt text, plain CMS values). */
  text: 2000,
  /** One SMS message of up to ten concatenated segments (160 GSM characters each). */
  smsBody: 1600,
  /** An HTML email or a long CMS value (markdown, HTML, JSON): a page of content. */
  document: 20_000,
  /** A CMS page or key name. */
  key: 100,
  link: 2048,
} as const

export const VIDEO_STATUSES = ['published', 'draft'] as const
export type VideoStatus = (typeof VIDEO_STATUSES)[number]

export const CMS_TYPES = ['text', 'html', 'markdown', 'json', 'image'] as const
export type CmsType = (typeof CMS_TYPES)[number]

/** A CMS page or key: lower-case letters, digits, `_`, `-` and `.` (they appear in code and URLs). */
export const CMS_KEY_PATTERN = /^[a-z0-9][a-z0-9_.-]*$/

export const FRIEND_REQUEST_STATUSES = ['pending', 'accepted', 'declined'] as const

/** A template variable: `{{first_name}}`. */
export const TEMPLATE_VARIABLE = /\{\{\s*([a-z_][a-z0-9_]*)\s*\}\}/gi

/**
 * Whether every `{{` and `}}` of a template belongs to a well-formed variable, so a typo such as
 * `{{first name}}` or `{{link` is caught before an SMS or email goes out with it.
 */
export function hasWellFormedVariables(template: string): boolean {
  const rest = template.replace(TEMPLATE_VARIABLE, '')
  return !rest.includes('{{') && !rest.includes('}}')
}

/** The variable names a template uses, in order of first use. */
export function templateVariables(template: string): string[] {
  return [...new Set([...template.matchAll(TEMPLATE_VARIABLE)].map((match) => match[1]!.toLowerCase()))]
}

export const CONTENT_MESSAGES = {
  endAfterStart: 'The end must be after the start.',
  badVariable: 'Write variables as {{name}}: letters, digits and _ between double braces.',
  jsonInvalid: 'Enter valid JSON.',
  imageLink: 'Enter the image link (https://… or /…).',
  cmsKey: 'Use lower-case letters, digits, _, - and . only.',
} as const

/** Rows as the records calls answer them. */
export interface VideoRecord {
  id: number
  title: string
  description: string
  url: string
  poster: string
  move_id: number | null
  duration_seconds: number
  status: VideoStatus
  created_at?: string
  updated_at?: string
}

export interface PhotoRecord {
  id: number
  title: string
  url: string
  alt: string
  move_id: number | null
  created_at?: string
}

export interface GroupRecord {
  id: number
  name: string
  description: string
  owner_id: number
  member_ids: number[]
  created_at?: string
}

/**
 * A booked session with a coach: docs/product.md §3's user_id (the member), meeting_start,
 * meeting_end (instants, UTC) and meeting_details (the member's note), plus what bookings need.
 */
export interface ScheduleRecord {
  id: number
  user_id: number
  meeting_start: string
  meeting_end: string
  meeting_details: string
  coach_id: number
  status: BookingStatus
  /** Bumped by every change: the calendar file's SEQUENCE. */
  revision: number
  /** The zones the booking was made in. */
  member_time_zone: string
  coach_time_zone: string
  cancelled_at?: string | null
  reminder_sent_at?: string | null
  created_at?: string
  updated_at?: string
}

/** A coach who takes sessions; weekly hours are local clock times in `time_zone`. */
export interface CoachRecord {
  id: number
  name: string
  email: string
  /** The coach's member account, their side of coach spaces; null when they have none. */
  user_id: number | null
  bio: string
  photo_url: string | null
  time_zone: string
  session_minutes: number
  buffer_minutes: number
  active: boolean
  created_at?: string
}

/** One weekly window of a coach's hours: weekday 1 (Monday) to 7 (Sunday), HH:MM local times. */
export interface CoachAvailabilityRecord {
  id: number
  coach_id: number
  weekday: number
  start_time: string
  end_time: string
  created_at?: string
}

/**
 * A date override: `off` removes the whole local day; `extra` adds a window (start_time–end_time)
 * on that date beside the weekly hours.
 */
export interface CoachOverrideRecord {
  id: number
  coach_id: number
  date: string
  kind: 'off' | 'extra'
  start_time: string | null
  end_time: string | null
  note: string
  created_at?: string
}

/** A member's review of a completed session. Admins hide an abusive one with a reason. */
export interface ReviewRecord {
  id: number
  booking_id: number
  user_id: number
  coach_id: number
  rating: number
  text: string
  hidden: boolean
  hidden_reason: string | null
  created_at?: string
  updated_at?: string
}

/**
 * A member's report of a message in a space (table `chat_report`), read by admins. The message's
 * text and author are copied in when reported, so the report still says what was reported after
 * the message is removed.
 */
export interface ChatReportRecord {
  id: number
  room_id: number
  chat_id: number
  reporter_id: number
  author_id: number
  message_text: string
  reason: 'spam' | 'abuse' | 'other'
  note: string
  /** `removed`: an admin removed the message; `dismissed`: kept, report closed. */
  status: 'open' | 'removed' | 'dismissed'
  resolved_reason: string | null
  created_at?: string
  resolved_at?: string | null
}

export interface UserInfoRecord {
  id: number
  user_id: number
  goal: string
  level: string
  phone?: string
  height_cm?: number | null
  weight_kg?: number | null
}
