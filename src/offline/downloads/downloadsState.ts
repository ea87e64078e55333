import { atom, useAtomValue } from 'jotai'
import { appStore } from '@/lib/auth/authState'
import type { DownloadableMove } from './chooseVideoUrl'
import { VideoDownloadError } from './downloadErrors'
import type { DownloadRecord } from './downloadRecords'
import { requestPersistentStorage } from './storageInfo'
import type { BatchMove, BatchResult } from './videoDownloads'

// The download engine loads on the first call: a page that only shows whether a video is on the device draws without it.
const engine = () => import('./videoDownloads')

/*
 * Downloads held once for the whole app (in appStore), so every button for a move shows the same
 * state, and a download keeps going, cancellable, when the member leaves the page that started it.
 */

export interface DownloadsState {
  /** False until the cache has been read once, so nothing claims "not downloaded" too early. */
  known: boolean
  moves: ReadonlyMap<number, DownloadRecord>
}

export type MoveJob =
  | { status: 'downloading'; loaded: number; total: number | null }
  | { status: 'failed'; message: string }

export type BatchJob =
  | { status: 'downloading'; done: number; total: number; fraction: number; currentTitle: string | null }
  | { status: 'finished'; result: BatchResult }
  | { status: 'failed'; message: string }

export const downloadsAtom = atom<DownloadsState>({ known: false, moves: new Map() })
export const moveJobsAtom = atom<ReadonlyMap<number, MoveJob>>(new Map())
export const batchJobAtom = atom<BatchJob | null>(null)

const moveControllers = new Map<number, AbortController>()
let batchController: AbortController | null = null

function setMoveJob(id: number, job: MoveJob | null): void {
  const jobs = new Map(appStore.get(moveJobsAtom))
  if (job) jobs.set(id, job)
  else jobs.delete(id)
  appStore.set(moveJobsAtom, jobs)
}

/** Re-reads the list from the cache (after a change here, or in another tab). */
export async function refreshDownloads(): Promise<void> {
  const records = await engine()
    .then((downloads) => downloads.listDownloads())
    .catch(() => [])
  appStore.set(downloadsAtom, { known: true, moves: new Map(records.map((record) => [record.id, record])) })
}

const failureMessage = (error: unknown) =>
  error instanceof VideoDownloadError ? error.message : 'The video could not be downloaded. Please try again.'
const wasCancelled = (error: unknown) => error instanceof VideoDownloadError && error.reason === 'cancelled'

/** Progress moves the bar a whole percent at a time; a re-render per 64 KB chunk would be wasted work. */
function percentOf(loaded: number, total: number | null): number {
  return total ? Math.floor((loaded / total) * 100) : Math.floor(loaded / 500_000)
}

/** Starts downloading one move; a second call while it runs does nothing. */
export async function startMoveDownload(move: DownloadableMove): Promise<void> {
  if (moveControllers.has(move.id)) return
  const controller = new AbortController()
  moveControllers.set(move.id, controller)
  setMoveJob(move.id, { status: 'downloading', loaded: 0, total: null })
  // Asked at the first download, when keeping files is what the member just chose to do.
  void requestPersistentStorage()
  let shown = -1
  try {
    const { downloadMoveVideo } = await engine()
    await downloadMoveVideo(move, {
      signal: controller.signal,
      onProgress: ({ loaded, total }) => {
        const percent = percentOf(loaded, total)
        if (percent === shown) return
        shown = percent
        setMoveJob(move.id, { status: 'downloading', loaded, total })
      },
    })
    // The list first: clearing the job before it would flash "Download for offline" in between.
    await refreshDownloads()
    setMoveJob(move.id, null)
  } catch (error) {
    setMoveJob(move.id, wasCancelled(error) ? null : { status: 'failed', message: failureMessage(error) })
  } finally {
    moveControllers.delete(move.id)
  }
}

export function cancelMoveDownload(moveId: number): void {
  moveControllers.get(moveId)?.abort()
}

/** Clears a failed download's message (when the member starts again or dismisses it). */
export function clearMoveJob(moveId: number): void {
  if (!moveControllers.has(moveId)) setMoveJob(moveId, null)
}

export async function removeMoveDownload(moveId: number): Promise<void> {
  const { removeDownload } = await engine()
  await removeDownload({ id: moveId })
  await refreshDownloads()
}

/** "Download all favourites": one batch at a time. */
export async function startBatchDownload(moves: readonly BatchMove[]): Promise<void> {
  if (batchController) return
  const controller = new AbortController()
  batchController = controller
  appStore.set(batchJobAtom, { status: 'downloading', done: 0, total: moves.length, fraction: 0, currentTitle: null })
  void requestPersistentStorage()
  let shown = -1
  try {
    const { downloadMany } = await engine()
    const result = await downloadMany(moves, {
      signal: controller.signal,
      onProgress: ({ done, total, fraction, current }) => {
        const key = done * 1000 + Math.floor(fraction * 100)
        if (key === shown) return
        shown = key
        appStore.set(batchJobAtom, { status: 'downloading', done, total, fraction, currentTitle: current?.title ?? null })
      },
      onMoveDownloaded: () => void refreshDownloads(),
    })
    appStore.set(batchJobAtom, { status: 'finished', result })
  } catch (error) {
    appStore.set(batchJobAtom, wasCancelled(error) ? null : { status: 'failed', message: failureMessage(error) })
  } finally {
    batchController = null
    await refreshDownloads()
  }
}

export function cancelBatchDownload(): void {
  batchController?.abort()
}

export function clearBatchJob(): void {
  if (!batchController) appStore.set(batchJobAtom, null)
}

/** Cancels whatever is running, then deletes every downloaded video. */
export async function removeEveryDownload(): Promise<void> {
  batchController?.abort()
  for (const controller of moveControllers.values()) controller.abort()
  const { removeAllDownloads } = await engine()
  await removeAllDownloads()
  await refreshDownloads()
}

export function useDownloads(): DownloadsState {
  return useAtomValue(downloadsAtom, { store: appStore })
}

export function useMoveJob(moveId: number): MoveJob | null {
  return useAtomValue(moveJobsAtom, { store: appStore }).get(moveId) ?? null
}

export function useBatchJob(): BatchJob | null {
  return useAtomValue(batchJobAtom, { store: appStore })
}
