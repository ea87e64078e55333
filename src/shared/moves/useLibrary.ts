import { useFavouritesFromLibrary } from '@/offline/favourites/favouritesState'
import { librarySource } from '@/offline/sources/librarySource'
import { remoteData } from '@/shared/remote/remoteState'
import { useRemoteData } from '@/shared/remote/useRemoteData'

/** The member's library, from the device at once and from the server when it answers (the library, favourites and the dashboard's featured moves share it). */
export function useLibrary() {
  const result = useRemoteData({ key: 'library', load: librarySource.fetch, device: librarySource })
  // Every heart reads the app-wide favourites; the library is where the whole list arrives.
  useFavouritesFromLibrary(remoteData(result.state)?.favouriteIds)
  return result
}
