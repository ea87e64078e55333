import { DOWNLOAD_RECORD_PATH } from './videoCacheName'
import { downloadKey } from './downloadKey'

/**
 * One downloaded move, stored as a small JSON entry in the video cache itself. It is written last,
 * so a move counts as downloaded only once all its files are in; and it lives beside the files, so
 * clearing site data or an eviction can never leave a list of downloads whose videos are gone.
 */
export interface DownloadRecord {
  id: number
  title: string
  /** The video file kept (the format this browser plays), as an absolute URL. */
  videoUrl: string
  /** Every file kept for the move (video, captions, poster), absolute URLs. */
  files: string[]
  bytes: number
  downloadedAt: string
}

/** Cache keys are absolute; moves carry site-relative URLs in mock builds. */
export function absoluteUrl(url: string): string {
  return new URL(url, globalThis.location?.href ?? 'http://localhost/').href
}

export const recordUrl = (moveId: number) => absoluteUrl(`${DOWNLOAD_RECORD_PATH}${moveId}.json`)

/** True when `record` holds the move's current video (not one a member has since replaced). */
export function holdsCurrentVideo(record: DownloadRecord, move: { video_url: string; video_webm_url: string }): boolean {
  return [move.video_url, move.video_webm_url].some((url) => url !== '' && downloadKey(url) === record.videoUrl)
}

const isRecordUrl = (url: string) => new URL(url).pathname.startsWith(DOWNLOAD_RECORD_PATH)

function isDownloadRecord(value: unknown): value is DownloadRecord {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  return (
    typeof record.id === 'number' &&
    typeof record.title === 'string' &&
    typeof record.videoUrl === 'string' &&
    Array.isArray(record.files) &&
    record.files.every((file) => typeof file === 'string') &&
    typeof record.bytes === 'number' &&
    typeof record.downloadedAt === 'string'
  )
}

export async function readRecords(cache: Cache): Promise<DownloadRecord[]> {
  const keys = (await cache.keys()).filter((request) => isRecordUrl(request.url))
  const records = await Promise.all(
    keys.map(async (request) => {
      const response = await cache.match(request.url)
      const value: unknown = await response?.json().catch(() => null)
      return isDownloadRecord(value) ? value : null
    }),
  )
  return records.filter((record): record is DownloadRecord => record !== null)
}

export async function readRecord(cache: Cache, moveId: number): Promise<DownloadRecord | null> {
  const response = await cache.match(recordUrl(moveId))
  const value: unknown = await response?.json().catch(() => null)
  return isDownloadRecord(value) ? value : null
}

export function writeRecord(cache: Cache, record: DownloadRecord): Promise<void> {
  const body = JSON.stringify(record)
  return cache.put(recordUrl(record.id), new Response(body, { headers: { 'Content-Type': 'application/json' } }))
}

/**
 * Deletes `files` that no remaining record lists. Two moves may share a video or a poster (a
 * member's copy of a catalogue move), and removing one must not break the other offline.
 */
export async function deleteUnreferenced(cache: Cache, files: readonly string[]): Promise<void> {
  const kept = new Set((await readRecords(cache)).flatMap((record) => record.files))
  await Promise.all(files.filter((file) => !kept.has(file)).map((file) => cache.delete(file)))
}
