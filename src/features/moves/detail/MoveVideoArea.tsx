import { lazy, Suspense } from 'react'
import type { MoveDetailOnDevice } from '@/offline/store/moveDetailStore'
import { useOnline } from '@/lib/network/useOnline'
import { Spinner } from '@/ui/spinner/Spinner'
import { LazyMovePlayer } from '../player/LazyMovePlayer'
import type { WatchProgress } from '../player/watchAccumulator'
import { useVideoOnDevice } from './useVideoOnDevice'
import { VideoNotice } from './VideoNotice'

// Only offline: a member online never sees it, so it is no part of the page's first download.
const OfflineVideoNotice = lazy(() => import('./offlineVideo').then((m) => ({ default: m.OfflineVideoNotice })))

export interface MoveVideoAreaProps {
  move: MoveDetailOnDevice
  onWatched: (progress: WatchProgress) => void
}

/**
 * The move's video, or, offline without the video on this device, a plain message saying so
 * instead of a player that could only fail. A move opened from the saved library alone has no
 * video links until the server answers: online it waits for them, offline it says why.
 */
export function MoveVideoArea({ move, onWatched }: MoveVideoAreaProps) {
  const online = useOnline()
  const onDevice = useVideoOnDevice(move)
  const loading = (
    <VideoNotice move={move}>
      <Spinner size={40} label="Loading the video…" />
    </VideoNotice>
  )

  if (!online && (move.libraryOnly || onDevice === 'no')) {
    return (
      <Suspense fallback={loading}>
        <OfflineVideoNotice move={move} />
      </Suspense>
    )
  }
  if (move.libraryOnly) return loading
  // The same element online and offline (while the video may be on the device): losing the network mid-workout keeps the player playing.
  return <LazyMovePlayer move={move} onWatched={onWatched} fallback={loading} />
}
