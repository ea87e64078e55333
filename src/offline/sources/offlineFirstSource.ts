import type { OfflineDb } from '../store/offlineSchema'

/** Data a page keeps on the device: read at once, fetched from the server, saved for next time. */
export interface OfflineFirstSource<T> {
  /** What the device has, or undefined. */
  read(db: OfflineDb): Promise<T | undefined>
  /**
   * A quicker read of only what the first screen shows (the newest few of a long list), drawn
   * first; `read` then takes the whole copy in the background, once that screen has drawn.
   */
  readFirst?(db: OfflineDb): Promise<T | undefined>
  fetch(signal: AbortSignal): Promise<T>
  /** Keeps the server's answer; returns what to show (it may merge changes not yet sent). */
  save(db: OfflineDb, data: T): Promise<T>
  /** When the copy was last refreshed from the server, if the source keeps that. */
  savedAt?(data: T): number | null
  /**
   * For data that is nobody's (the public pages' text): the device database to use when no member
   * is signed in, opened without claiming it for anyone. Member data never defines this, so with
   * nobody signed in it is neither read nor kept.
   */
  openWithoutMember?(): Promise<OfflineDb>
}
