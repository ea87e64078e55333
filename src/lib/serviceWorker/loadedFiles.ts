/** The message src/sw.ts answers by caching each same-origin file through its runtime routes. */
export const CACHE_URLS = 'CACHE_URLS'

/** Every file this page has fetched from its own origin so far (scripts, styles, fonts, icons). */
export function loadedSameOriginFiles(): string[] {
  const entries = performance.getEntriesByType('resource')
  return [...new Set(entries.map((entry) => entry.name).filter((url) => new URL(url).origin === window.location.origin))]
}

/**
 * A page that loaded before a worker could see its requests hands the worker what it loaded, so
 * chunks kept out of the precache (the mock backend, the page's own chunks) are cached and the app
 * still opens offline after every tab is closed.
 */
export function handLoadedFilesTo(worker: ServiceWorker | null | undefined): void {
  worker?.postMessage({ type: CACHE_URLS, payload: { urlsToCache: loadedSameOriginFiles() } })
}
