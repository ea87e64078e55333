import { useMemo } from 'react'
import { useFavouriteFromMove } from '@/offline/favourites/favouritesState'
import { moveDetailSource } from '@/offline/sources/moveDetailSource'
import { remoteData } from '@/shared/remote/remoteState'
import { useRemoteData } from '@/shared/remote/useRemoteData'

/**
 * One move for the signed-in member: from the device at once (its saved detail, or its entry in the
 * saved library), then the server. A missing or malformed id is not found without asking. The heart
 * reads the app-wide favourites, which take the move's own word once, as soon as it is known.
 */
export function useMoveDetail(id: number | null) {
  const source = useMemo(() => moveDetailSource(id ?? 0), [id])
  const remote = useRemoteData({ key: `move:${id}`, load: source.fetch, device: source, enabled: id !== null })
  useFavouriteFromMove(remoteData(remote.state))
  return remote
}
