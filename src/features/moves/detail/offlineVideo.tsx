import type { MoveDetail } from '@/api/moves/moveTypes'
import { appStore } from '@/lib/auth/authState'
import { holdsCurrentVideo } from '@/offline/downloads/downloadRecords'
import { downloadsAtom, refreshDownloads } from '@/offline/downloads/downloadsState'
import type { MoveDetailOnDevice } from '@/offline/store/moveDetailStore'
import { PlayerIcon } from '../player/PlayerIcon'
import { VideoNotice } from './VideoNotice'

/*
 * What the video area needs only offline, loaded after the page draws (MoveVideoArea): whether the
 * move's video is downloaded on this device, and the notice shown when it is not.
 */

export const VIDEO_OFFLINE_TITLE = 'You’re offline'
export const VIDEO_OFFLINE_TEXT = 'This move’s video isn’t on this device. Download it for offline when you’re back online, and it plays anywhere.'

export type VideoOnDevice = 'yes' | 'no' | 'unknown'

type VideoLinks = Pick<MoveDetail, 'id' | 'video_url' | 'video_webm_url'>

function videoOnDevice(move: VideoLinks): VideoOnDevice {
  const { known, moves } = appStore.get(downloadsAtom)
  if (!known) return 'unknown'
  const record = moves.get(move.id)
  return record !== undefined && holdsCurrentVideo(record, move) ? 'yes' : 'no'
}

/** Tells `onAnswer` whether the move's video is on this device, now and whenever the downloads change. Returns the unsubscribe. */
export function watchVideoOnDevice(move: VideoLinks, onAnswer: (answer: VideoOnDevice) => void): () => void {
  const unsubscribe = appStore.sub(downloadsAtom, () => onAnswer(videoOnDevice(move)))
  onAnswer(videoOnDevice(move))
  if (!appStore.get(downloadsAtom).known) void refreshDownloads()
  return unsubscribe
}

/** Offline without the video on this device: the poster and a plain message, not a player that could only fail. */
export function OfflineVideoNotice({ move }: { move: MoveDetailOnDevice }) {
  return (
    <VideoNotice move={move}>
      <PlayerIcon name="offline" size={32} />
      <p className="move-video-notice__title">{VIDEO_OFFLINE_TITLE}</p>
      <p className="move-video-notice__text">{VIDEO_OFFLINE_TEXT}</p>
    </VideoNotice>
  )
}
