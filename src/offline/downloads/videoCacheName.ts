/*
 * Shared by the page and the service worker (src/sw.ts), so it imports nothing: whatever it
 * imported would be bundled into the worker too.
 */

/** Cache Storage holding only videos the member chose to download. Bump the version to drop them all. */
export const VIDEO_CACHE_NAME = 'movetime-videos-v1'

/** Posted to the service worker after a download or removal, so it re-reads which URLs it holds. */
export const VIDEO_CACHE_CHANGED = 'VIDEO_CACHE_CHANGED'

/**
 * Prefix of the small JSON entries that record each downloaded move. They live in the same cache
 * so the files and their record are cleared together (site data, eviction, a version bump).
 */
export const DOWNLOAD_RECORD_PATH = '/__movetime/downloads/'
