import { appStore } from '@/lib/auth/authState'
import type { DownloadRecord } from './downloadRecords'
import { absoluteUrl } from './downloadRecords'
import { batchJobAtom, downloadsAtom, moveJobsAtom, type BatchJob, type MoveJob } from './downloadsState'

/** Puts the shared download state where a test or story needs it (appStore outlives each test). */
export function setDownloadsState({
  downloads,
  moveJobs = [],
  batchJob = null,
}: { downloads?: DownloadRecord[]; moveJobs?: Array<[number, MoveJob]>; batchJob?: BatchJob | null } = {}): void {
  appStore.set(downloadsAtom, downloads ? { known: true, moves: new Map(downloads.map((record) => [record.id, record])) } : { known: false, moves: new Map() })
  appStore.set(moveJobsAtom, new Map(moveJobs))
  appStore.set(batchJobAtom, batchJob)
}

/** A record as a finished download leaves it. */
export function downloadRecord(move: { id: number; title: string; video_url: string }, bytes = 8_400_000): DownloadRecord {
  const videoUrl = absoluteUrl(move.video_url)
  return { id: move.id, title: move.title, videoUrl, files: [videoUrl], bytes, downloadedAt: '2025-03-01T08:00:00.000Z' }
}
