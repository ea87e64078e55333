import { useEffect, useState } from 'react'
import { ApiError, errorMessage } from '@/api/apiError'
import { getMoveDetail } from '@/api/moves/movesApi'
import type { MoveDetail } from '@/api/moves/moveTypes'

export type EditableMove =
  | { kind: 'loading' }
  | { kind: 'not-found' }
  | { kind: 'not-yours'; move: MoveDetail | null }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; move: MoveDetail }

/** Parses the route's id; anything but a positive whole number is no move at all. */
export function parseMoveId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null
  const id = Number(raw)
  return id > 0 ? id : null
}

/** Loads a move for editing and says why it cannot be edited when it cannot. */
export function useEditableMove(id: number | null): { state: EditableMove; retry: () => void } {
  const [attempt, setAttempt] = useState(0)
  const [result, setResult] = useState<{ key: string; state: EditableMove } | null>(null)
  const key = `${id}:${attempt}`

  useEffect(() => {
    if (id === null) return
    const controller = new AbortController()
    getMoveDetail(id, controller.signal).then(
      (move) => setResult({ key, state: move.is_mine ? { kind: 'ready', move } : { kind: 'not-yours', move } }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        setResult({ key, state: stateFromError(error) })
      },
    )
    return () => controller.abort()
  }, [id, key])

  // A result for another id or attempt is stale: show loading until this one arrives.
  const state: EditableMove = id === null ? { kind: 'not-found' } : result?.key === key ? result.state : { kind: 'loading' }
  return { state, retry: () => setAttempt((n) => n + 1) }
}

function stateFromError(error: unknown): EditableMove {
  if (error instanceof ApiError && error.status === 404) return { kind: 'not-found' }
  if (error instanceof ApiError && error.status === 403) return { kind: 'not-yours', move: null }
  return { kind: 'failed', message: errorMessage(error) }
}
