import { atom } from 'jotai'
import { appStore } from '@/lib/auth/authState'

export const SERVICE_WORKER_URL = '/sw.js'

/** Set when a new version is waiting; calling it activates the new worker and reloads once. */
export const pendingUpdateAtom = atom<(() => void) | null>(null)

/** The message src/sw.ts answers by caching each same-origin file through its runtime routes. */
export const CACHE_URLS = 'CACHE_URLS'

/**
 * Registers the single service worker through workbox-window. A new version never takes over
 * on its own: it waits until the member accepts the update prompt.
 *
 * Nothing waits for it: the page draws first, and the worker installs (precaching the member's
 * shell) in the background. workbox-window itself loads here, after the first paint, not in the entry.
 */
export async function registerAppServiceWorker(): Promise<void> {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return
  const { Workbox } = await import('workbox-window')
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

/**
 * Registers once the page has loaded (and `first` has settled), so installing never competes with
 * the first visit's downloads. Mock builds pass the mock backend's start: MSW registers this same
 * worker itself, and reloads the page if it finds a registration it did not make on a page no
 * worker controls yet.
 */
export function registerAppServiceWorkerAfterLoad(first: Promise<unknown> = Promise.resolve()): void {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve()
    else window.addEventListener('load', () => resolve(), { once: true })
  })
  void Promise.all([loaded, first.catch(() => undefined)])
    .then(registerAppServiceWorker)
    .catch((error: unknown) => console.warn('Service worker registration failed', error))
}
