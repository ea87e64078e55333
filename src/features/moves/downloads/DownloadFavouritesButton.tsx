import { useEffect, type ReactNode } from 'react'
import type { MoveSummary } from '@/api/moves/moveTypes'
import { DOWNLOAD_MESSAGES } from '@/offline/downloads/downloadErrors'
import {
  cancelBatchDownload,
  clearBatchJob,
  refreshDownloads,
  startBatchDownload,
  useBatchJob,
  useDownloads,
} from '@/offline/downloads/downloadsState'
import type { BatchResult } from '@/offline/downloads/videoDownloads'
import { canDownloadVideos } from '@/offline/downloads/canDownloadVideos'
import { DownloadProgress, DownloadStart } from './DownloadControls'
import { useFocusAfterSwap } from './useFocusAfterSwap'
import { useOnline } from '@/lib/network/useOnline'
import './downloads.css'

const moveCount = (n: number) => `${n} ${n === 1 ? 'move' : 'moves'}`

function summary({ downloaded, skipped, failed }: BatchResult): string {
  const parts = [`${moveCount(downloaded.length)} downloaded`]
  if (skipped.length > 0) parts.push(`${skipped.length} already downloaded`)
  if (failed.length > 0) parts.push(`${failed.length} could not be downloaded (${failed.map((move) => move.title).join(', ')})`)
  return `${parts.join(', ')}.`
}

/**
 * "Download all favourites": the member's favourites, one after another, with one bar for the
 * whole batch. Moves already downloaded are skipped, so pressing it again only fetches what is new.
 */
export function DownloadFavouritesButton({ moves }: { moves: ReadonlyArray<Pick<MoveSummary, 'id' | 'title'>> }) {
  const online = useOnline()
  const { known, moves: downloads } = useDownloads()
  const job = useBatchJob()
  const phase = job?.status ?? 'idle'
  const { target, containerProps } = useFocusAfterSwap<HTMLButtonElement>(phase)

  useEffect(() => {
    if (!known) void refreshDownloads()
  }, [known])

  const missing = moves.filter((move) => !downloads.has(move.id)).length
  let controls: ReactNode
  let announcement = ''

  if (job?.status === 'downloading') {
    const percent = Math.floor(job.fraction * 100)
    announcement = `Downloading ${moveCount(job.total)} for offline use.`
    controls = (
      <DownloadProgress
        label="Downloading favourites"
        value={job.fraction}
        max={1}
        text={`${Math.min(job.done + 1, job.total)} of ${job.total} · ${percent}%`}
        onCancel={cancelBatchDownload}
        cancelRef={target}
      />
    )
  } else {
    const explanation = !canDownloadVideos()
      ? DOWNLOAD_MESSAGES.unsupported
      : !online
        ? DOWNLOAD_MESSAGES.offline
        : moves.length === 0
          ? 'You have no favourites to download yet.'
          : known && missing === 0
            ? 'All your favourites are downloaded.'
            : ''
    if (job?.status === 'finished') announcement = summary(job.result)
    controls = (
      <DownloadStart
        label="Download all favourites"
        explanation={explanation}
        failure={job?.status === 'failed' ? job.message : undefined}
        onStart={() => {
          clearBatchJob()
          void startBatchDownload(moves)
        }}
        buttonRef={target}
      />
    )
  }

  return (
    <div className="move-download" {...containerProps}>
      {controls}
      <p className={job?.status === 'finished' ? 'move-download__note' : 'visually-hidden'} role="status">
        {announcement}
      </p>
    </div>
  )
}
