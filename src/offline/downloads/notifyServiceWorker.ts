import { VIDEO_CACHE_CHANGED } from './videoCacheName'

/**
 * Tells the service worker the video cache changed. The worker keeps the cached URLs in memory
 * because it must decide synchronously whether to answer a request (see src/sw.ts). The active
 * worker is told even when this page is not yet controlled: it may be serving other tabs.
 */
export function notifyServiceWorker(): void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker) return
  navigator.serviceWorker
    .getRegistration()
    .then((registration) => registration?.active?.postMessage({ type: VIDEO_CACHE_CHANGED }))
    .catch(() => undefined)
}
