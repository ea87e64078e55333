import type { MoveSummary } from '@/api/moves/moveTypes'
import type { OfflineDb } from '../store/offlineSchema'

/**
 * The library's small photos on the device (the `thumbnails` store, by URL). Saved with the
 * library, so every card of the saved library shows a picture offline, not only the posters the
 * member happened to scroll past online. A few KB each; the 5,000-move catalogue reuses about
 * 130 photos, so the store stays well under 1 MB.
 */

/** Anything bigger is not a thumbnail: refuse it rather than fill the device. */
export const MAX_THUMBNAIL_BYTES = 64 * 1024
export const THUMBNAIL_CONCURRENCY = 4

export interface ThumbnailSyncOptions {
  fetch?: typeof fetch
  /** How many downloads run at once. */
  concurrency?: number
  /** false means surely offline: nothing is fetched (and nothing removed) until the next save. */
  isOnline?: () => boolean
}

export interface ThumbnailSyncResult {
  skipped: boolean
  saved: number
  removed: number
  failed: number
}

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false

/** The thumbnails these moves need, once each. */
export function wantedThumbnails(moves: readonly Pick<MoveSummary, 'thumbnail_url'>[]): Set<string> {
  const urls = new Set<string>()
  for (const move of moves) if (move.thumbnail_url) urls.add(move.thumbnail_url)
  return urls
}

async function download(url: string, fetcher: typeof fetch): Promise<{ type: string; bytes: ArrayBuffer } | null> {
  try {
    const response = await fetcher(url, { credentials: 'same-origin' })
    if (!response.ok) return null
    const type = response.headers.get('content-type') ?? ''
    if (!type.startsWith('image/')) return null
    const bytes = await response.arrayBuffer()
    return bytes.byteLength > 0 && bytes.byteLength <= MAX_THUMBNAIL_BYTES ? { type, bytes } : null
  } catch {
    // Offline after all, or the server failed: the next save tries again.
    return null
  }
}

/**
 * Makes the store hold exactly the thumbnails of `moves`: fetches the missing ones (a few at a
 * time), removes those no move uses any more (a move gone, or its photo's URL changed). Each
 * thumbnail is its own small write, so an interrupted run keeps what it fetched.
 */
export async function syncThumbnails(db: OfflineDb, moves: readonly Pick<MoveSummary, 'thumbnail_url'>[], options: ThumbnailSyncOptions = {}): Promise<ThumbnailSyncResult> {
  const isOnline = options.isOnline ?? browserOnline
  if (!isOnline()) return { skipped: true, saved: 0, removed: 0, failed: 0 }
  const fetcher = options.fetch ?? fetch.bind(globalThis)
  const wanted = wantedThumbnails(moves)
  const stored = new Set(await db.getAllKeys('thumbnails'))

  const unused = [...stored].filter((url) => !wanted.has(url))
  if (unused.length > 0) {
    const tx = db.transaction('thumbnails', 'readwrite')
    await Promise.all([...unused.map((url) => tx.store.delete(url)), tx.done])
  }

  const missing = [...wanted].filter((url) => !stored.has(url))
  let saved = 0
  let failed = 0
  let next = 0
  const worker = async () => {
    while (next < missing.length) {
      const url = missing[next++] as string
      const file = await download(url, fetcher)
      if (file === null) failed += 1
      else {
        await db.put('thumbnails', { url, type: file.type, bytes: file.bytes, savedAt: Date.now() })
        saved += 1
      }
    }
  }
  const workers = Math.max(1, Math.min(options.concurrency ?? THUMBNAIL_CONCURRENCY, missing.length))
  await Promise.all(Array.from({ length: workers }, worker))
  return { skipped: false, saved, removed: unused.length, failed }
}

const running = new WeakMap<OfflineDb, Promise<unknown>>()

/**
 * Runs syncThumbnails after the library is saved, in the background: one run per database at a
 * time, the next waiting for the last, so two quick saves never fetch the same photo twice.
 */
export function syncThumbnailsInBackground(db: OfflineDb, moves: readonly Pick<MoveSummary, 'thumbnail_url'>[], options?: ThumbnailSyncOptions): Promise<ThumbnailSyncResult | null> {
  const previous = running.get(db) ?? Promise.resolve()
  const run = previous
    .catch(() => undefined)
    .then(() => syncThumbnails(db, moves, options))
    // A closed database (sign-out mid-run) or a full disk: the photos are a nicety, never an error.
    .catch(() => null)
  running.set(db, run)
  return run
}
