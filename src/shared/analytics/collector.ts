import { ApiError } from '@/api/apiError'
import { getAnalyticsSettings, sendUserSession } from '@/api/analytics/analyticsApi'
import {
  ANALYTICS_LIMITS,
  ANALYTICS_MESSAGES,
  screenSizeOf,
  type AnalyticsEvent,
  type AnalyticsEventName,
  type AnalyticsSettings,
  type UserSessionWrite,
} from '@/api/analytics/analyticsTypes'
import { currentAuth } from '@/lib/auth/authState'
import type { startSnapshotRecorder } from './snapshotRecorder'
import { defaultVisitStorage, forgetVisit, readVisit, saveVisit as storeVisit, type Visit } from './analyticsVisit'
import { createSnapshotParts, type SnapshotPart } from './snapshotParts'
import { snapshotExcluded } from './snapshotRoutes'
import { setEventSink } from './trackEvent'

/**
 * The first-party collector: loaded (dynamic import) only after the visitor allowed usage
 * statistics, so a visitor who rejects downloads none of it. Framework-free.
 *
 * - A visit has a random id (crypto.randomUUID) kept in sessionStorage, so it lasts as long as the
 *   tab and never leaves the browser as a cookie. A different account signing in on the tab starts
 *   a new visit (the old one is theirs alone).
 * - Page views (the route's pattern, never the address) and named events are numbered in order
 *   (`seq`), and batched: sent 10 s after the first unsent one, and with `fetch(…, {keepalive:
 *   true})` when the page is hidden or left (`visibilitychange`, `pagehide`, with an `end`). The
 *   server keeps each number once, so the pagehide send repeating a batch in flight, or a retry
 *   after a lost answer, never doubles an event.
 * - Snapshots (html_copy) only when the visitor allowed them AND the admin turned them on, never on
 *   the pages of snapshotRoutes.ts; rrweb loads only then (snapshotRecorder.ts).
 * - Analytics never disturbs the visit: failures are retried or dropped quietly, and a refused
 *   token never raises the session-expired dialog.
 */

export const FLUSH_DELAY_MS = 10_000
const RETRY_MAX_MS = 120_000

interface RecorderModule {
  startSnapshotRecorder: typeof startSnapshotRecorder
}

export interface CollectorOptions {
  /** The visitor allowed snapshots (the admin's switch is asked separately). */
  snapshots: boolean
  send?: typeof sendUserSession
  loadSettings?: () => Promise<AnalyticsSettings>
  loadRecorder?: () => Promise<RecorderModule>
  now?: () => number
  /** sessionStorage, or whatever stands in for it (null: keep the visit in memory only). */
  storage?: Storage | null
  screen?: () => { width: number; height: number }
  /** Where `pagehide` and `visibilitychange` are heard (the page's window and document). */
  target?: { window: Window; document: Document }
  flushDelayMs?: number
}

export interface Collector {
  /** A page view: the address (for the snapshot's page rules) and its route pattern (what is sent). */
  pageView(pathname: string, pattern: string): void
  event(name: AnalyticsEventName, detail?: string): void
  /** The visitor changed the snapshot part of their choice. */
  setSnapshots(allowed: boolean): void
  /** Sends what is waiting now (tests and the hide handlers). */
  flush(options?: { keepalive?: boolean }): Promise<void>
  /** Withdrawn: stops at once, sends nothing more, forgets the visit on this tab. */
  stop(): void
  /** The visit's id (tests, the admin's e2e check). */
  readonly sessionId: string
}

/** Whether a refusal will pass if sent again later (network, server trouble, too fast). */
const retryable = (error: unknown) => !(error instanceof ApiError) || error.status === 0 || error.status === 429 || error.status >= 500

export function startCollector(options: CollectorOptions): Collector {
  const send = options.send ?? sendUserSession
  const now = options.now ?? Date.now
  const storage = options.storage === undefined ? defaultVisitStorage() : options.storage
  const screenSize = options.screen ?? (() => ({ width: window.screen.width || window.innerWidth, height: window.screen.height || window.innerHeight }))
  const target = options.target ?? (typeof window === 'undefined' ? undefined : { window, document })
  const flushDelay = options.flushDelayMs ?? FLUSH_DELAY_MS

  let visit: Visit
  let pending: AnalyticsEvent[] = []
  let currentPath = ''
  let currentPattern = ''
  let stopped = false
  let sending = false
  let again = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let retryDelay = flushDelay

  // Snapshot state: consent, the admin's switch, the recorder and the parts not yet sent.
  let snapshotsConsented = options.snapshots
  let snapshotsEnabled: boolean | null = null
  let snapshotsFull = false
  let stopRecorder: (() => void) | null = null
  let recorderLoading = false
  const snapshotParts = createSnapshotParts(endSnapshots)

  const iso = () => new Date(now()).toISOString()
  const saveVisit = () => storeVisit(storage, { ...visit, unsent: pending.slice(0, ANALYTICS_LIMITS.eventsPerWrite * 2) })

  function newVisit(): Visit {
    return { id: crypto.randomUUID(), seq: 0, start: iso(), user: currentAuth().user ?? null, unsent: [] }
  }

  const resumed = readVisit(storage)
  visit = resumed ?? newVisit()
  pending = resumed?.unsent ?? []
  let started = resumed !== null
  saveVisit()
  if (pending.length > 0) schedule()

  /** Another account on this tab: their visit is not this one. */
  function followAccount(): void {
    const user = currentAuth().user ?? null
    if (visit.user === null || visit.user === user) {
      if (user !== null && visit.user === null) {
        visit.user = user
        saveVisit()
      }
      return
    }
    pending = []
    dropSnapshot()
    visit = newVisit()
    started = false
    saveVisit()
  }

  function push(event: Omit<AnalyticsEvent, 'seq' | 'at' | 'path'>): void {
    if (stopped) return
    followAccount()
    if (!started) {
      started = true
      visit.seq += 1
      pending.push({ seq: visit.seq, type: 'start', name: 'start', path: currentPattern || '/', at: iso() })
    }
    visit.seq += 1
    pending.push({ ...event, seq: visit.seq, path: currentPattern || '/', at: iso() })
    saveVisit()
    schedule()
  }

  function schedule(delay = flushDelay): void {
    if (timer !== undefined || stopped) return
    timer = setTimeout(() => {
      timer = undefined
      void flush()
    }, delay)
  }

  function body(events: AnalyticsEvent[], part: { number: number; text: string } | null): UserSessionWrite {
    const { width, height } = screenSize()
    const last = events.at(-1)
    const write: UserSessionWrite = {
      session_id: visit.id,
      status: last?.type === 'end' ? 'ended' : 'active',
      events,
      screen_width: Math.max(1, Math.round(width)),
      screen_height: Math.max(1, Math.round(height)),
      screen_size: screenSizeOf(width),
      start_time: visit.start,
      end_time: last?.type === 'end' ? last.at : null,
    }
    if (part) {
      write.html_copy = part.text
      write.html_part = part.number
    }
    return write
  }

  // ---- snapshots -------------------------------------------------------------------------

  const snapshotsWanted = () => snapshotsConsented && snapshotsEnabled === true && !snapshotsFull && !stopped

  function dropSnapshot(): void {
    stopRecorder?.()
    stopRecorder = null
    snapshotParts.drop()
  }

  function startRecording(): void {
    if (!snapshotsWanted() || stopRecorder || recorderLoading || snapshotExcluded(currentPath)) return
    recorderLoading = true
    const load = options.loadRecorder ?? (() => import('./snapshotRecorder'))
    load().then(
      (recorder) => {
        recorderLoading = false
        // The page may have changed while rrweb loaded: check again.
        if (!snapshotsWanted() || stopRecorder || snapshotExcluded(currentPath)) return
        stopRecorder = recorder.startSnapshotRecorder({
          onEvent: (event) => {
            if (!snapshotExcluded(currentPath)) snapshotParts.add(JSON.stringify(event))
          },
          page: () => `${location.origin}${currentPattern || '/'}`,
        })
      },
      () => {
        recorderLoading = false
      },
    )
  }

  function endSnapshots(): void {
    snapshotsFull = true
    dropSnapshot()
  }

  // ---- sending -------------------------------------------------------------------------------

  async function flush({ keepalive = false }: { keepalive?: boolean } = {}): Promise<void> {
    if (stopped) return
    if (sending && !keepalive) {
      again = true
      return
    }
    if (timer !== undefined) {
      clearTimeout(timer)
      timer = undefined
    }
    let events = pending.slice(0, ANALYTICS_LIMITS.eventsPerWrite)
    let part: SnapshotPart | null
    if (keepalive) {
      // A keepalive request carries at most 64 KiB: fewer events if need be, the snapshot part only if it fits.
      while (events.length > 1 && JSON.stringify(body(events, null)).length > ANALYTICS_LIMITS.keepaliveBytes) events = events.slice(0, Math.ceil(events.length / 2))
      const room = ANALYTICS_LIMITS.keepaliveBytes - JSON.stringify(body(events, null)).length - 100
      part = room > 0 ? snapshotParts.take(Math.min(room, ANALYTICS_LIMITS.htmlCopyPart)) : null
    } else {
      part = snapshotParts.take(ANALYTICS_LIMITS.htmlCopyPart)
    }
    if (events.length === 0 && !part) return
    const sentVisit = visit.id
    if (!keepalive) sending = true
    try {
      await send(body(events, part), { keepalive })
      if (visit.id !== sentVisit) return
      pending = pending.filter((event) => !events.includes(event))
      saveVisit()
      if (part) snapshotParts.acknowledge(part)
      retryDelay = flushDelay
    } catch (error) {
      if (visit.id !== sentVisit || stopped) return
      handleRefusal(error, events, part)
    } finally {
      if (!keepalive) sending = false
    }
    if (stopped) return
    // What a keepalive send left out (or a batch that came in meanwhile) goes with the next one.
    if (again || pending.length > 0 || snapshotParts.waiting) {
      if (!keepalive) again = false
      schedule(retryDelay)
    }
  }

  function handleRefusal(error: unknown, events: AnalyticsEvent[], part: SnapshotPart | null): void {
    if (retryable(error)) {
      retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS)
      return
    }
    const refusal = error as ApiError
    if (part && (refusal.status === 413 || refusal.message === ANALYTICS_MESSAGES.snapshotsOff)) {
      // The snapshot was refused, not the events: no more snapshots this visit, the events go again.
      if (refusal.message === ANALYTICS_MESSAGES.snapshotsOff) snapshotsEnabled = false
      endSnapshots()
      return
    }
    if (refusal.status === 401 || refusal.status === 403) {
      // Not ours to write any longer (signed out, another account): a new visit from here on.
      pending = []
      dropSnapshot()
      visit = newVisit()
      started = false
      saveVisit()
      return
    }
    if (refusal.status === 413) {
      // The visit has told all it may: stop adding to it.
      pending = []
      saveVisit()
      stopped = true
      cleanUp()
      return
    }
    // 400 and the like: sending the same again cannot pass.
    pending = pending.filter((event) => !events.includes(event))
    saveVisit()
  }

  // ---- the page's life ----------------------------------------------------------------------

  const onHidden = () => {
    if (target?.document.visibilityState === 'hidden') void flush({ keepalive: true })
  }
  const onPageHide = () => {
    if (stopped) return
    push({ type: 'end', name: 'end' })
    void flush({ keepalive: true })
  }
  target?.document.addEventListener('visibilitychange', onHidden)
  target?.window.addEventListener('pagehide', onPageHide)

  function cleanUp(): void {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    target?.document.removeEventListener('visibilitychange', onHidden)
    target?.window.removeEventListener('pagehide', onPageHide)
    setEventSink(undefined)
    dropSnapshot()
  }

  let asking = false
  /** The admin's switch, asked once per page load, and only when the visitor allowed snapshots. */
  function askSwitch(): void {
    if (snapshotsEnabled !== null || asking) return
    asking = true
    const load = options.loadSettings ?? (() => getAnalyticsSettings())
    load().then(
      (settings) => {
        snapshotsEnabled = settings.snapshots_enabled
        startRecording()
      },
      () => {
        // Unknown means off: a snapshot is never recorded on a guess.
        snapshotsEnabled = false
      },
    )
  }
  if (snapshotsConsented) askSwitch()

  const collector: Collector = {
    pageView(pathname, pattern) {
      if (stopped) return
      currentPath = pathname
      currentPattern = pattern
      if (snapshotExcluded(pathname)) dropSnapshot()
      push({ type: 'page_view', name: pattern })
      startRecording()
    },
    event(name, detail) {
      push(detail ? { type: 'event', name, detail: detail.slice(0, ANALYTICS_LIMITS.eventDetail) } : { type: 'event', name })
    },
    setSnapshots(allowed) {
      snapshotsConsented = allowed
      if (!allowed) dropSnapshot()
      else {
        askSwitch()
        startRecording()
      }
    },
    flush,
    stop() {
      stopped = true
      pending = []
      cleanUp()
      forgetVisit(storage)
    },
    get sessionId() {
      return visit.id
    },
  }
  setEventSink((name, detail) => collector.event(name, detail))
  return collector
}
