import { useEffect, useState } from 'react'
import { ApiError, errorMessage } from '@/api/apiError'
import { getMoveDetail } from '@/api/moves/movesApi'
import type { MoveDetail } from '@/api/moves/moveTypes'
import { setFavourite } from '@/offline/favourites/favouritesState'

export type MoveDetailLoad =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; move: MoveDetail }

/** Loads one move for the signed-in member (and its favourite state); `retry` asks again after a failure. */
export function useMoveDetail(id: number | null): { load: MoveDetailLoad; retry: () => void } {
  const [attempt, setAttempt] = useState(0)
  // Keyed by what was asked for, so a new id or a retry starts from loading without a reset in the effect.
  const [result, setResult] = useState<{ key: string; load: MoveDetailLoad } | null>(null)
  const key = `${id}:${attempt}`

  useEffect(() => {
    if (id === null) return
    const controller = new AbortController()
    getMoveDetail(id, controller.signal).then(
      (move) => {
        if (controller.signal.aborted) return
        // The heart reads the app-wide favourites; seeded before the page shows, so it never flickers.
        setFavourite(move.id, move.is_favourite)
        setResult({ key, load: { kind: 'ready', move } })
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        const load: MoveDetailLoad =
          error instanceof ApiError && error.status === 404 ? { kind: 'notFound' } : { kind: 'failed', message: errorMessage(error) }
        setResult({ key, load })
      },
    )
    return () => controller.abort()
  }, [id, key])

  const load: MoveDetailLoad = id === null ? { kind: 'notFound' } : result?.key === key ? result.load : { kind: 'loading' }
  return { load, retry: () => setAttempt((n) => n + 1) }
}
