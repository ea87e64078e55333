import { z } from 'zod'
import { COMMUNITY_PRIVACY, DEFAULT_COMMUNITY_PRIVACY } from '@/api/friends/friendTypes'
import { BODY_AREAS, DIFFICULTIES, EQUIPMENT, MOVE_DURATION_KINDS, MOVE_LIMITS, MOVE_VISIBILITIES } from '@/api/moves/moveTypes'
import { ROLES } from '@/lib/auth/role'
import { DEFAULT_TIME_ZONE, TIME_ZONE_MAX_LENGTH, isTimeZone } from '@/lib/time/timeZones'

/**
 * Flat rows only (numeric ids, foreign keys as `<table>_id`), never @msw/data relations:
 * a snapshot of the database is then plain JSON that survives a reload or a server restart.
 */

/** A row's numeric id, and a date as stored (ISO 8601 text): every table's, billing's too. */
export const rowId = z.number().int().positive()
export const isoDate = z.string()
const id = rowId

/**
 * Longest texts stored. docs/product.md §5 sets none for these, so: names 100, email 254 (RFC 5321's
 * address limit), phone 32 (E.164 is 16 with the +), links 2048 (what browsers reliably keep),
 * any other text of a loose row 2000. The calls' own checks give friendly messages for the same
 * numbers; the schemas are the last word on every row.
 */
export const TEXT_LIMITS = { name: 100, email: 254, phone: 32, link: 2048, text: 2000 } as const

/** Loose rows: every text field of the row, whatever its name, is held to TEXT_LIMITS.text. */
const boundedTexts = (row: Record<string, unknown>) =>
  Object.values(row).every((value) => typeof value !== 'string' || value.length <= TEXT_LIMITS.text)

export const userSchema = z.object({
  id,
  email: z.string().max(TEXT_LIMITS.email),
  password_hash: z.string(),
  first_name: z.string().max(TEXT_LIMITS.name).default(''),
  last_name: z.string().max(TEXT_LIMITS.name).default(''),
  role: z.enum(ROLES),
  phone: z.string().max(TEXT_LIMITS.phone).default(''),
  photo: z.string().max(TEXT_LIMITS.link).default(''),
  verified: z.boolean().default(false),
  two_factor_enabled: z.boolean().default(false),
  /** Base32 TOTP secret once two-factor is on; '' otherwise. */
  two_factor_secret: z.string().default(''),
  /** Issued by 2fa/enable, becomes two_factor_secret when a code from it is confirmed. */
  two_factor_pending_secret: z.string().default(''),
  /** Who sees my activity and challenge progress (community-privacy). */
  community_privacy: z.enum(COMMUNITY_PRIVACY).default(DEFAULT_COMMUNITY_PRIVACY),
  created_at: isoDate,
})
export type UserRow = z.output<typeof userSchema>

/** What it takes to open an account: the row's own fields and the password before hashing. */
export type NewAccount = Pick<UserRow, 'email' | 'role' | 'first_name' | 'last_name' | 'verified'> & { password: string }

export const sessionSchema = z.object({
  token: z.string(),
  user_id: id,
  role: z.enum(ROLES),
  /** Epoch milliseconds. */
  expires_at: z.number(),
  /** 'two_factor': issued by a password sign-in that still needs a code; only 2fa/verify accepts it. */
  purpose: z.enum(['access', 'two_factor']),
})
export type SessionRow = z.output<typeof sessionSchema>

export const emailTokenSchema = z.object({
  token: z.string(),
  user_id: id,
  purpose: z.enum(['verify', 'reset', 'magic', 'mobile_reset']),
  /** Epoch milliseconds. */
  expires_at: z.number(),
  used: z.boolean().default(false),
})
export type EmailTokenRow = z.output<typeof emailTokenSchema>

export const adminInviteSchema = z.object({
  id,
  code: z.string().min(1),
  created_by: id,
  used_by: id.nullable().default(null),
})
export type AdminInviteRow = z.output<typeof adminInviteSchema>

export const mailSchema = z.object({
  id,
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()).default([]),
  /** Files sent with the mail as text (a booking's calendar file). */
  attachments: z.array(z.object({ filename: z.string(), content_type: z.string(), content: z.string() })).default([]),
  sent_at: isoDate,
})
export type MailRow = z.output<typeof mailSchema>

export const uploadSchema = z.object({
  id,
  name: z.string(),
  size: z.number().int().nonnegative(),
  type: z.string(),
  url: z.string(),
  owner_id: id,
  created_at: isoDate,
})
export type UploadRow = z.output<typeof uploadSchema>

/**
 * A move as stored: MoveSummary's fields plus its media. Friendly per-field messages for what
 * members send come from mocks/moves/moveRules.ts; this schema is the last word on the row.
 */
export const moveSchema = z.object({
  id,
  title: z.string().trim().min(1).max(MOVE_LIMITS.titleMax),
  description: z.string().max(MOVE_LIMITS.descriptionMax).default(''),
  body_area: z.enum(BODY_AREAS),
  equipment: z.enum(EQUIPMENT),
  difficulty: z.enum(DIFFICULTIES),
  duration_seconds: z.number().int().min(MOVE_LIMITS.durationMinSeconds).max(MOVE_LIMITS.durationMaxSeconds),
  poster_url: z.string().min(1).max(TEXT_LIMITS.link),
  video_url: z.string().min(1).max(TEXT_LIMITS.link),
  video_webm_url: z.string().max(TEXT_LIMITS.link).default(''),
  captions_url: z.string().max(TEXT_LIMITS.link).default(''),
  /** A small photo the offline library keeps on the device; absent for moves without one. */
  thumbnail_url: z.string().max(TEXT_LIMITS.link).optional(),
  /** What duration_seconds counts: one play of the clip, or a programmed hold. */
  duration_kind: z.enum(MOVE_DURATION_KINDS).optional(),
  /** MoveTime's coaching cues (2–4) and the dataset's muscles, for the catalogue's moves. */
  cues: z.array(z.string().min(1).max(200)).max(6).optional(),
  primary_muscles: z.array(z.string().max(40)).max(10).optional(),
  secondary_muscles: z.array(z.string().max(40)).max(10).optional(),
  /** The member who added it; null for MoveTime's own catalogue. */
  user_id: id.nullable().default(null),
  status: z.enum(MOVE_VISIBILITIES),
  /** Set by admins only: the move shows on every member's dashboard while published. */
  featured: z.boolean().default(false),
  created_at: isoDate,
  updated_at: isoDate.optional(),
})
export type MoveRow = z.output<typeof moveSchema>

export const favouriteSchema = z.object({
  id,
  user_id: id,
  move_id: id,
  created_at: isoDate,
})
export type FavouriteRow = z.output<typeof favouriteSchema>

export const userHistorySchema = z.object({
  id,
  user_id: id,
  move_id: id,
  seconds_watched: z.number().int().nonnegative(),
  completed: z.boolean(),
  watched_at: isoDate,
  /** The client's id for the viewing, so a replayed request is stored once. */
  client_ref: z.string().optional(),
  /** The member's IANA zone when they watched: a challenge's day is their own local day. */
  time_zone: z.string().max(TIME_ZONE_MAX_LENGTH).refine(isTimeZone, 'Enter a time zone such as Europe/London.').default(DEFAULT_TIME_ZONE),
  /**
   * When the write reached the server, by the server's clock: a viewing counts for a challenge
   * only if it arrived within LATE_HISTORY_HOURS of watched_at. Rows from before the column
   * existed have none and count as arriving on time.
   */
  received_at: isoDate.optional(),
  updated_at: isoDate.optional(),
})
export type UserHistoryRow = z.output<typeof userHistorySchema>

/** The records family's tables carry whatever fields the admin screens give them. */
export const looseRowSchema = z.looseObject({ id }).refine(boundedTexts, { message: `Keep each text to ${TEXT_LIMITS.text} characters or fewer.` })
export type LooseRow = z.output<typeof looseRowSchema>
