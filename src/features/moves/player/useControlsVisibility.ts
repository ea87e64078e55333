import { useCallback, useEffect, useRef, useState } from 'react'

/** How long the controls stay after the last touch, click, key or mouse move while playing. */
export const CONTROLS_HIDE_AFTER_MS = 3000

/**
 * Whether the player's overlaid controls show: always while paused (or failed), and while playing
 * only for a few seconds after the member last did something, so the move itself is not covered.
 * `reveal` shows them again and restarts the countdown.
 */
export function useControlsVisibility(playing: boolean) {
  const [recentlyActive, setRecentlyActive] = useState(true)
  const timer = useRef<number | undefined>(undefined)

  const reveal = useCallback(() => {
    setRecentlyActive(true)
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => setRecentlyActive(false), CONTROLS_HIDE_AFTER_MS)
  }, [])

  useEffect(() => {
    if (!playing) return
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => setRecentlyActive(false), CONTROLS_HIDE_AFTER_MS)
    return () => window.clearTimeout(timer.current)
  }, [playing])

  return { shown: !playing || recentlyActive, reveal }
}
