import { useEffect, useState } from 'react'
import { ApiError, errorMessage } from '@/api/apiError'
import { getPublishedMoves } from '@/api/moves/movesApi'
import type { PublicMove } from '@/api/moves/moveTypes'

export type PublicMoveLoad =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; move: PublicMove }

/** Loads one published move without signing in. */
export function usePublicMove(id: number | null): { load: PublicMoveLoad; retry: () => void } {
  const [attempt, setAttempt] = useState(0)
  const [result, setResult] = useState<{ key: string; load: PublicMoveLoad } | null>(null)
  const key = `${id}:${attempt}`

  useEffect(() => {
    if (id === null) return
    let current = true
    getPublishedMoves({ id }).then(
      (response) => {
        if (!current) return
        // Matched by id rather than trusting the first row, in case a server ignores the filter.
        const move: PublicMove | undefined = response.list.find((candidate) => candidate.id === id)
        setResult({ key, load: move ? { kind: 'ready', move } : { kind: 'notFound' } })
      },
      (error: unknown) => {
        if (!current) return
        // The server answers 404 for an id that is unknown or not published (private moves do not leak).
        const load: PublicMoveLoad =
          error instanceof ApiError && error.status === 404 ? { kind: 'notFound' } : { kind: 'failed', message: errorMessage(error) }
        setResult({ key, load })
      },
    )
    return () => {
      current = false
    }
  }, [id, key])

  const load: PublicMoveLoad = id === null ? { kind: 'notFound' } : result?.key === key ? result.load : { kind: 'loading' }
  return { load, retry: () => setAttempt((n) => n + 1) }
}
