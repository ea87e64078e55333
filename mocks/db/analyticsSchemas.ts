import { z } from 'zod'
import { ANALYTICS_EVENT_TYPES, ANALYTICS_LIMITS, SCREEN_SIZES, SESSION_STATUSES } from '@/api/analytics/analyticsTypes'

/**
 * The analytics tables (issue 23). `analytics_session` is docs/product.md §3's analytics session:
 * written only through POST user-sessions (mocks/analytics keeps its rules), read only by admins
 * through the analytics calls, deleted by its member. The records family does not serve it: a
 * session holds a member's trail through the app. `analytics_setting` is one row: the admin's
 * snapshot switch.
 */

const id = z.number().int().positive()
const isoDate = z.string()

export const analyticsEventSchema = z.object({
  seq: z.number().int().positive(),
  type: z.enum(ANALYTICS_EVENT_TYPES),
  name: z.string().max(ANALYTICS_LIMITS.eventName),
  path: z.string().max(ANALYTICS_LIMITS.eventPath),
  at: isoDate,
  detail: z.string().max(ANALYTICS_LIMITS.eventDetail).optional(),
})

export const analyticsSessionSchema = z.object({
  id,
  /** The browser's random id for the visit (a UUID); unique. */
  session_id: z.string().min(1).max(64),
  /** From the bearer token of the first signed-in write, never from the body; null for a visitor. */
  user_id: id.nullable().default(null),
  status: z.enum(SESSION_STATUSES).default('active'),
  /** Kept in `seq` order, one per number. */
  events: z.array(analyticsEventSchema).max(ANALYTICS_LIMITS.eventsPerSession).default([]),
  screen_width: z.number().int().min(1),
  screen_height: z.number().int().min(1),
  screen_size: z.enum(SCREEN_SIZES),
  start_time: isoDate,
  end_time: isoDate.nullable().default(null),
  /** Masked rrweb events as one JSON array text; '' when no snapshot was recorded. */
  html_copy: z.string().max(ANALYTICS_LIMITS.htmlCopySession).default(''),
  /** The highest snapshot part stored: a part at or below it is a retry and is not added again. */
  html_part: z.number().int().min(0).default(0),
  created_at: isoDate,
  updated_at: isoDate,
})
export type AnalyticsSessionRow = z.output<typeof analyticsSessionSchema>

export const analyticsSettingSchema = z.object({
  id,
  snapshots_enabled: z.boolean().default(false),
  updated_at: isoDate.nullable().default(null),
  updated_by: id.nullable().default(null),
})
export type AnalyticsSettingRow = z.output<typeof analyticsSettingSchema>

export const ANALYTICS_SCHEMAS = {
  analytics_session: analyticsSessionSchema,
  analytics_setting: analyticsSettingSchema,
}
