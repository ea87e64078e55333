import type { MoveSummary } from '@/api/moves/moveTypes'
import type { OfflineFirstSource } from './offlineFirstSource'
import { readFavourites } from '../store/favouritesStore'
import { readLibrary, readLibraryFirstScreen, saveLibrary } from '../store/libraryStore'

export interface LibraryData {
  /** Newest first, as the server lists them. */
  moves: MoveSummary[]
  /** What the member intends, changes not yet sent included. */
  favouriteIds: number[]
  syncedAt: number | null
  /** A server answer: when it was asked for (saveLibrary keeps newer favourites than that). */
  askedAt?: number
  /**
   * Set while only the first screen has been read from the device: `moves` then holds just the
   * newest few; the whole library follows.
   */
  firstScreen?: LibraryFirstScreenPart
}

export interface LibraryFirstScreenPart {
  /** How many moves the whole library has. */
  total: number
  /** Its featured moves, or null when the device does not know them without reading every move. */
  featured: MoveSummary[] | null
}

/** How many moves the first screen reads: more than a phone or a desktop window shows at once. */
export const FIRST_SCREEN_MOVES = 20

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
    // The API's code loads with the first call: a library drawn from the device does not wait for it.
    const { getLibrary } = await import('@/api/moves/movesApi')
    const response = await getLibrary(signal)
    return { moves: response.list, favouriteIds: response.favourite_ids, syncedAt: null, askedAt }
  },
  async save(db, data) {
    const at = Date.now()
    await saveLibrary(db, data.moves, data.favouriteIds, at, data.askedAt ?? at)
    // Each card's small photo goes with the library, so the whole saved library has pictures
    // offline; in the background, since the list is already on screen.
    void import('../thumbnails/thumbnailStore').then(({ syncThumbnailsInBackground }) => syncThumbnailsInBackground(db, data.moves))
    // The server's list plus any favourite changes still waiting to be sent.
    const { intended } = await readFavourites(db)
    return { moves: data.moves, favouriteIds: intended, syncedAt: at }
  },
  savedAt: (data) => data.syncedAt,
}

/** The library for pages that draw its newest moves first (the library, the dashboard): the first screen, then the rest. */
export const libraryFirstScreenSource: OfflineFirstSource<LibraryData> = {
  ...librarySource,
  async readFirst(db) {
    const stored = await readLibraryFirstScreen(db, FIRST_SCREEN_MOVES)
    if (stored.total === 0 && stored.syncedAt === null) return undefined
    return {
      moves: stored.moves,
      favouriteIds: stored.favouriteIds,
      syncedAt: stored.syncedAt,
      firstScreen: { total: stored.total, featured: stored.featured },
    }
  },
}
