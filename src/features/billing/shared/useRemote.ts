import { useCallback, useEffect, useState } from 'react'
import { errorMessage } from '@/api/apiError'
import { useOnline } from '@/lib/network/useOnline'
import { isNetworkFailure } from './paymentFailure'

export type Remote<T> =
  | { kind: 'loading' }
  /** `network`: no answer at all, so the page explains that payments need a connection. */
  | { kind: 'failed'; message: string; network: boolean }
  | { kind: 'ready'; data: T }

export interface RemoteResult<T> {
  state: Remote<T>
  /** Shows the spinner again and reloads (after a failure). */
  retry: () => void
  /** Reloads in the background, keeping what is shown until the answer (after a change). */
  refresh: () => void
  /** Shows data the page already has (a mutation's answer) without a round trip. */
  replace: (data: T) => void
}

/**
 * One server read with its loading, failed and ready states. `load` must be stable (a module
 * function, or a useCallback over what it depends on); a new `load` starts a new read. A read that
 * failed for want of a network starts again by itself when the browser says it is back online.
 */
export function useRemote<T>(load: (signal: AbortSignal) => Promise<T>): RemoteResult<T> {
  const [state, setState] = useState<Remote<T>>({ kind: 'loading' })
  // `background`: a refresh, whose failure keeps the data on screen rather than replacing it.
  const [attempt, setAttempt] = useState({ count: 0, background: false })
  const [loadedBy, setLoadedBy] = useState(() => load)
  const online = useOnline()
  const [wasOnline, setWasOnline] = useState(online)

  // A different read (another page of invoices, another id) shows a spinner, not the old data.
  if (loadedBy !== load) {
    setLoadedBy(() => load)
    setState({ kind: 'loading' })
  }

  if (online !== wasOnline) {
    setWasOnline(online)
    if (online && state.kind === 'failed' && state.network) {
      setState({ kind: 'loading' })
      setAttempt((previous) => ({ count: previous.count + 1, background: false }))
    }
  }

  useEffect(() => {
    const controller = new AbortController()
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ kind: 'ready', data })
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        const failed: Remote<T> = { kind: 'failed', message: errorMessage(error), network: isNetworkFailure(error) }
        setState((previous) => (attempt.background && previous.kind === 'ready' ? previous : failed))
      },
    )
    return () => controller.abort()
  }, [load, attempt])

  const retry = useCallback(() => {
    setState({ kind: 'loading' })
    setAttempt((previous) => ({ count: previous.count + 1, background: false }))
  }, [])
  const refresh = useCallback(() => setAttempt((previous) => ({ count: previous.count + 1, background: true })), [])
  const replace = useCallback((data: T) => setState({ kind: 'ready', data }), [])

  return { state, retry, refresh, replace }
}
