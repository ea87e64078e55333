import { useEffect, useState } from 'react'
import { ApiError, errorMessage } from '@/api/apiError'
import type { OfflineDb } from '../store/offlineSchema'
import { offlineSession } from './offlineSession'
import { useRevalidation } from './useRevalidation'

export type OfflineFirstState<T> =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string; error: unknown }
  /** `fromDevice`: shown from the offline store; the server could not be asked (yet). */
  | { kind: 'ready'; data: T; fromDevice: boolean; message?: string }

export interface OfflineFirstSource<T> {
  /** What the device has, or undefined. */
  read(db: OfflineDb): Promise<T | undefined>
  fetch(signal: AbortSignal): Promise<T>
  save(db: OfflineDb, data: T): Promise<T>
}

/**
 * Shows what the device has at once, then asks the server and keeps its answer for next time.
 * Asks again when the network returns or the member comes back to the tab. With no copy on the
 * device and no answer from the server, the page shows the error. `source` must be stable.
 */
export function useOfflineFirst<T>(source: OfflineFirstSource<T>, key: string): { state: OfflineFirstState<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0)
  const revalidation = useRevalidation()
  const [result, setResult] = useState<{ key: string; state: OfflineFirstState<T> } | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    const live = () => !controller.signal.aborted
    let shown: T | undefined
    const show = (state: OfflineFirstState<T>) => live() && setResult({ key, state })

    async function load(): Promise<void> {
      const session = offlineSession()
      const db = session ? await session.then((s) => s.db).catch(() => null) : null
      if (db) {
        shown = await source.read(db).catch(() => undefined)
        if (shown !== undefined) show({ kind: 'ready', data: shown, fromDevice: true })
      }
      try {
        const fresh = await source.fetch(controller.signal)
        if (!live()) return
        show({ kind: 'ready', data: db ? await source.save(db, fresh) : fresh, fromDevice: false })
      } catch (error) {
        if (!live()) return
        // Anything but "no network" is worth saying, even over data from the device.
        const message = error instanceof ApiError && error.isNetworkError ? undefined : errorMessage(error)
        show(shown !== undefined ? { kind: 'ready', data: shown, fromDevice: true, message } : { kind: 'failed', message: errorMessage(error), error })
      }
    }
    void load()
    return () => controller.abort()
  }, [source, key, attempt, revalidation])

  const state: OfflineFirstState<T> = result?.key === key ? result.state : { kind: 'loading' }
  return { state, retry: () => setAttempt((n) => n + 1) }
}
