import type { AnalyticsEvent } from '@/api/analytics/analyticsTypes'

/**
 * One visit of the tab, kept in sessionStorage: it lasts as long as the tab and never leaves the
 * browser as a cookie.
 */
export const VISIT_STORAGE_KEY = 'movetime.analytics.visit'

export interface Visit {
  id: string
  /** The last event number given out. */
  seq: number
  start: string
  /** The account the visit belongs to once one signed in. */
  user: number | null
  /**
   * Events not acknowledged yet. The next page of the tab sends them again: a pagehide send that never
   * arrived (a dropped connection, the browser mock answering from the page being left) is not lost,
   * and one that did arrive is only counted once (by seq).
   */
  unsent: AnalyticsEvent[]
}

export function defaultVisitStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null
  }
}

export function readVisit(storage: Storage | null): Visit | null {
  try {
    const value = JSON.parse(storage?.getItem(VISIT_STORAGE_KEY) ?? 'null') as Partial<Visit> | null
    if (value && typeof value.id === 'string' && typeof value.seq === 'number' && typeof value.start === 'string') {
      const unsent = Array.isArray(value.unsent) ? value.unsent.filter((event) => typeof event?.seq === 'number' && event.seq <= value.seq!) : []
      return { id: value.id, seq: value.seq, start: value.start, user: typeof value.user === 'number' ? value.user : null, unsent }
    }
  } catch {
    // A broken entry is no visit: a new one starts.
  }
  return null
}

export function saveVisit(storage: Storage | null, visit: Visit): void {
  try {
    storage?.setItem(VISIT_STORAGE_KEY, JSON.stringify(visit))
  } catch {
    // Storage full or refused: the visit goes on in memory.
  }
}

export function forgetVisit(storage: Storage | null): void {
  try {
    storage?.removeItem(VISIT_STORAGE_KEY)
  } catch {
    // Nothing kept then.
  }
}
