/**
 * The analytics call family (docs/product.md §7 "analytics user-sessions", §3 "analytics session":
 * user_id, session_id, status, events, screen_width, screen_height, screen_size, start_time,
 * end_time, html_copy), shared by the client (analyticsApi.ts, src/shared/analytics) and the mock
 * (mocks/handlers/analytics, mocks/analytics).
 *
 * A session is written by the visitor's browser many times (batches, then one on pagehide), so the
 * write is idempotent by `session_id`: the first write creates it, later ones add events, and every
 * event carries a sequence number the server keeps once. A retry, or the pagehide send repeating a
 * batch whose answer was lost, never doubles an event. `user_id` is never sent: the server takes it
 * from the bearer token.
 */

/** Named events the app records (SPEC's issue 23: move played, favourite, plan chosen). */
export const ANALYTICS_EVENT_NAMES = ['move played', 'favourite', 'plan chosen'] as const
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number]

/**
 * What one event is: the visit's start, a page view (its route pattern, never the address with its
 * ids and query), a named event, or the end (sent on pagehide). A later event after an end (a page
 * restored from the back/forward cache) opens the session again.
 */
export const ANALYTICS_EVENT_TYPES = ['start', 'page_view', 'event', 'end'] as const
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number]

export const SCREEN_SIZES = ['phone', 'tablet', 'desktop'] as const
export type ScreenSize = (typeof SCREEN_SIZES)[number]

export const SESSION_STATUSES = ['active', 'ended'] as const
export type SessionStatus = (typeof SESSION_STATUSES)[number]

export const ANALYTICS_LIMITS = {
  /** Events one write may carry; the collector sends at most this many per batch. */
  eventsPerWrite: 100,
  /** Events one session keeps; later ones are refused (the visit has told enough). */
  eventsPerSession: 1000,
  eventName: 60,
  eventPath: 200,
  eventDetail: 120,
  /** Characters of `html_copy` one write may carry (a part of the snapshot); more is 413. */
  htmlCopyPart: 120_000,
  /** Characters of `html_copy` one session keeps; a part that would pass it is 413. */
  htmlCopySession: 400_000,
  /** Writes to one session per minute; the next is 429 (the collector sends every 15 s and on hide). */
  writesPerSessionPerMinute: 60,
  /** New sessions per signed-in account per hour, and from visitors (no token) per minute. */
  newSessionsPerMemberPerHour: 60,
  newVisitorSessionsPerMinute: 300,
  /** A keepalive request may carry at most 64 KiB in flight; the collector keeps its pagehide send under this. */
  keepaliveBytes: 60_000,
} as const

/** Below 600 px wide a phone, below 1024 px (the sidebar breakpoint, docs/product.md §9) a tablet. */
export function screenSizeOf(width: number): ScreenSize {
  if (width < 600) return 'phone'
  if (width < 1024) return 'tablet'
  return 'desktop'
}

export interface AnalyticsEvent {
  /** Increases by one per event of the session, from 1; the server keeps one event per number. */
  seq: number
  type: AnalyticsEventType
  /** The route pattern for page views (`/user/view-moves/:id`), the event's name for named events. */
  name: string
  /** The route pattern the visitor was on. */
  path: string
  at: string
  /** A short, non-personal detail: a move id, a plan's name, "added" or "removed". */
  detail?: string
}

/** POST user-sessions: what the browser sends. `user_id` is not part of it: the token decides. */
export interface UserSessionWrite {
  session_id: string
  status: SessionStatus
  events: AnalyticsEvent[]
  screen_width: number
  screen_height: number
  screen_size: ScreenSize
  start_time: string
  end_time: string | null
  /** A part of the session snapshot: a JSON array of masked rrweb events, sent in order. */
  html_copy?: string
  /** The part's number, from 1; a part already stored is not added again. */
  html_part?: number
}

export interface UserSessionWriteResponse {
  error: false
  session_id: string
  status: SessionStatus
  /** Events of this write stored now, and those the server already had (a retry). */
  accepted: number
  duplicates: number
  event_count: number
  snapshot_chars: number
}

/** A session in the admin's list: no events, no snapshot. */
export interface UserSessionSummary {
  session_id: string
  user_id: number | null
  /** The member's name for the admin, or null for a visitor. */
  user_name: string | null
  status: SessionStatus
  screen_width: number
  screen_height: number
  screen_size: ScreenSize
  start_time: string
  end_time: string | null
  event_count: number
  page_views: number
  snapshot_chars: number
}

export interface UserSessionDetail extends UserSessionSummary {
  events: AnalyticsEvent[]
  /** The stored snapshot (masked rrweb events as JSON), '' when none was recorded. */
  html_copy: string
}

export interface UserSessionListResponse {
  error: false
  list: UserSessionSummary[]
  total: number
  page: number
  limit: number
}

export interface UserSessionResponse {
  error: false
  model: UserSessionDetail
}

export interface DeleteUserSessionsResponse {
  error: false
  deleted: number
}

export interface AnalyticsSummary {
  error: false
  days: number
  /** Every day of the period, oldest first, in UTC dates (the mock's one time zone). */
  per_day: Array<{ date: string; sessions: number; page_views: number }>
  top_pages: Array<{ path: string; views: number }>
  devices: Array<{ screen_size: ScreenSize; sessions: number }>
  events: Array<{ name: string; count: number }>
  totals: { sessions: number; page_views: number; members: number; visitors: number; snapshots: number }
}

export const SUMMARY_DAYS = { min: 7, max: 90, default: 30 } as const

/** What the admin decides and every visitor's collector reads: whether snapshots may be recorded at all. */
export interface AnalyticsSettings {
  snapshots_enabled: boolean
  updated_at: string | null
}

export interface AnalyticsSettingsResponse {
  error: false
  model: AnalyticsSettings
}

export const ANALYTICS_MESSAGES = {
  notFound: 'That session was not found.',
  otherMember: 'This session belongs to another account.',
  tooManyEvents: `A session keeps at most ${ANALYTICS_LIMITS.eventsPerSession} events.`,
  tooFast: 'Too many analytics writes for this session. Wait a minute.',
  tooManySessions: 'Too many new sessions. Wait a few minutes.',
  htmlPartTooLarge: `A snapshot part is at most ${ANALYTICS_LIMITS.htmlCopyPart} characters.`,
  htmlSessionFull: `A session's snapshot is at most ${ANALYTICS_LIMITS.htmlCopySession} characters.`,
  snapshotsOff: 'Session snapshots are turned off.',
  snapshotsSetting: 'Say true or false for snapshots_enabled.',
} as const
