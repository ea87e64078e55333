import { useCallback, useEffect, useState, type RefObject } from 'react'

/** iOS Safari on iPhone has no element full screen, only the video's own native one. */
interface WebkitVideo extends HTMLVideoElement {
  webkitEnterFullscreen?: () => void
}

function canUseElementFullscreen(): boolean {
  return typeof document !== 'undefined' && document.fullscreenEnabled === true
}

/** `lock` is in the Screen Orientation spec but not in TypeScript's DOM types. */
interface LockableOrientation {
  lock?: (orientation: 'landscape') => Promise<void>
  unlock?: () => void
}

/** Phones turn to landscape in full screen where the browser allows it (Chrome on Android does; iOS does not). */
async function lockLandscape(): Promise<void> {
  const orientation = (typeof screen !== 'undefined' ? screen.orientation : undefined) as LockableOrientation | undefined
  const isPhone = typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse) and (max-width: 767.98px)').matches
  if (!isPhone || typeof orientation?.lock !== 'function') return
  try {
    await orientation.lock('landscape')
  } catch {
    // Refused (desktop, or not allowed here): the video stays as the phone is held.
  }
}

function unlockOrientation(): void {
  try {
    ;(screen.orientation as LockableOrientation | undefined)?.unlock?.()
  } catch {
    // Nothing was locked.
  }
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
    const onChange = () => {
      const nowActive = document.fullscreenElement !== null && document.fullscreenElement === containerRef.current
      setActive(nowActive)
      if (!nowActive) unlockOrientation()
    }
    document.addEventListener('fullscreenchange', onChange)
    return () => document.removeEventListener('fullscreenchange', onChange)
  }, [containerRef, videoRef])

  const toggle = useCallback(() => {
    const container = containerRef.current
    const video = videoRef.current as WebkitVideo | null
    if (document.fullscreenElement) {
      document.exitFullscreen().catch((error: unknown) => console.warn('Could not leave full screen', error))
    } else if (container && canUseElementFullscreen()) {
      container
        .requestFullscreen()
        .then(lockLandscape)
        .catch((error: unknown) => console.warn('Could not enter full screen', error))
    } else {
      video?.webkitEnterFullscreen?.()
    }
  }, [containerRef, videoRef])

  return { active, supported, toggle }
}
