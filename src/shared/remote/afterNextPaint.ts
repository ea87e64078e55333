/** How long to wait at most: a tab in the background paints nothing and runs no animation frames. */
const FALLBACK_MS = 100

/**
 * Settles once the browser has painted what React committed before the call (the frame after the
 * next animation frame), or after FALLBACK_MS where nothing paints.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, FALLBACK_MS)
    const done = () => {
      clearTimeout(fallback)
      resolve()
    }
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(done, 0))
    else setTimeout(done, 0)
  })
}
