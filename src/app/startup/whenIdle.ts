/**
 * Runs `run` once the browser is idle after the first draw (at the latest after `timeout` ms), for
 * work a page's first draw must not wait for. Returns the cancel.
 */
export function whenIdle(run: () => void, timeout = 1500): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout })
    return () => window.cancelIdleCallback(handle)
  }
  // Safari has no requestIdleCallback: a short delay still lets the first draw go first.
  const handle = window.setTimeout(run, 200)
  return () => window.clearTimeout(handle)
}
