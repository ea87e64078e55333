import { useEffect, useId, type ReactNode } from 'react'
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
import { canDownloadVideos } from '@/offline/downloads/videoDownloads'
import { Button } from '@/ui/button/Button'
import { FormAlert } from '@/ui/field/FormAlert'
import { useFocusAfterSwap } from './useFocusAfterSwap'
import { useOnline } from './useOnline'
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
  const noteId = useId()
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
      <>
        <progress className="move-download__bar" aria-label="Downloading favourites" value={job.fraction} max={1} />
        <span className="move-download__text" aria-hidden="true">
          {Math.min(job.done + 1, job.total)} of {job.total} · {percent}%
        </span>
        <Button ref={target} variant="secondary" onClick={cancelBatchDownload}>
          Cancel
        </Button>
      </>
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
      <>
        <Button
          ref={target}
          variant="secondary"
          disabled={explanation !== ''}
          aria-describedby={explanation ? noteId : undefined}
          onClick={() => {
            clearBatchJob()
            void startBatchDownload(moves)
          }}
        >
          Download all favourites
        </Button>
        {explanation && (
          <span id={noteId} className="move-download__note">
            {explanation}
          </span>
        )}
        {job?.status === 'failed' && <FormAlert>{job.message}</FormAlert>}
      </>
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
