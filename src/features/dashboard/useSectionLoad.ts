import { useEffect, useState } from 'react'
import { errorMessage } from '@/api/apiError'

export type SectionState<T> = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; data: T }

/**
 * One dashboard section's data. Each section loads on its own, so one failing call shows its
 * error in its own place and the rest of the page still works. `load` must be stable (useCallback).
 */
export function useSectionLoad<T>(load: ((signal: AbortSignal) => Promise<T>) | null): { state: SectionState<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0)
  const [result, setResult] = useState<{ load: typeof load; attempt: number; state: SectionState<T> } | null>(null)

  useEffect(() => {
    if (!load) return
    const controller = new AbortController()
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setResult({ load, attempt, state: { kind: 'ready', data } })
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setResult({ load, attempt, state: { kind: 'failed', message: errorMessage(error) } })
      },
    )
    return () => controller.abort()
  }, [load, attempt])

  // A result from an earlier attempt is stale: show loading until this one arrives.
  const current = result && result.load === load && result.attempt === attempt ? result.state : null
  return { state: current ?? { kind: 'loading' }, retry: () => setAttempt((n) => n + 1) }
}
