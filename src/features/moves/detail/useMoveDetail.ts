import { useEffect, useMemo, useRef } from 'react'
import { setFavourite } from '@/offline/favourites/favouritesState'
import { moveDetailSource } from '@/offline/sources/moveDetailSource'
import { remoteData } from '@/shared/remote/remoteState'
import { useRemoteData } from '@/shared/remote/useRemoteData'

/**
 * One move for the signed-in member: from the device at once (its saved detail, or its entry in the
 * saved library), then the server. A missing or malformed id is not found without asking. The heart
 * reads the app-wide favourites, so they are seeded once, as soon as the move is known: a later
 * copy of the same move (the server's answer arriving) must not undo a heart tapped meanwhile,
 * which the outbox and sync engine already carry to the server.
 */
export function useMoveDetail(id: number | null) {
  const source = useMemo(() => moveDetailSource(id ?? 0), [id])
  const remote = useRemoteData({ key: `move:${id}`, load: source.fetch, device: source, enabled: id !== null })
  const move = remoteData(remote.state)

  const seededFor = useRef<number | null>(null)
  useEffect(() => {
    if (!move || seededFor.current === move.id) return
    seededFor.current = move.id
    setFavourite(move.id, move.is_favourite)
  }, [move])

  return remote
}
