import { useEffect, useState } from 'react'
import type { MoveDetail } from '@/api/moves/moveTypes'
import type { VideoOnDevice } from './offlineVideo'

/**
 * Whether this move's video is downloaded on this device: yes, no, or not known yet. The downloads
 * state it reads loads after the first draw (it only matters offline, and the page draws the same
 * while the answer is unknown).
 */
export function useVideoOnDevice(move: Pick<MoveDetail, 'id' | 'video_url' | 'video_webm_url'>): VideoOnDevice {
  const { id, video_url, video_webm_url } = move
  const [answer, setAnswer] = useState<{ of: string; value: VideoOnDevice } | null>(null)
  const key = `${id} ${video_url} ${video_webm_url}`

  useEffect(() => {
    let unsubscribe: (() => void) | null = null
    let active = true
    void import('./offlineVideo')
      .then(({ watchVideoOnDevice }) => {
        if (active) unsubscribe = watchVideoOnDevice({ id, video_url, video_webm_url }, (value) => setAnswer({ of: key, value }))
      })
      // Offline with this chunk missing the answer stays unknown, and the player is tried.
      .catch(() => undefined)
    return () => {
      active = false
      unsubscribe?.()
    }
  }, [id, video_url, video_webm_url, key])

  return answer?.of === key ? answer.value : 'unknown'
}
