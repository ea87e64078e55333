/// <reference lib="webworker" />
import { PrecacheController, PrecacheRoute } from 'workbox-precaching'
import { ExpirationPlugin } from 'workbox-expiration'
import { NavigationRoute, Route, Router } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'

/*
 * The one service worker (DESIGN.md "Service workers"). It precaches the app shell and answers
 * navigations offline. In mock builds it also hosts MSW's worker (mockServiceWorker.js), because
 * two workers cannot both own scope "/". Listener order matters: ours are added first so they
 * decide what MSW's listeners ever see.
 */

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> }

/** Paths the mock backend answers; everything else is the app itself. */
const MOCKED_PATHS = /^\/(v[1-4]\/api|__mock|mock-files)\//

const precacheController = new PrecacheController()
precacheController.addToCacheList(self.__WB_MANIFEST)

const router = new Router()
router.registerRoute(new PrecacheRoute(precacheController))
router.registerRoute(
  new NavigationRoute(precacheController.createHandlerBoundToURL('/index.html'), {
    // In api builds the mock's paths do not exist, and naming them would ship mock traces.
    denylist: [...(__MOCK__ ? [MOCKED_PATHS, /^\/mockServiceWorker\.js$/] : []), /^\/sw\.js$/],
  }),
)

// Posters and other images: cache first, bounded, so the library shows its pictures offline.
// API data is never cached here (the IndexedDB store owns it), nor is anything cross-origin (Stripe).
router.registerRoute(
  new Route(
    ({ request, url }) => request.destination === 'image' && url.origin === self.location.origin && !MOCKED_PATHS.test(url.pathname),
    new CacheFirst({
      cacheName: 'movetime-images',
      plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
    }),
  ),
)

self.addEventListener('install', (event) => {
  event.waitUntil(precacheController.install(event))
  // MSW's worker calls skipWaiting() on install; a new version must instead wait for the
  // member to accept the update prompt, so MSW's install listener never runs.
  event.stopImmediatePropagation()
})

self.addEventListener('activate', (event) => {
  event.waitUntil(precacheController.activate(event))
})

self.addEventListener('message', (event) => {
  const data: unknown = event.data
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === 'SKIP_WAITING') {
    void self.skipWaiting()
    return
  }
  // MSW unregisters the whole worker when its last client closes, which would stop the
  // installed app from opening offline. Closing a tab must not cost the member the app.
  if (data === 'CLIENT_CLOSED') event.stopImmediatePropagation()
})

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url)
  const isMockedApi = __MOCK__ && url.origin === self.location.origin && MOCKED_PATHS.test(url.pathname)
  if (isMockedApi) return // MSW's fetch listener, added below, answers it.
  // MSW must never see navigations or assets; only the precache router handles them.
  event.stopImmediatePropagation()
  const response = router.handleRequest({ event, request: event.request })
  if (response) event.respondWith(response)
})

if (__MOCK__) {
  importScripts('/mockServiceWorker.js')
}
