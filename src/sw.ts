/// <reference lib="webworker" />
import { PrecacheController, PrecacheRoute } from 'workbox-precaching'
import { ExpirationPlugin } from 'workbox-expiration'
import { NavigationRoute, Route, Router } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'
import { isPrerenderedPath } from './app/prerender/prerenderedPaths'
import { CACHE_URLS } from './lib/serviceWorker/loadedFiles'
import { createRangeResponse } from './offline/downloads/rangeResponse'
import { downloadKey } from './offline/downloads/downloadKey'
import { VIDEO_CACHE_CHANGED, VIDEO_CACHE_NAME } from './offline/downloads/videoCacheName'

/*
 * The one service worker (docs/architecture.md "The service worker"). It precaches the app shell and answers
 * navigations offline. In mock builds it also hosts MSW's worker (mockServiceWorker.js), because
 * two workers cannot both own scope "/". Listener order matters: ours are added first so they
 * decide what MSW's listeners ever see.
 */

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> }

/** Paths the mock backend answers; everything else is the app itself. */
const MOCKED_PATHS = /^\/(v[1-4]\/api|__mock|mock-files)\//

const precacheManifest = self.__WB_MANIFEST
const precacheController = new PrecacheController()
precacheController.addToCacheList(precacheManifest)

const router = new Router()
router.registerRoute(new PrecacheRoute(precacheController))
/** How long a prerendered page may take before the shell answers instead (a gym's one bar of signal). */
const PAGE_TIMEOUT_MS = 3000

/*
 * The public pages prerendered at build time (src/app/prerender) are never precached (every post
 * would be): they are asked of the network, so a returning visitor gets the page drawn at once and
 * taken over in place, as on a first visit. Offline, too slow or failing, the app shell answers and
 * the app draws the page itself (from the device's copy when it has one).
 */
router.registerRoute(
  new Route(
    ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && isPrerenderedPath(url.pathname),
    async ({ request }) => {
      const controller = new AbortController()
      const timer = setTimeout(() => controller.abort(), PAGE_TIMEOUT_MS)
      try {
        const response = await fetch(request, { signal: controller.signal })
        // A 404 is the host's answer for a post that does not exist: its page says so.
        if (response.ok || response.status === 404) return response
      } catch {
        // Offline or too slow: the shell below.
      } finally {
        clearTimeout(timer)
      }
      return (await precacheController.matchPrecache('/shell.html')) ?? Response.error()
    },
  ),
)

// Every other navigation: the app shell, not a prerendered page (index.html is home's). An installed
// member always gets the app itself, offline too, and it reads fresh data, never a page the last
// build rendered.
router.registerRoute(
  new NavigationRoute(precacheController.createHandlerBoundToURL('/shell.html'), {
    // In api builds the mock's paths do not exist, and naming them would ship mock traces.
    // Files opened directly (robots.txt, the sitemap, a video) are files, never the app.
    denylist: [
      ...(__MOCK__ ? [MOCKED_PATHS, /^\/mockServiceWorker\.js$/] : []),
      /^\/sw\.js$/,
      /^\/(robots\.txt|sitemap\.xml)(\?|$)/,
      /^\/(media|screenshots|icons)\//,
    ],
  }),
)

/*
 * The rest of the build (admin chunks, visitor-only pages, the in-page mock backend) is not
 * precached: it is cached here the first time it loads. Hashed file names never change content,
 * so cache first is exact; old releases' files age out.
 */
router.registerRoute(
  new Route(
    ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
    new CacheFirst({
      cacheName: 'movetime-assets',
      // A file cached from the page's list (no Origin header) must still answer the module
      // request for it (which sends one); hashed files do not vary, whatever Vary says.
      matchOptions: { ignoreVary: true },
      plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 24 * 60 * 60, purgeOnQuotaError: true })],
    }),
  ),
)

/** The page's first load happened before this worker could see it; it sends what it loaded. */
function cacheLoadedFiles(event: ExtendableMessageEvent, urls: unknown): Promise<unknown> {
  const list = Array.isArray(urls) ? urls.filter((url): url is string => typeof url === 'string') : []
  return Promise.all(
    list.map((url) => {
      const request = new Request(url, { credentials: 'same-origin' })
      if (new URL(request.url).origin !== self.location.origin) return undefined
      // Through the routes above: precached files are found there, assets go to the runtime cache.
      return router.handleRequest({ request, event })?.catch(() => undefined)
    }),
  )
}

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

/*
 * Downloaded videos ("Download for offline", src/offline/downloads). Only the page writes to the
 * video cache, and only when the member asks; this worker just reads it, answering range requests
 * (206) the way a video server would, since <video> seeks by range.
 *
 * Whether to answer must be decided synchronously, before MSW's listener runs: in mock builds a
 * member's upload (/mock-files/…) that is not downloaded must still reach MSW, and once we call
 * respondWith there is no handing a request back. So the cached URLs are kept in memory, read at
 * start-up and again whenever the page reports a change.
 */
let downloadedUrls: ReadonlySet<string> | null = null
let downloadedUrlsRead: Promise<void> = Promise.resolve()
let readGeneration = 0

function readDownloadedUrls(): Promise<void> {
  const generation = ++readGeneration
  // Unknown while reading: a removed video must not be claimed from a stale list.
  downloadedUrls = null
  // has() first: open() would create the cache, and only the page's downloads may do that.
  downloadedUrlsRead = caches
    .has(VIDEO_CACHE_NAME)
    .then(async (exists) => (exists ? (await caches.open(VIDEO_CACHE_NAME)).keys() : []))
    .then((keys) => keys.map((key) => key.url))
    .catch((): string[] => [])
    .then((urls) => {
      if (generation === readGeneration) downloadedUrls = new Set(urls)
    })
  return downloadedUrlsRead
}
void readDownloadedUrls()

async function urlIsDownloaded(url: string): Promise<boolean> {
  while (downloadedUrls === null) await downloadedUrlsRead
  return downloadedUrls.has(url)
}

/** Requests a video element (or its captions) makes; only these wait for the list at start-up. */
const MEDIA_DESTINATIONS: ReadonlySet<RequestDestination> = new Set(['video', 'audio', 'track'])

async function answerFromDownloads(request: Request): Promise<Response> {
  const cache = await caches.open(VIDEO_CACHE_NAME)
  // By URL alone: the Range header and Vary must not stop a stored whole file from matching.
  const cached = await cache.match(downloadKey(request.url))
  // Removed since the list was read (another tab): fetch it as if we had never stepped in.
  if (!cached) return fetch(request)
  return createRangeResponse(cached, request.headers.get('range'))
}

/**
 * The response for a downloaded file, or null to leave the request to the usual handling. Once the
 * list is read the answer is exact. Until then (a worker just woken by a video request) media
 * requests wait for the list, falling back to the network on a miss, as the router would; mock
 * paths never wait, because only MSW can answer them on a miss.
 */
function downloadedResponse(request: Request, isMockedPath: boolean): Promise<Response> | null {
  if (request.method !== 'GET') return null
  // Signed links renew; the download is kept under the link without its signature.
  const key = downloadKey(request.url)
  if (downloadedUrls !== null) return downloadedUrls.has(key) ? answerFromDownloads(request) : null
  if (isMockedPath || !MEDIA_DESTINATIONS.has(request.destination)) return null
  return urlIsDownloaded(key).then((hit) => (hit ? answerFromDownloads(request) : fetch(request)))
}

/** Files fetched at once while installing. */
const INSTALL_CONCURRENCY = 6

/**
 * Workbox's install fetches the precache one file at a time (workbox#2528, about memory in engines
 * long gone). A few at a time installs the member's app in a fraction of the time, and on a mocked
 * first visit the mock backend, which answers only once this worker is active, answers sooner.
 * Each file still goes through the precache strategy, exactly as workbox's own install sends it.
 */
async function installPrecache(event: ExtendableEvent): Promise<void> {
  // Files without a hash in their name carry a revision; they must bypass the HTTP cache.
  const reload = new Set(precacheManifest.filter((entry) => entry.revision).map((entry) => new URL(entry.url, self.location.href).href))
  const queue = [...precacheController.getURLsToCacheKeys()]
  const installNext = async (): Promise<void> => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      const [url, cacheKey] = entry
      const request = new Request(url, {
        integrity: precacheController.getIntegrityForCacheKey(cacheKey),
        cache: reload.has(url) ? 'reload' : undefined,
        credentials: 'same-origin',
      })
      await Promise.all(precacheController.strategy.handleAll({ params: { cacheKey }, request, event }))
    }
  }
  await Promise.all(Array.from({ length: INSTALL_CONCURRENCY }, installNext))
}

self.addEventListener('install', (event) => {
  event.waitUntil(installPrecache(event))
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
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === CACHE_URLS) {
    event.stopImmediatePropagation()
    const payload = 'payload' in data && typeof data.payload === 'object' && data.payload !== null ? data.payload : {}
    event.waitUntil(cacheLoadedFiles(event, 'urlsToCache' in payload ? payload.urlsToCache : []))
    return
  }
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === VIDEO_CACHE_CHANGED) {
    // Ours alone: MSW's message listener has nothing to do with it.
    event.stopImmediatePropagation()
    event.waitUntil(readDownloadedUrls())
    return
  }
  // MSW unregisters the whole worker when its last client closes, which would stop the
  // installed app from opening offline. Closing a tab must not cost the member the app.
  if (data === 'CLIENT_CLOSED') event.stopImmediatePropagation()
})

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url)
  const isMockedApi = __MOCK__ && url.origin === self.location.origin && MOCKED_PATHS.test(url.pathname)
  // A downloaded video wins over everything, a member's upload answered by MSW included.
  const downloaded = downloadedResponse(event.request, isMockedApi)
  if (downloaded) {
    event.stopImmediatePropagation()
    event.respondWith(downloaded)
    return
  }
  if (isMockedApi) return // MSW's fetch listener, added below, answers it.
  // MSW must never see navigations or assets; only the precache router handles them.
  event.stopImmediatePropagation()
  const response = router.handleRequest({ event, request: event.request })
  if (response) event.respondWith(response)
})

if (__MOCK__) {
  importScripts('/mockServiceWorker.js')
}
