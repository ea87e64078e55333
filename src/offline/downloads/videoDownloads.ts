import { getMoveDetail } from '@/api/moves/movesApi'
import type { MoveDetail } from '@/api/moves/moveTypes'
import { browserCanPlay, chooseVideoUrl, type DownloadableMove } from './chooseVideoUrl'
import { assertOnline, toDownloadError, VideoDownloadError } from './downloadErrors'
import { downloadKey } from './downloadKey'
import { absoluteUrl, deleteUnreferenced, holdsCurrentVideo, readRecord, readRecords, recordUrl, writeRecord, type DownloadRecord } from './downloadRecords'
import { fetchIntoCache, type DownloadProgress } from './fetchIntoCache'
import { notifyServiceWorker } from './notifyServiceWorker'
import { VIDEO_CACHE_NAME } from './videoCacheName'

/*
 * "Download for offline": whole video files kept in Cache Storage (VIDEO_CACHE_NAME), which the
 * service worker answers range requests from. Nothing else ever writes to that cache.
 */

export interface DownloadOptions {
  onProgress?: (progress: DownloadProgress) => void
  signal?: AbortSignal
  /** canPlayType of this browser; tests pass their own. */
  canPlay?: (type: string) => string
}

async function openVideoCache(): Promise<Cache> {
  // Missing in old browsers and in some private modes, where open() also throws.
  if (typeof caches === 'undefined') throw new VideoDownloadError('unsupported')
  try {
    return await caches.open(VIDEO_CACHE_NAME)
  } catch {
    throw new VideoDownloadError('unsupported')
  }
}

/** The video cache if it exists; reading must not create it (open() would). */
async function videoCacheIfAny(): Promise<Cache | null> {
  if (typeof caches === 'undefined') return null
  try {
    return (await caches.has(VIDEO_CACHE_NAME)) ? await caches.open(VIDEO_CACHE_NAME) : null
  } catch {
    return null
  }
}

/**
 * Downloads the move's video (the format this browser plays) and its captions, plus its poster
 * when it can: a poster on another origin without CORS cannot be read, and a missing picture
 * must not cost the member the video. Nothing is kept from a download that fails or is cancelled.
 */
export async function downloadMoveVideo(move: DownloadableMove, { onProgress, signal, canPlay = browserCanPlay }: DownloadOptions = {}): Promise<DownloadRecord> {
  const stored: string[] = []
  let cache: Cache | null = null
  try {
    signal?.throwIfAborted()
    assertOnline()
    cache = await openVideoCache()
    const videoUrl = absoluteUrl(chooseVideoUrl(move, canPlay))
    stored.push(downloadKey(videoUrl))
    let bytes = await fetchIntoCache(cache, videoUrl, { signal, onProgress })

    if (move.captions_url) {
      const captionsUrl = absoluteUrl(move.captions_url)
      stored.push(downloadKey(captionsUrl))
      bytes += await fetchIntoCache(cache, captionsUrl, { signal })
    }
    if (move.poster_url) {
      const posterUrl = absoluteUrl(move.poster_url)
      const posterBytes = await fetchIntoCache(cache, posterUrl, { signal }).catch((error: unknown) => {
        if (signal?.aborted) throw error
        return null
      })
      if (posterBytes !== null) {
        stored.push(downloadKey(posterUrl))
        bytes += posterBytes
      }
    }

    const record: DownloadRecord = {
      id: move.id,
      title: move.title,
      videoUrl: downloadKey(videoUrl),
      files: stored,
      bytes,
      downloadedAt: new Date().toISOString(),
    }
    const previous = await readRecord(cache, move.id)
    await writeRecord(cache, record)
    // A re-download after the move's video changed leaves the old file unlisted: drop it.
    if (previous) await deleteUnreferenced(cache, previous.files)
    notifyServiceWorker()
    return record
  } catch (error) {
    // Files another downloaded move also uses (a shared poster) stay.
    if (cache) await deleteUnreferenced(cache, stored).catch(() => undefined)
    throw toDownloadError(error, signal)
  }
}

/** Every downloaded move, newest first. Empty where Cache Storage is unavailable. */
export async function listDownloads(): Promise<DownloadRecord[]> {
  const cache = await videoCacheIfAny()
  if (!cache) return []
  const records = await readRecords(cache)
  return records.sort((a, b) => b.downloadedAt.localeCompare(a.downloadedAt))
}

/**
 * True when the move is downloaded. Given its video URLs, also checks the stored file is still
 * the move's current video: a member who replaced their upload should download it again.
 */
export async function isDownloaded(move: Pick<MoveDetail, 'id'> & Partial<Pick<MoveDetail, 'video_url' | 'video_webm_url'>>): Promise<boolean> {
  const cache = await videoCacheIfAny()
  const record = cache ? await readRecord(cache, move.id) : null
  if (!record) return false
  if (move.video_url === undefined) return true
  return holdsCurrentVideo(record, { video_url: move.video_url, video_webm_url: move.video_webm_url ?? '' })
}

export async function removeDownload(move: Pick<MoveDetail, 'id'>): Promise<void> {
  const cache = await videoCacheIfAny()
  const record = cache ? await readRecord(cache, move.id) : null
  if (!cache || !record) return
  // The record goes first, so a removal cut short leaves stray bytes, never a listed move without its video.
  await cache.delete(recordUrl(move.id))
  await deleteUnreferenced(cache, record.files)
  notifyServiceWorker()
}

export async function removeAllDownloads(): Promise<void> {
  if (typeof caches === 'undefined') return
  await caches.delete(VIDEO_CACHE_NAME)
  notifyServiceWorker()
}

/** A move in a batch: a summary (its detail is loaded when needed) or one already loaded. */
export type BatchMove = Pick<MoveDetail, 'id' | 'title'> | DownloadableMove

export interface BatchProgress {
  /** Moves finished or skipped so far. */
  done: number
  total: number
  /** 0–1 over the whole batch, counting the current video's bytes. */
  fraction: number
  current: { id: number; title: string } | null
}

export interface BatchResult {
  downloaded: number[]
  skipped: number[]
  failed: Array<{ id: number; title: string; message: string }>
}

export interface BatchOptions extends Omit<DownloadOptions, 'onProgress'> {
  onProgress?: (progress: BatchProgress) => void
  onMoveDownloaded?: (record: DownloadRecord) => void
  loadDetail?: (id: number, signal?: AbortSignal) => Promise<DownloadableMove>
}

const hasMedia = (move: BatchMove): move is DownloadableMove => 'video_url' in move

/**
 * Downloads moves one after another (parallel downloads would only split the same connection
 * and leave several half-finished files when cancelled), skipping those already downloaded.
 * A move that fails is reported and the rest continue; being offline, out of space or
 * cancelled stops the batch, since every later move would fail the same way.
 */
export async function downloadMany(
  moves: readonly BatchMove[],
  { onProgress, onMoveDownloaded, signal, canPlay, loadDetail = getMoveDetail }: BatchOptions = {},
): Promise<BatchResult> {
  const result: BatchResult = { downloaded: [], skipped: [], failed: [] }
  const total = moves.length
  const report = (done: number, currentFraction: number, current: BatchProgress['current']) =>
    onProgress?.({ done, total, fraction: total === 0 ? 1 : Math.min(1, (done + currentFraction) / total), current })

  for (const [index, move] of moves.entries()) {
    if (signal?.aborted) throw new VideoDownloadError('cancelled')
    const current = { id: move.id, title: move.title }
    report(index, 0, current)
    if (await isDownloaded(move)) {
      result.skipped.push(move.id)
      continue
    }
    try {
      assertOnline()
      const detail = hasMedia(move) ? move : await loadDetail(move.id, signal)
      const record = await downloadMoveVideo(detail, {
        signal,
        canPlay,
        onProgress: ({ loaded, total: size }) => report(index, size ? loaded / size : 0, current),
      })
      result.downloaded.push(move.id)
      onMoveDownloaded?.(record)
    } catch (error) {
      const failure = toDownloadError(error, signal)
      if (failure.reason !== 'failed') throw failure
      const message = error instanceof VideoDownloadError || !(error instanceof Error) ? failure.message : error.message
      result.failed.push({ id: move.id, title: move.title, message })
    }
  }
  report(total, 0, null)
  return result
}
