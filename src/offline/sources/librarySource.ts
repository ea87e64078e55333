import { getLibrary } from '@/api/moves/movesApi'
import type { MoveSummary } from '@/api/moves/moveTypes'
import type { OfflineFirstSource } from './offlineFirstSource'
import { readFavourites } from '../store/favouritesStore'
import { readLibrary, saveLibrary } from '../store/libraryStore'
import { syncThumbnailsInBackground } from '../thumbnails/thumbnailStore'

export interface LibraryData {
  /** Newest first, as the server lists them. */
  moves: MoveSummary[]
  /** What the member intends, changes not yet sent included. */
  favouriteIds: number[]
  syncedAt: number | null
  /** A server answer: when it was asked for (saveLibrary keeps newer favourites than that). */
  askedAt?: number
}

const newestFirst = (a: MoveSummary, b: MoveSummary) => b.created_at.localeCompare(a.created_at) || b.id - a.id

export const librarySource: OfflineFirstSource<LibraryData> = {
  async read(db) {
    const stored = await readLibrary(db)
    if (stored.moves.length === 0 && stored.syncedAt === null) return undefined
    // The store keeps moves by id; the library reads newest first wherever it came from.
    return { moves: stored.moves.sort(newestFirst), favouriteIds: stored.favouriteIds, syncedAt: stored.syncedAt }
  },
  async fetch(signal) {
    const askedAt = Date.now()
    const response = await getLibrary(signal)
    return { moves: response.list, favouriteIds: response.favourite_ids, syncedAt: null, askedAt }
  },
  async save(db, data) {
    const at = Date.now()
    await saveLibrary(db, data.moves, data.favouriteIds, at, data.askedAt ?? at)
    // Each card's small photo goes with the library, so the whole saved library has pictures
    // offline; in the background, since the list is already on screen.
    void syncThumbnailsInBackground(db, data.moves)
    // The server's list plus any favourite changes still waiting to be sent.
    const { intended } = await readFavourites(db)
    return { moves: data.moves, favouriteIds: intended, syncedAt: at }
  },
  savedAt: (data) => data.syncedAt,
}
