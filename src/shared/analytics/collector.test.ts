import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/api/apiError'
import { ANALYTICS_LIMITS, ANALYTICS_MESSAGES, type AnalyticsEvent, type UserSessionWrite } from '@/api/analytics/analyticsTypes'
import { dispatchAuth } from '@/lib/auth/authState'
import { VISIT_STORAGE_KEY } from './analyticsVisit'
import { startCollector, type Collector, type CollectorOptions } from './collector'
import { trackEvent } from './trackEvent'

/**
 * A server that behaves as the mock's rules say (one event per seq per session), with hooks to lose
 * an answer or refuse a write: what the collector must cope with.
 */
function fakeServer() {
  const sessions = new Map<string, AnalyticsEvent[]>()
  const requests: Array<{ body: UserSessionWrite; keepalive: boolean; size: number }> = []
  let next: 'ok' | 'lose-answer' | 'network' | ApiError = 'ok'
  const send = vi.fn(async (body: UserSessionWrite, { keepalive = false }: { keepalive?: boolean } = {}) => {
    requests.push({ body: structuredClone(body), keepalive, size: JSON.stringify(body).length })
    const outcome = next
    next = 'ok'
    if (outcome === 'network') throw new ApiError(0, 'offline')
    if (outcome instanceof ApiError) throw outcome
    const stored = sessions.get(body.session_id) ?? []
    const known = new Set(stored.map((event) => event.seq))
    sessions.set(body.session_id, [...stored, ...body.events.filter((event) => !known.has(event.seq))].sort((a, b) => a.seq - b.seq))
    if (outcome === 'lose-answer') throw new ApiError(0, 'the answer was lost')
    return { error: false as const, session_id: body.session_id, status: body.status, accepted: 0, duplicates: 0, event_count: 0, snapshot_chars: 0 }
  })
  return {
    send,
    requests,
    sessions,
    nextAnswer(outcome: typeof next) {
      next = outcome
    },
  }
}

let server: ReturnType<typeof fakeServer>
let collector: Collector | undefined

function start(options: Partial<CollectorOptions> = {}): Collector {
  collector = startCollector({
    snapshots: false,
    send: server.send,
    storage: sessionStorage,
    screen: () => ({ width: 390, height: 844 }),
    flushDelayMs: 10_000,
    loadSettings: async () => ({ snapshots_enabled: false, updated_at: null }),
    ...options,
  })
  return collector
}

const pageHide = () => window.dispatchEvent(new Event('pagehide'))
const seqsOf = (events: AnalyticsEvent[]) => events.map((event) => event.seq)

beforeEach(() => {
  vi.useFakeTimers()
  sessionStorage.clear()
  server = fakeServer()
})

afterEach(() => {
  collector?.stop()
  collector = undefined
  vi.useRealTimers()
})

describe('the collector: batching', () => {
  it('sends nothing at once; one batch 10 s after the first event carries the start, the page views and the events in order', async () => {
    const visit = start()
    visit.pageView('/user/library', '/user/library')
    trackEvent('favourite', 'added move 3')
    visit.pageView('/user/view-moves/3', '/user/view-moves/:id')
    trackEvent('move played')
    expect(server.send).not.toHaveBeenCalled()

    await vi.advanceTimersByTimeAsync(10_000)
    expect(server.send).toHaveBeenCalledTimes(1)
    const { body, keepalive } = server.requests[0]!
    expect(keepalive).toBe(false)
    expect(body).toMatchObject({ session_id: visit.sessionId, status: 'active', screen_width: 390, screen_height: 844, screen_size: 'phone', end_time: null })
    expect(body.events.map((event) => [event.seq, event.type, event.name, event.path])).toEqual([
      [1, 'start', 'start', '/user/library'],
      [2, 'page_view', '/user/library', '/user/library'],
      [3, 'event', 'favourite', '/user/library'],
      [4, 'page_view', '/user/view-moves/:id', '/user/view-moves/:id'],
      [5, 'event', 'move played', '/user/view-moves/:id'],
    ])
    expect(body.events[2]!.detail).toBe('added move 3')
    expect(body).not.toHaveProperty('user_id')

    // Nothing new: nothing sent.
    await vi.advanceTimersByTimeAsync(60_000)
    expect(server.send).toHaveBeenCalledTimes(1)
  })

  it('sends with keepalive on pagehide, with an end, and when the page is hidden', async () => {
    const visit = start()
    visit.pageView('/', '/')
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
    Reflect.deleteProperty(document, 'visibilityState')
    await vi.advanceTimersByTimeAsync(0)
    expect(server.requests[0]).toMatchObject({ keepalive: true })
    expect(seqsOf(server.requests[0]!.body.events)).toEqual([1, 2])

    visit.pageView('/plans', '/plans')
    pageHide()
    await vi.advanceTimersByTimeAsync(0)
    const last = server.requests.at(-1)!
    expect(last.keepalive).toBe(true)
    expect(last.body.status).toBe('ended')
    expect(last.body.events.at(-1)).toMatchObject({ type: 'end', path: '/plans' })
    expect(last.body.end_time).toBe(last.body.events.at(-1)!.at)
    expect(seqsOf(server.sessions.get(visit.sessionId)!)).toEqual([1, 2, 3, 4])
  })

  it('keeps a keepalive send under 64 KiB, leaving the rest for later', async () => {
    const visit = start()
    visit.pageView('/', '/')
    for (let index = 0; index < 99; index += 1) trackEvent('favourite', 'x'.repeat(ANALYTICS_LIMITS.eventDetail))
    pageHide()
    await vi.advanceTimersByTimeAsync(0)
    expect(server.requests[0]!.size).toBeLessThanOrEqual(ANALYTICS_LIMITS.keepaliveBytes)
    expect(server.requests[0]!.body.events.length).toBeGreaterThan(0)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(server.sessions.get(visit.sessionId)).toHaveLength(102)
  })
})

describe('the collector: never an event twice', () => {
  it('resends a batch whose answer was lost with the same numbers, so the server keeps each once', async () => {
    const visit = start()
    visit.pageView('/', '/')
    server.nextAnswer('lose-answer')
    await vi.advanceTimersByTimeAsync(10_000)
    trackEvent('plan chosen', 'Premium month')
    await vi.advanceTimersByTimeAsync(20_000)
    expect(server.requests.length).toBeGreaterThanOrEqual(2)
    expect(seqsOf(server.requests[1]!.body.events)).toEqual([1, 2, 3])
    expect(seqsOf(server.sessions.get(visit.sessionId)!)).toEqual([1, 2, 3])
  })

  it('the pagehide send repeating a batch still in flight stores each event once, and nothing is sent after an acknowledgement', async () => {
    let release: () => void = () => undefined
    const slow = vi.fn(async (body: UserSessionWrite, options?: { keepalive?: boolean }) => {
      if (!options?.keepalive) await new Promise<void>((resolve) => (release = resolve))
      return server.send(body, options)
    })
    const visit = start({ send: slow })
    visit.pageView('/', '/')
    await vi.advanceTimersByTimeAsync(10_000)
    pageHide()
    await vi.advanceTimersByTimeAsync(0)
    release()
    await vi.advanceTimersByTimeAsync(0)
    expect(seqsOf(server.sessions.get(visit.sessionId)!)).toEqual([1, 2, 3])
    const sent = server.requests.length
    await vi.advanceTimersByTimeAsync(60_000)
    expect(server.requests.length).toBe(sent)
  })

  it('retries after a network failure with growing pauses, then delivers', async () => {
    const visit = start()
    visit.pageView('/', '/')
    server.nextAnswer('network')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(server.send).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(19_000)
    expect(server.send).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(server.send).toHaveBeenCalledTimes(2)
    expect(seqsOf(server.sessions.get(visit.sessionId)!)).toEqual([1, 2])
  })

  it('drops a batch the server calls malformed (400) instead of sending it for ever', async () => {
    const visit = start()
    visit.pageView('/', '/')
    server.nextAnswer(new ApiError(400, 'Please check the highlighted fields.'))
    await vi.advanceTimersByTimeAsync(10_000)
    await vi.advanceTimersByTimeAsync(120_000)
    expect(server.send).toHaveBeenCalledTimes(1)
    visit.pageView('/faq', '/faq')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(seqsOf(server.requests.at(-1)!.body.events)).toEqual([3])
  })
})

describe('the collector: one visit, one account', () => {
  it('continues the visit after a reload of the tab (same id, numbers go on)', async () => {
    // The page before the reload listens to a window of its own, gone with it (never stopped: a reload is no withdrawal).
    const gonePage = { window: new EventTarget() as Window, document: new EventTarget() as Document }
    const first = start({ target: gonePage })
    first.pageView('/', '/')
    await vi.advanceTimersByTimeAsync(10_000)
    const id = first.sessionId
    collector = undefined
    const second = start()
    expect(second.sessionId).toBe(id)
    second.pageView('/faq', '/faq')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(seqsOf(server.requests.at(-1)!.body.events)).toEqual([3])
  })

  it('sends what the last page left unsent from the next page of the tab, each event still once', async () => {
    const gonePage = { window: new EventTarget() as Window, document: new EventTarget() as Document }
    const first = start({ target: gonePage })
    first.pageView('/', '/')
    first.pageView('/faq', '/faq')
    // The pagehide send never arrived (the browser mock answers from the page being left).
    server.nextAnswer('network')
    gonePage.window.dispatchEvent(new Event('pagehide'))
    await vi.advanceTimersByTimeAsync(0)
    expect(server.sessions.get(first.sessionId)).toBeUndefined()
    collector = undefined

    const next = start()
    expect(next.sessionId).toBe(first.sessionId)
    next.pageView('/plans', '/plans')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(server.sessions.get(first.sessionId)!.map((event) => [event.seq, event.type])).toEqual([
      [1, 'start'],
      [2, 'page_view'],
      [3, 'page_view'],
      [4, 'end'],
      [5, 'page_view'],
    ])
  })

  it('starts a new visit when another account signs in on the tab', async () => {
    dispatchAuth({ type: 'LOGIN', user: 1, token: 'member-token', role: 'user' })
    const visit = start()
    visit.pageView('/user/dashboard', '/user/dashboard')
    await vi.advanceTimersByTimeAsync(10_000)
    const first = visit.sessionId
    dispatchAuth({ type: 'LOGOUT' })
    dispatchAuth({ type: 'LOGIN', user: 3, token: 'second-token', role: 'user' })
    visit.pageView('/user/library', '/user/library')
    expect(visit.sessionId).not.toBe(first)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(server.requests.at(-1)!.body.events.map((event) => event.type)).toEqual(['start', 'page_view'])
    dispatchAuth({ type: 'LOGOUT' })
  })

  it('starts a new visit when the server says the session is not the caller’s (403)', async () => {
    const visit = start()
    visit.pageView('/', '/')
    const first = visit.sessionId
    server.nextAnswer(new ApiError(403, ANALYTICS_MESSAGES.otherMember))
    await vi.advanceTimersByTimeAsync(10_000)
    expect(visit.sessionId).not.toBe(first)
  })
})

describe('the collector: withdrawn', () => {
  it('stops at once: nothing pending is sent, trackEvent goes nowhere, the visit is forgotten on the tab', async () => {
    const visit = start()
    visit.pageView('/', '/')
    trackEvent('favourite', 'added move 1')
    expect(sessionStorage.getItem(VISIT_STORAGE_KEY)).not.toBeNull()
    visit.stop()
    collector = undefined
    trackEvent('favourite', 'added move 2')
    pageHide()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(server.send).not.toHaveBeenCalled()
    expect(sessionStorage.getItem(VISIT_STORAGE_KEY)).toBeNull()
  })

  it('records nothing at all before it is started (no consent, no collector)', async () => {
    trackEvent('move played')
    pageHide()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(server.send).not.toHaveBeenCalled()
  })
})

describe('the collector: snapshots', () => {
  function fakeRecorder() {
    const emitters: Array<(event: unknown) => void> = []
    const stops = vi.fn()
    const load = vi.fn(async () => ({
      startSnapshotRecorder: ({ onEvent }: { onEvent: (event: unknown) => void }) => {
        emitters.push(onEvent)
        onEvent({ type: 2, data: { node: {} } })
        return stops
      },
    }))
    return { load, stops, emit: (event: unknown) => emitters.at(-1)?.(event), starts: () => emitters.length }
  }

  it('never loads the recorder without the visitor’s consent, nor while the admin has snapshots off', async () => {
    const recorder = fakeRecorder()
    start({ snapshots: false, loadRecorder: recorder.load, loadSettings: async () => ({ snapshots_enabled: true, updated_at: null }) }).pageView('/', '/')
    await vi.advanceTimersByTimeAsync(0)
    collector?.stop()
    start({ snapshots: true, loadRecorder: recorder.load, loadSettings: async () => ({ snapshots_enabled: false, updated_at: null }) }).pageView('/', '/')
    await vi.advanceTimersByTimeAsync(20_000)
    expect(recorder.load).not.toHaveBeenCalled()
    expect(server.requests.every((request) => request.body.html_copy === undefined)).toBe(true)
  })

  it('records with both, sends the parts in order, stops on payment, settings, chat and friends pages and starts again after', async () => {
    const recorder = fakeRecorder()
    const visit = start({ snapshots: true, loadRecorder: recorder.load, loadSettings: async () => ({ snapshots_enabled: true, updated_at: null }) })
    visit.pageView('/user/library', '/user/library')
    await vi.advanceTimersByTimeAsync(0)
    expect(recorder.starts()).toBe(1)
    recorder.emit({ type: 3, data: { source: 0 } })
    await vi.advanceTimersByTimeAsync(10_000)
    expect(server.requests[0]!.body).toMatchObject({ html_part: 1 })
    expect(JSON.parse(server.requests[0]!.body.html_copy!)).toHaveLength(2)

    for (const [path, pattern] of [['/payment/7', '/payment/:id'], ['/user/setting', '/user/setting'], ['/account/my-spaces/4', '/account/my-spaces/:id'], ['/user/friends', '/user/friends']]) {
      visit.pageView(path!, pattern!)
      expect(recorder.stops).toHaveBeenCalledTimes(1)
      // Whatever the stopped recorder might still emit is not kept.
      recorder.emit({ type: 3, data: { source: 0, texts: [{ id: 1, value: 'private' }] } })
      await vi.advanceTimersByTimeAsync(0)
    }
    await vi.advanceTimersByTimeAsync(10_000)
    expect(server.requests.slice(1).every((request) => request.body.html_copy === undefined)).toBe(true)
    expect(recorder.starts()).toBe(1)

    visit.pageView('/user/library', '/user/library')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(recorder.starts()).toBe(2)
    expect(server.requests.at(-1)!.body).toMatchObject({ html_part: 2 })
  })

  it('ends snapshots for the visit when the server refuses them, and still delivers the events', async () => {
    const recorder = fakeRecorder()
    const visit = start({ snapshots: true, loadRecorder: recorder.load, loadSettings: async () => ({ snapshots_enabled: true, updated_at: null }) })
    visit.pageView('/', '/')
    await vi.advanceTimersByTimeAsync(0)
    server.nextAnswer(new ApiError(403, ANALYTICS_MESSAGES.snapshotsOff))
    await vi.advanceTimersByTimeAsync(10_000)
    expect(recorder.stops).toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(server.requests.at(-1)!.body.html_copy).toBeUndefined()
    expect(seqsOf(server.sessions.get(visit.sessionId)!)).toEqual([1, 2])
  })
})
