import { useEffect, useRef, type RefObject } from 'react'
import { WatchAccumulator, type WatchProgress } from './watchAccumulator'

/**
 * Reports what the member watched of `video`: on pause, at the end, when the page is hidden
 * (mobile browsers rarely fire unload) and when the player goes away.
 */
export function useWatchTracker(
  videoRef: RefObject<HTMLVideoElement | null>,
  fallbackDuration: number,
  onWatched: ((progress: WatchProgress) => void) | undefined,
): void {
  // Latest callback and duration without re-subscribing: re-subscribing would flush mid-play.
  const onWatchedRef = useRef(onWatched)
  const fallbackRef = useRef(fallbackDuration)
  useEffect(() => {
    onWatchedRef.current = onWatched
    fallbackRef.current = fallbackDuration
  })

  useEffect(() => {
    const video = videoRef.current
    if (!video) return
    const watched = new WatchAccumulator()
    const duration = () => (Number.isFinite(video.duration) && video.duration > 0 ? video.duration : fallbackRef.current)

    const flush = () => {
      const progress = watched.take(duration())
      if (progress) onWatchedRef.current?.(progress)
    }
    const onPlay = () => watched.start(video.currentTime)
    const onTimeUpdate = () => {
      if (!video.paused) watched.advance(video.currentTime, duration())
    }
    const onSeeking = () => watched.seek(video.currentTime)
    const onPause = () => {
      // Browsers fire `pause` just before `ended`; the end must already count here.
      if (video.ended) watched.end(duration())
      else watched.stop()
      flush()
    }
    const onEnded = () => {
      watched.end(duration())
      flush()
    }
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush()
    }

    // One signal removes every listener at once, so adding and removing cannot drift apart.
    const listening = new AbortController()
    const { signal } = listening
    video.addEventListener('play', onPlay, { signal })
    video.addEventListener('timeupdate', onTimeUpdate, { signal })
    video.addEventListener('seeking', onSeeking, { signal })
    video.addEventListener('pause', onPause, { signal })
    video.addEventListener('ended', onEnded, { signal })
    document.addEventListener('visibilitychange', onVisibility, { signal })
    window.addEventListener('pagehide', flush, { signal })
    return () => {
      listening.abort()
      flush()
    }
  }, [videoRef])
}
