import { useEffect, useMemo } from 'react'
import { ApiError, errorMessage } from '@/api/apiError'
import type { MoveDetail } from '@/api/moves/moveTypes'
import { setFavourite } from '@/offline/favourites/favouritesState'
import { useOfflineFirst } from '@/offline/session/useOfflineFirst'
import { moveDetailSource } from '@/offline/sources/moveDetailSource'

export type MoveDetailLoad =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; move: MoveDetail; fromDevice: boolean }

const NOT_SAVED_OFFLINE = "This move isn't saved on this device yet. Open it once while online to keep it for offline use."

/** One move for the signed-in member: from the device at once when it was opened before, then the server. */
export function useMoveDetail(id: number | null): { load: MoveDetailLoad; retry: () => void } {
  const source = useMemo(() => moveDetailSource(id ?? 0), [id])
  const { state, retry } = useOfflineFirst(source, `move:${id}`)
  const move = state.kind === 'ready' ? state.data : null

  useEffect(() => {
    // The heart reads the app-wide favourites; seeded as soon as the move is known.
    if (move) setFavourite(move.id, move.is_favourite)
  }, [move])

  if (id === null) return { load: { kind: 'notFound' }, retry }
  if (state.kind === 'loading') return { load: state, retry }
  if (state.kind === 'ready') return { load: { kind: 'ready', move: state.data, fromDevice: state.fromDevice }, retry }
  const { error } = state
  if (error instanceof ApiError && error.status === 404) return { load: { kind: 'notFound' }, retry }
  const message = error instanceof ApiError && error.isNetworkError ? NOT_SAVED_OFFLINE : errorMessage(error)
  return { load: { kind: 'failed', message }, retry }
}
