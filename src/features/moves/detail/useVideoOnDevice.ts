import { useEffect } from 'react'
import type { MoveDetail } from '@/api/moves/moveTypes'
import { holdsCurrentVideo } from '@/offline/downloads/downloadRecords'
import { refreshDownloads, useDownloads } from '@/offline/downloads/downloadsState'

/** Whether this move's video is downloaded on this device: yes, no, or not known yet. */
export function useVideoOnDevice(move: Pick<MoveDetail, 'id' | 'video_url' | 'video_webm_url'>): 'yes' | 'no' | 'unknown' {
  const { known, moves } = useDownloads()
  useEffect(() => {
    if (!known) void refreshDownloads()
  }, [known])
  if (!known) return 'unknown'
  const record = moves.get(move.id)
  return record !== undefined && holdsCurrentVideo(record, move) ? 'yes' : 'no'
}
