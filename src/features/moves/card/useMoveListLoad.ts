import { useCallback, useEffect, useState } from 'react'
import { errorMessage } from '@/api/apiError'
import type { MoveSummary } from '@/api/moves/moveTypes'

export type MoveListLoad = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; moves: MoveSummary[] }

/**
 * Loads a list of moves once, and again on `retry`. `onLoaded` sees the whole response (e.g. to
 * store favourite ids) before the list shows, so hearts never flicker from empty to filled.
 */
export function useMoveListLoad<R extends { list: MoveSummary[] }>(load: (signal: AbortSignal) => Promise<R>, onLoaded?: (response: R) => void) {
  const [state, setState] = useState<MoveListLoad>({ kind: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    const controller = new AbortController()
    load(controller.signal).then(
      (response) => {
        if (controller.signal.aborted) return
        onLoaded?.(response)
        setState({ kind: 'ready', moves: response.list })
      },
      (error: unknown) => !controller.signal.aborted && setState({ kind: 'failed', message: errorMessage(error) }),
    )
    return () => controller.abort()
    // Loading again is what `retry` is for; a new callback identity must not refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt])

  const retry = useCallback(() => {
    setState({ kind: 'loading' })
    setAttempt((n) => n + 1)
  }, [])

  /** Local edits after a write (a deleted move leaves the list without a reload). */
  const updateMoves = useCallback((update: (moves: MoveSummary[]) => MoveSummary[]) => {
    setState((current) => (current.kind === 'ready' ? { kind: 'ready', moves: update(current.moves) } : current))
  }, [])

  return { state, retry, updateMoves }
}
