import { useEffect, useMemo } from 'react'
import { setFavourite } from '@/offline/favourites/favouritesState'
import { moveDetailSource } from '@/offline/sources/moveDetailSource'
import { remoteData } from '@/shared/remote/remoteState'
import { useRemoteData } from '@/shared/remote/useRemoteData'

/**
 * One move for the signed-in member: from the device at once when it was opened before, then the
 * server. A missing or malformed id is not found without asking. The heart reads the app-wide
 * favourites, so they are seeded as soon as the move is known.
 */
export function useMoveDetail(id: number | null) {
  const source = useMemo(() => moveDetailSource(id ?? 0), [id])
  const remote = useRemoteData({ key: `move:${id}`, load: source.fetch, device: source, enabled: id !== null })
  const move = remoteData(remote.state)

  useEffect(() => {
    if (move) setFavourite(move.id, move.is_favourite)
  }, [move])

  return remote
}
