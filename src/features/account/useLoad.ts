import { useEffect, useState } from 'react'
import { errorMessage } from '@/api/apiError'
import { isNetworkDown } from './networkDown'

export type LoadState<T> =
  | { kind: 'loading' }
  /** `offline`: the network was down, so the page shows its offline state rather than an error. */
  | { kind: 'failed'; message: string; offline: boolean }
  | { kind: 'ready'; data: T }

export interface Load<T> {
  state: LoadState<T>
  retry: () => void
  /** Shows data the page already has (the answer of a save) without asking the server again. */
  replace: (data: T) => void
}

/**
 * Loads what a page shows, with a retry. `load` must be stable (a module-level function); a new
 * `key` loads again. After an offline failure, the load runs again by itself when the network returns.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, key = ''): Load<T> {
  const [attempt, setAttempt] = useState(0)
  const [result, setResult] = useState<{ key: string; state: LoadState<T> } | null>(null)
  const fullKey = `${key}:${attempt}`

  useEffect(() => {
    const controller = new AbortController()
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setResult({ key: fullKey, state: { kind: 'ready', data } })
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        setResult({ key: fullKey, state: { kind: 'failed', message: errorMessage(error), offline: isNetworkDown(error) } })
      },
    )
    return () => controller.abort()
  }, [load, fullKey])

  // A result for another key or attempt is stale: show loading until this one arrives.
  const state: LoadState<T> = result?.key === fullKey ? result.state : { kind: 'loading' }
  const failedOffline = state.kind === 'failed' && state.offline

  useEffect(() => {
    if (!failedOffline) return
    const again = () => setAttempt((n) => n + 1)
    window.addEventListener('online', again)
    return () => window.removeEventListener('online', again)
  }, [failedOffline])

  return {
    state,
    retry: () => setAttempt((n) => n + 1),
    replace: (data) => setResult({ key: fullKey, state: { kind: 'ready', data } }),
  }
}
