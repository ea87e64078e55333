import {
  ANALYTICS_EVENT_NAMES,
  SCREEN_SIZES,
  type AnalyticsSummary,
  type UserSessionDetail,
  type UserSessionSummary,
} from '@/api/analytics/analyticsTypes'
import type { AnalyticsSessionRow } from '@mocks/db/analyticsSchemas'
import { db } from '@mocks/db/db'

/** What admins read of sessions: a list without events, one session in full, and counts over days (UTC dates). */

const DAY_MS = 86_400_000
const TOP_PAGES = 10

function userName(userId: number | null): string | null {
  if (userId === null) return null
  const user = db.user.findFirst((q) => q.where({ id: userId }))
  return user ? `${user.first_name} ${user.last_name}`.trim() || user.email : null
}

export function sessionSummary(row: AnalyticsSessionRow): UserSessionSummary {
  return {
    session_id: row.session_id,
    user_id: row.user_id,
    user_name: userName(row.user_id),
    status: row.status,
    screen_width: row.screen_width,
    screen_height: row.screen_height,
    screen_size: row.screen_size,
    start_time: row.start_time,
    end_time: row.end_time,
    event_count: row.events.length,
    page_views: row.events.filter((event) => event.type === 'page_view').length,
    snapshot_chars: row.html_copy.length,
  }
}

export function sessionDetail(row: AnalyticsSessionRow): UserSessionDetail {
  return { ...sessionSummary(row), events: row.events, html_copy: row.html_copy }
}

const allSessions = () => db.analytics_session.all() as AnalyticsSessionRow[]

/** Newest first; `day` keeps the sessions that started on that UTC date. */
export function listSessions({ page, limit, day }: { page: number; limit: number; day?: string }) {
  const rows = allSessions()
    .filter((row) => !day || row.start_time.slice(0, 10) === day)
    .sort((a, b) => b.start_time.localeCompare(a.start_time) || b.id - a.id)
  return { list: rows.slice((page - 1) * limit, page * limit).map(sessionSummary), total: rows.length, page, limit }
}

const utcDate = (time: number) => new Date(time).toISOString().slice(0, 10)

/** Counts over the last `days` UTC days, today included. */
export function summarise(days: number, now = Date.now()): AnalyticsSummary {
  const today = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate())
  const dates = Array.from({ length: days }, (_, index) => utcDate(today - (days - 1 - index) * DAY_MS))
  const first = dates[0]!
  const inPeriod = (iso: string) => iso.slice(0, 10) >= first
  const sessions = allSessions().filter((row) => inPeriod(row.start_time))

  const perDay = new Map(dates.map((date) => [date, { date, sessions: 0, page_views: 0 }]))
  const pages = new Map<string, number>()
  const named = new Map<string, number>(ANALYTICS_EVENT_NAMES.map((name) => [name, 0]))
  const devices = new Map<string, number>(SCREEN_SIZES.map((size) => [size, 0]))
  let pageViews = 0
  for (const row of sessions) {
    const day = perDay.get(row.start_time.slice(0, 10))
    if (day) day.sessions += 1
    devices.set(row.screen_size, (devices.get(row.screen_size) ?? 0) + 1)
    for (const event of row.events) {
      if (!inPeriod(event.at)) continue
      if (event.type === 'page_view') {
        pageViews += 1
        const eventDay = perDay.get(event.at.slice(0, 10))
        if (eventDay) eventDay.page_views += 1
        pages.set(event.name, (pages.get(event.name) ?? 0) + 1)
      } else if (event.type === 'event') {
        named.set(event.name, (named.get(event.name) ?? 0) + 1)
      }
    }
  }
  const members = new Set(sessions.flatMap((row) => (row.user_id === null ? [] : [row.user_id])))
  return {
    error: false,
    days,
    per_day: [...perDay.values()],
    top_pages: [...pages]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, TOP_PAGES)
      .map(([path, views]) => ({ path, views })),
    devices: SCREEN_SIZES.map((size) => ({ screen_size: size, sessions: devices.get(size) ?? 0 })),
    events: [...named].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
    totals: {
      sessions: sessions.length,
      page_views: pageViews,
      members: members.size,
      visitors: sessions.filter((row) => row.user_id === null).length,
      snapshots: sessions.filter((row) => row.html_copy !== '').length,
    },
  }
}
