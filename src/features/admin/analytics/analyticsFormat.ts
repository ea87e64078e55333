import type { AnalyticsEvent, ScreenSize, UserSessionSummary } from '@/api/analytics/analyticsTypes'

/** How the analytics screen writes days, times, lengths and devices (UTC days, as the server counts them). */

export const DEVICE_LABELS: Record<ScreenSize, string> = { phone: 'Phones', tablet: 'Tablets', desktop: 'Desktops' }

/** "Nov 3": a UTC day. */
export function dayLabel(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })
}

/** "Nov 3, 14:05": when a session started, on the admin's clock. */
export function startLabel(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false })
}

/** "14:05:09": an event's time within its session. */
export function timeLabel(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false })
}

/** "4 min 10 s" from start to end (or to the last event while it is still open). */
export function sessionLength(session: Pick<UserSessionSummary, 'start_time' | 'end_time'>, lastEventAt?: string): string {
  const end = session.end_time ?? lastEventAt
  if (!end) return '—'
  const seconds = Math.max(0, Math.round((Date.parse(end) - Date.parse(session.start_time)) / 1000))
  if (seconds < 60) return `${seconds} s`
  const minutes = Math.floor(seconds / 60)
  return minutes < 60 ? `${minutes} min ${seconds % 60} s` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`
}

/** "12 KB" for a snapshot's size in characters (one byte each: it is JSON text). */
export function snapshotSize(chars: number): string {
  if (chars === 0) return 'None'
  return chars < 1024 ? `${chars} B` : `${Math.round(chars / 1024)} KB`
}

/** What an event says in the session's list: the page for page views, the event and its detail, start and end. */
export function eventLabel(event: AnalyticsEvent): string {
  switch (event.type) {
    case 'start':
      return 'Visit started'
    case 'end':
      return 'Page left or closed'
    case 'page_view':
      return `Viewed ${event.name}`
    case 'event':
      return event.detail ? `${capitalised(event.name)}: ${event.detail}` : capitalised(event.name)
  }
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** A share as a whole percentage, 0 when there is nothing to share. */
export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0
}
