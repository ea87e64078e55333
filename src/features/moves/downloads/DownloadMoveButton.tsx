import { useEffect, useId, type ReactNode } from 'react'
import type { MoveDetail } from '@/api/moves/moveTypes'
import { DOWNLOAD_MESSAGES } from '@/offline/downloads/downloadErrors'
import { holdsCurrentVideo } from '@/offline/downloads/downloadRecords'
import {
  cancelMoveDownload,
  clearMoveJob,
  refreshDownloads,
  removeMoveDownload,
  startMoveDownload,
  useDownloads,
  useMoveJob,
} from '@/offline/downloads/downloadsState'
import { canDownloadVideos } from '@/offline/downloads/canDownloadVideos'
import { Button } from '@/ui/button/Button'
import { DownloadProgress, DownloadStart } from './DownloadControls'
import { formatBytes } from './formatBytes'
import { useFocusAfterSwap } from './useFocusAfterSwap'
import { useOnline } from '@/lib/network/useOnline'
import './downloads.css'

export type DownloadableMoveDetail = Pick<MoveDetail, 'id' | 'title' | 'video_url' | 'video_webm_url' | 'captions_url' | 'poster_url'>

/** "Download for offline" → a labelled progress bar with Cancel → "Downloaded · Remove". */
export function DownloadMoveButton({ move }: { move: DownloadableMoveDetail }) {
  const online = useOnline()
  const { known, moves } = useDownloads()
  const job = useMoveJob(move.id)
  const noteId = useId()

  useEffect(() => {
    if (!known) void refreshDownloads()
  }, [known])

  const record = moves.get(move.id)
  const downloaded = record !== undefined && holdsCurrentVideo(record, move)
  const phase = job?.status === 'downloading' ? 'downloading' : downloaded ? 'downloaded' : 'idle'
  const { target, containerProps } = useFocusAfterSwap<HTMLButtonElement>(phase)

  const start = () => {
    clearMoveJob(move.id)
    void startMoveDownload(move)
  }

  if (!known && !job) return null

  const unsupported = !canDownloadVideos()
  const explanation = unsupported ? DOWNLOAD_MESSAGES.unsupported : online ? '' : DOWNLOAD_MESSAGES.offline
  let controls: ReactNode
  let announcement = ''

  if (job?.status === 'downloading') {
    const { loaded, total } = job
    const amount = total ? `${Math.floor((loaded / total) * 100)}%` : formatBytes(loaded)
    announcement = `Downloading ${move.title} for offline use.`
    controls = (
      <DownloadProgress
        label={`Downloading ${move.title}`}
        value={total ? loaded : undefined}
        max={total ?? undefined}
        text={`Downloading… ${amount}`}
        onCancel={() => cancelMoveDownload(move.id)}
        cancelRef={target}
      />
    )
  } else if (downloaded) {
    announcement = `${move.title} is downloaded and plays offline.`
    controls = (
      <>
        <span className="move-download__done" id={noteId}>
          Downloaded
        </span>
        <span aria-hidden="true">·</span>
        <Button ref={target} variant="ghost" aria-label="Remove download" aria-describedby={noteId} onClick={() => void removeMoveDownload(move.id)}>
          Remove
        </Button>
      </>
    )
  } else {
    controls = (
      <DownloadStart
        label="Download for offline"
        explanation={explanation}
        failure={job?.status === 'failed' ? job.message : undefined}
        onStart={start}
        buttonRef={target}
      />
    )
  }

  return (
    <div className="move-download" {...containerProps}>
      {controls}
      {/* Present from the start, so screen readers announce each change of state. */}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  )
}
