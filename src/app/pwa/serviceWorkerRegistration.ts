import { Workbox } from 'workbox-window'
import { appStore } from '@/lib/auth/authState'
import { pendingUpdateAtom, SERVICE_WORKER_URL } from './serviceWorkerState'

/** The message src/sw.ts answers by caching each same-origin file through its runtime routes. */
export const CACHE_URLS = 'CACHE_URLS'

/**
 * Registers the single service worker through workbox-window. A new version never takes over
 * on its own: it waits until the member accepts the update prompt.
 *
 * Nothing waits for it: the page draws first, and the worker installs (precaching the member's
 * shell) in the background. main.tsx loads this module, workbox-window with it, once the page has
 * loaded: neither is part of the first download.
 */
export async function registerAppServiceWorker(): Promise<void> {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return
  const workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' })
  workbox.addEventListener('waiting', () => {
    appStore.set(pendingUpdateAtom, () => () => {
      workbox.addEventListener('controlling', () => window.location.reload())
      workbox.messageSkipWaiting()
    })
  })
  await workbox.register()
  // This first page loaded before any worker could see its requests; hand the worker what it
  // loaded so chunks kept out of the precache (the mock backend, this page's own chunks) are
  // cached now and the app still opens offline after every tab is closed.
  const active = await navigator.serviceWorker.ready
  active.active?.postMessage({ type: CACHE_URLS, payload: { urlsToCache: loadedSameOriginFiles() } })
}

/** Every file this page has fetched from its own origin so far (scripts, styles, fonts, icons). */
export function loadedSameOriginFiles(): string[] {
  const entries = performance.getEntriesByType('resource')
  return [...new Set(entries.map((entry) => entry.name).filter((url) => new URL(url).origin === window.location.origin))]
}
