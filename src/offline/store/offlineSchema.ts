import type { DBSchema, IDBPDatabase } from 'idb'
import type { MoveDetail, MoveHistoryEntry, MoveStats, MoveSummary, UserInfo } from '@/api/moves/moveTypes'
import type { BookingRecord } from './bookingRecords'
import type { CommunityRecord } from './communityRecords'
import type { SiteCopy } from './siteRecords'
import type { SpaceRecord } from './spaceRecords'

export const OFFLINE_DB_NAME = 'movetime-offline'

/**
 * Bump this and add a step to `offlineMigrations.ts` for every schema change; never edit a step
 * that has shipped, because devices in the field are still at that version.
 */
export const OFFLINE_DB_VERSION = 8

/** The single key of stores that hold one record per device (the member is one per device). */
export const CURRENT = 'current'

/** The member's favourites as this device knows them. */
export interface FavouritesRecord {
  /** What the member wants: the confirmed ids with their pending outbox intents applied. */
  intended: number[]
  /** The last list the server itself reported; what the outbox reconciles against. */
  confirmed: number[]
}

/** Things that are synced on their own and so go stale on their own. */
export type SyncDataset = 'library' | 'profile' | 'stats' | 'history' | 'favourites' | 'outbox' | `move:${number}`

export type MetaRecord =
  | { key: 'owner'; userId: number }
  | { key: `synced:${SyncDataset}`; at: number }
  /** The ids of the library's featured moves, written with it, so the dashboard reads a few moves rather than all. */
  | { key: 'featured'; ids: number[] }

/** The member wants this move to be (or not be) a favourite; one per move at most. */
export interface FavouriteOp {
  type: 'favourite'
  moveId: number
  favourite: boolean
}

/**
 * One queued write. `type` names its kind (`src/offline/sync/kinds/`), which owns the other
 * fields; `seq` is assigned by IndexedDB on insert, so it is absent until the write is stored.
 */
export interface OutboxRecord {
  type: string
  seq?: number
}

/**
 * A move's small photo kept on the device, by its URL (moves share photos; a changed URL is a new
 * record). Bytes and type rather than a Blob: some browsers (older Safari) cannot store Blobs in
 * IndexedDB, and an ArrayBuffer clones everywhere.
 */
export interface ThumbnailRecord {
  url: string
  type: string
  bytes: ArrayBuffer
  savedAt: number
}

export interface OfflineSchema extends DBSchema {
  moves: { key: number; value: MoveSummary; indexes: { 'by-created': string } }
  moveDetails: { key: number; value: MoveDetail }
  favourites: { key: typeof CURRENT; value: FavouritesRecord }
  profile: { key: typeof CURRENT; value: UserInfo }
  stats: { key: typeof CURRENT; value: MoveStats }
  history: { key: typeof CURRENT; value: MoveHistoryEntry[] }
  meta: { key: MetaRecord['key']; value: MetaRecord }
  /** `by-favourite-move` indexes every record with a `moveId`, uniquely: only favourites have one. */
  outbox: { key: number; value: OutboxRecord; indexes: { 'by-favourite-move': number } }
  thumbnails: { key: string; value: ThumbnailRecord }
  /** The community pages' last server answers (friends, requests, groups, challenges), by page. */
  community: { key: CommunityRecord['key']; value: CommunityRecord }
  /** The bookings pages' last server answers (calendar months and booking pages), by page. */
  bookings: { key: BookingRecord['key']; value: BookingRecord }
  /** The spaces pages' copy: the list, each space's newest messages, refused messages (`spaceRecords.ts`). */
  spaces: { key: SpaceRecord['key']; value: SpaceRecord }
  /** The public pages' last CMS entries, by page (`home`, `faq`…), for visitors and members alike (`siteRecords.ts`). */
  site: { key: string; value: SiteCopy }
}

export type OfflineDb = IDBPDatabase<OfflineSchema>

/**
 * Every store of the member's data, for the transactions that must touch all of them (wipe). The
 * `site` store is left out on purpose: it holds the public pages' text, the same for everyone, so
 * a sign-out or another member signing in has nothing of anyone's to remove from it, and a visitor
 * offline after signing out still reads the last copy.
 */
export const ALL_STORES = ['moves', 'moveDetails', 'favourites', 'profile', 'stats', 'history', 'meta', 'outbox', 'thumbnails', 'community', 'bookings', 'spaces'] as const
