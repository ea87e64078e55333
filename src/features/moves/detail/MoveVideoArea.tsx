import type { ReactNode } from 'react'
import type { MoveDetailOnDevice } from '@/offline/store/moveDetailStore'
import { useOnline } from '@/lib/network/useOnline'
import { MovePhoto } from '@/shared/moves/MovePhoto'
import { Spinner } from '@/ui/spinner/Spinner'
import { LazyMovePlayer } from '../player/LazyMovePlayer'
import { PlayerIcon } from '../player/PlayerIcon'
import type { WatchProgress } from '../player/watchAccumulator'
import { useVideoOnDevice } from './useVideoOnDevice'

export const VIDEO_OFFLINE_TITLE = 'You’re offline'
export const VIDEO_OFFLINE_TEXT = 'This move’s video isn’t on this device. Download it for offline when you’re back online, and it plays anywhere.'

export interface MoveVideoAreaProps {
  move: MoveDetailOnDevice
  onWatched: (progress: WatchProgress) => void
}

/** The poster with a message in place of the player, the size of the player. */
function VideoNotice({ move, children }: { move: MoveDetailOnDevice; children: ReactNode }) {
  return (
    <div className="move-video-notice" role="group" aria-label={`Video: ${move.title}`}>
      <MovePhoto move={move} className="move-video-notice__photo" loading="eager" />
      <div className="move-video-notice__body">{children}</div>
    </div>
  )
}

/**
 * The move's video, or, offline without the video on this device, a plain message saying so
 * instead of a player that could only fail. A move opened from the saved library alone has no
 * video links until the server answers: online it waits for them, offline it says why.
 */
export function MoveVideoArea({ move, onWatched }: MoveVideoAreaProps) {
  const online = useOnline()
  const onDevice = useVideoOnDevice(move)

  if (!online && (move.libraryOnly || onDevice === 'no')) {
    return (
      <VideoNotice move={move}>
        <PlayerIcon name="offline" size={32} />
        <p className="move-video-notice__title">{VIDEO_OFFLINE_TITLE}</p>
        <p className="move-video-notice__text">{VIDEO_OFFLINE_TEXT}</p>
      </VideoNotice>
    )
  }
  const loading = (
    <VideoNotice move={move}>
      <Spinner size={40} label="Loading the video…" />
    </VideoNotice>
  )
  if (move.libraryOnly) return loading
  return <LazyMovePlayer move={move} onWatched={onWatched} fallback={loading} />
}
