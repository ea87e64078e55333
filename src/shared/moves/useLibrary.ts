import { useFavouritesFromLibrary } from '@/offline/favourites/favouritesState'
import { libraryFirstScreenSource, librarySource } from '@/offline/sources/librarySource'
import { readFirstScreenEarly } from '@/shared/remote/earlyDeviceReads'
import { remoteData } from '@/shared/remote/remoteState'
import { useRemoteData } from '@/shared/remote/useRemoteData'

export interface UseLibraryOptions {
  /**
   * The device's copy draws its newest moves first and the rest a moment later (the data then has
   * `firstScreen` set). For pages that show the newest moves first; the favourites page needs
   * every move before it can say which are favourites.
   */
  firstScreen?: boolean
}

const LIBRARY_KEY = 'library'

/** The library's newest moves from the device, read while a page showing them first loads its code (its route's loader calls this). */
export function readLibraryFirstScreenEarly(): Promise<void> {
  return readFirstScreenEarly(LIBRARY_KEY, libraryFirstScreenSource)
}

/** The member's library, from the device at once and from the server when it answers (the library, favourites and the dashboard's featured moves share it). */
export function useLibrary({ firstScreen = false }: UseLibraryOptions = {}) {
  const result = useRemoteData({ key: LIBRARY_KEY, load: librarySource.fetch, device: firstScreen ? libraryFirstScreenSource : librarySource })
  // Every heart reads the app-wide favourites; the library is where the whole list arrives.
  useFavouritesFromLibrary(remoteData(result.state)?.favouriteIds)
  return result
}
