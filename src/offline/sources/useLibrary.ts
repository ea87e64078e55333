import { useEffect } from 'react'
import { setFavouriteIds } from '../favourites/favouritesState'
import { useOfflineFirst } from '../session/useOfflineFirst'
import { librarySource } from './librarySource'

/** The member's library, from the device at once and from the server when it answers. */
export function useLibrary() {
  const result = useOfflineFirst(librarySource, 'library')
  const favouriteIds = result.state.kind === 'ready' ? result.state.data.favouriteIds : null
  useEffect(() => {
    // Every heart reads the app-wide favourites; the library is where the whole list arrives.
    if (favouriteIds) setFavouriteIds(favouriteIds)
  }, [favouriteIds])
  return result
}
