import { useCallback, useEffect, useState, type RefObject } from 'react'

/** iOS Safari on iPhone has no element full screen, only the video's own native one. */
interface WebkitVideo extends HTMLVideoElement {
  webkitEnterFullscreen?: () => void
}

function canUseElementFullscreen(): boolean {
  return typeof document !== 'undefined' && document.fullscreenEnabled === true
}

function canUseVideoFullscreen(video: HTMLVideoElement | null): boolean {
  return typeof (video as WebkitVideo | null)?.webkitEnterFullscreen === 'function'
}

/**
 * Full screen for the whole player (so our controls and mirror stay), falling back to the video's
 * native full screen on iPhone. `supported` is false where neither exists; the button then hides.
 */
export function useFullscreen(containerRef: RefObject<HTMLElement | null>, videoRef: RefObject<HTMLVideoElement | null>) {
  const [active, setActive] = useState(false)
  const [supported, setSupported] = useState(canUseElementFullscreen)

  useEffect(() => {
    // The video element exists only after mount, so the iPhone fallback is detected here.
    if (!canUseElementFullscreen() && canUseVideoFullscreen(videoRef.current)) setSupported(true)
    const onChange = () => setActive(document.fullscreenElement !== null && document.fullscreenElement === containerRef.current)
    document.addEventListener('fullscreenchange', onChange)
    return () => document.removeEventListener('fullscreenchange', onChange)
  }, [containerRef, videoRef])

  const toggle = useCallback(() => {
    const container = containerRef.current
    const video = videoRef.current as WebkitVideo | null
    if (document.fullscreenElement) {
      document.exitFullscreen().catch((error: unknown) => console.warn('Could not leave full screen', error))
    } else if (container && canUseElementFullscreen()) {
      container.requestFullscreen().catch((error: unknown) => console.warn('Could not enter full screen', error))
    } else {
      video?.webkitEnterFullscreen?.()
    }
  }, [containerRef, videoRef])

  return { active, supported, toggle }
}
