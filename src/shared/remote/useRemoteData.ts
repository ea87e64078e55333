import { startTransition, useCallback, useEffect, useEffectEvent, useRef, useState, type SetStateAction } from 'react'
import { ApiError, errorMessage } from '@/api/apiError'
import type { OfflineFirstSource } from '@/offline/sources/offlineFirstSource'
import { offlineDatabase } from '@/offline/session/offlineSession'
import { afterNextPaint } from './afterNextPaint'
import { earlyReadAnswer, takeEarlyRead } from './earlyDeviceReads'
import { isNotFoundFailure, isOfflineFailure } from './failureKind'
import type { RemoteState, SavedCopy } from './remoteState'
import { useRevalidation } from './useRevalidation'

export interface RemoteDataOptions<T> {
  /** Identifies the read: a new key reads again and shows loading, never the last key's data. */
  key: string
  /** The server read. Called with the latest props; only `key` (or a retry) starts a new read. */
  load: (signal: AbortSignal) => Promise<T>
  /** Offline-first: the device's copy shows at once, and the server's answer is kept there. */
  device?: OfflineFirstSource<T>
  /** An answer that counts as empty (the page shows its empty state). */
  isEmpty?: (data: T) => boolean
  /** Failures that mean "no such thing" (default: a 404). */
  isNotFound?: (error: unknown) => boolean
  /** false: nothing is read and the state is not-found (an id that cannot exist, say). */
  enabled?: boolean
  /**
   * Ask again in the background when the network returns or the member comes back to the tab.
   * Default: on for device-backed reads. Any read that failed for want of a network asks again
   * when the browser is back online, either way.
   */
  revalidate?: boolean
}

export interface RemoteData<T> {
  state: RemoteState<T>
  /** Shows loading again and reads again (after a failure). */
  retry: () => void
  /** Reads again in the background, keeping what is shown until the answer (after a change). */
  refresh: () => void
  /**
   * Shows data the page already has (a save's answer) without a round trip. A read already on its
   * way is not drawn over it: the server is asked again once that read is in.
   */
  replace: (data: T) => void
  /** Changes the shown data in place (a deleted row leaves the list without a reload), as replace does. */
  update: (change: (data: T) => T) => void
}

type Shown<T> = Exclude<RemoteState<T>, { status: 'empty' }>
type Result<T> = { key: string; state: Shown<T> } | null
/** A read of the server; a background one keeps what is shown until its answer. */
interface Attempt {
  count: number
  background: boolean
}

const nextAttempt = (background: boolean) => (previous: Attempt) => ({ count: previous.count + 1, background })

/** The id of the script in which a prerendered page embeds its reads (src/app/prerender/pageDocument.ts). */
export const PRERENDERED_READS_ID = 'prerendered-reads'

/**
 * The reads of a page rendered to HTML at build time (src/app/prerender), by key. Kept here, not in a
 * module of its own, so the member's first load keeps the chunks it had.
 * - At build time `answers` holds what the build has read so far and `asked` is a map: a render
 *   notes each read it could not answer, the build runs them, and the next render draws them.
 * - In the browser `answers` is read from the page's embedded script on first use, so the first
 *   render of each read draws exactly what the HTML shows and hydration matches. Only the first mount
 *   of a read uses its answer; it is then asked for again as usual.
 */
export const prerenderedReads: { answers: Map<string, unknown> | null; asked: Map<string, (signal: AbortSignal) => Promise<unknown>> | null } = {
  answers: null,
  asked: null,
}

const embeddedReads = () =>
  (prerenderedReads.answers ??= new Map(Object.entries(JSON.parse(document.getElementById(PRERENDERED_READS_ID)?.textContent || '{}') as object)))

/**
 * The one way a page reads server data: loading, ready (or empty), error with the server's message,
 * not found, and offline — a device copy with its age when the source keeps one, else the offline
 * state. Late answers of an earlier key, attempt or unmounted page are dropped.
 */
export function useRemoteData<T>(options: RemoteDataOptions<T>): RemoteData<T> {
  const { key, device, isEmpty, enabled = true } = options
  const [attempt, setAttempt] = useState<Attempt>({ count: 0, background: false })
  // A page prerendered at build time draws its embedded answer first, as its HTML did (prerenderedReads).
  const [result, setResult] = useState<Result<T>>(() => {
    const answers = embeddedReads()
    if (enabled && answers.has(key)) return { key, state: { status: 'ready', data: answers.get(key) as T, saved: null } }
    // The device's first screen, read while the page's code loaded (earlyDeviceReads).
    const early = enabled && device ? earlyReadAnswer(key, device) : undefined
    if (device && early !== undefined) return { key, state: { status: 'ready', data: early, saved: savedCopy(device, early) } }
    if (import.meta.env.SSR && enabled) prerenderedReads.asked?.set(key, options.load)
    return null
  })
  const tick = useRevalidation(options.revalidate ?? device !== undefined)
  // Counts the page's own changes (replace, update), so a read asked before one is not drawn over it.
  const localChanges = useRef(0)

  const read = useEffectEvent((signal: AbortSignal) => options.load(signal))
  const notFound = useEffectEvent((error: unknown) => (options.isNotFound ?? isNotFoundFailure)(error))

  const shown: Shown<T> = !enabled ? { status: 'not-found' } : result?.key === key ? result.state : { status: 'loading' }
  const failedOffline = shown.status === 'error' && shown.offline

  useEffect(() => {
    if (!failedOffline) return
    const again = () => setAttempt(nextAttempt(false))
    window.addEventListener('online', again)
    return () => window.removeEventListener('online', again)
  }, [failedOffline])

  useEffect(() => {
    if (!enabled) return
    // True on the first run after drawing an embedded answer (effects run once in production builds,
    // the only ones prerendered): the server's answer then comes as a transition, below.
    const built = embeddedReads().delete(key)
    const controller = new AbortController()
    const live = () => !controller.signal.aborted
    const show = (next: (previous: Shown<T> | null) => Shown<T>) =>
      live() && setResult((previous) => ({ key, state: next(previous?.key === key ? previous.state : null) }))

    async function run(): Promise<void> {
      // The member's device database; data that is nobody's (the public pages) opens it with nobody signed in too.
      const opening = device && (offlineDatabase() ?? device.openWithoutMember?.())
      const db = opening ? await opening.catch(() => null) : null
      let copy: T | undefined
      if (device && db) {
        // A long list draws its first screen first; the whole copy follows once that has painted,
        // so reading and indexing thousands of records never holds up the first cards.
        const early = takeEarlyRead(key, device)
        const first = early ? await early : device.readFirst ? await device.readFirst(db).catch(() => undefined) : undefined
        if (first !== undefined) {
          show((previous) => (previous?.status === 'ready' ? previous : { status: 'ready', data: first, saved: savedCopy(device, first) }))
          await afterNextPaint()
          if (!live()) return
        }
        copy = (await device.read(db).catch(() => undefined)) ?? first
        if (copy !== undefined) {
          const saved = savedCopy(device, copy)
          show((previous) => (previous?.status === 'ready' && !previous.saved ? previous : { status: 'ready', data: copy as T, saved }))
          // With the copy on screen the server's answer is a refresh: the copy paints before the API
          // client's code and the request compete with it (a first screen has already painted).
          if (first === undefined) {
            await afterNextPaint()
            if (!live()) return
          }
        }
      }
      // The page changed the data while the server was asked (an unblock answered first): the answer
      // may predate that change, so it is not drawn over it; the server is asked again instead.
      const changesBeforeRead = localChanges.current
      const overtaken = () => {
        if (localChanges.current === changesBeforeRead) return false
        setAttempt(nextAttempt(true))
        return true
      }
      try {
        const fresh = await read(controller.signal)
        if (!live() || overtaken()) return
        const data = device && db ? await device.save(db, fresh) : fresh
        if (!live() || overtaken()) return
        const settle = () => void show(() => ({ status: 'ready', data, saved: null }))
        // The server's answer over the one the page was built with, as a transition: parts of the page
        // still hydrating (Markdown waiting for its renderer's code) would lose their HTML to an
        // urgent update and draw empty until the code is in; a transition waits for them.
        if (built) startTransition(settle)
        else settle()
      } catch (error) {
        if (!live() || overtaken()) return
        // Asked here, not inside the updater: React may run an updater during render, where an effect event throws.
        const isNotFound = notFound(error)
        show((previous) => settleFailure(error, previous, copy, device, isNotFound, attempt.background))
      }
    }
    void run()
    return () => controller.abort()
  }, [key, enabled, device, attempt, tick])

  const retry = useCallback(() => {
    setResult((previous) => (previous ? { key: previous.key, state: { status: 'loading' } } : previous))
    setAttempt(nextAttempt(false))
  }, [])
  const refresh = useCallback(() => setAttempt(nextAttempt(true)), [])
  const changeHere = useCallback((change: SetStateAction<Result<T>>) => {
    localChanges.current += 1
    setResult(change)
  }, [])
  const replace = useCallback((data: T) => changeHere({ key, state: { status: 'ready', data, saved: null } }), [key, changeHere])
  const update = useCallback(
    (change: (data: T) => T) =>
      changeHere((previous) =>
        previous?.key === key && previous.state.status === 'ready' ? { key, state: { ...previous.state, data: change(previous.state.data) } } : previous,
      ),
    [key, changeHere],
  )

  const state: RemoteState<T> = shown.status === 'ready' && isEmpty?.(shown.data) ? { ...shown, status: 'empty' } : shown
  return { state, retry, refresh, replace, update }
}

function savedCopy<T>(device: OfflineFirstSource<T>, data: T, message?: string): SavedCopy {
  return { savedAt: device.savedAt?.(data) ?? null, ...(message ? { message } : {}) }
}

/**
 * A failed read keeps whatever is already on screen: the device's copy (saying why the server did
 * not answer, unless it is just the network) or, after a background refresh, the last answer.
 */
function settleFailure<T>(
  error: unknown,
  previous: Shown<T> | null,
  copy: T | undefined,
  device: OfflineFirstSource<T> | undefined,
  notFound: boolean,
  background: boolean,
): Shown<T> {
  if (notFound) return { status: 'not-found' }
  const message = errorMessage(error)
  const onScreen = copy ?? (previous?.status === 'ready' ? previous.data : undefined)
  if (device && onScreen !== undefined) {
    const networkOnly = error instanceof ApiError && error.isNetworkError
    return { status: 'ready', data: onScreen, saved: savedCopy(device, onScreen, networkOnly ? undefined : message) }
  }
  if (background && previous?.status === 'ready') return previous
  return { status: 'error', message, error, offline: isOfflineFailure(error) }
}
