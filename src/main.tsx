import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '@/ui/styles/tokens.css'
import { sendCallsThrough } from '@/api/http'
import { listenForInstallOffer } from '@/app/pwa/installOffer'
import { SERVICE_WORKER_URL } from '@/app/pwa/serviceWorkerState'
import { firstDrawn } from '@/app/startup/firstDraw'
import { fetchSharedMoveEarly } from '@/app/startup/earlyMoveFetch'

async function startMockBackend() {
  const { startMockWorker } = await import('@mocks/browser')
  // In production builds our own worker hosts MSW (src/sw.ts); in `vite dev` MSW uses its own.
  return startMockWorker(import.meta.env.DEV ? {} : { serviceWorkerUrl: SERVICE_WORKER_URL })
}

/*
 * The first render waits for nothing: not the service worker, not its precache, not the mock
 * backend. In mock builds only API calls wait, for the mock's data to load (sendCallsThrough), so
 * pages that make no call draw at once; until MSW's worker has installed, the mock answers them in
 * the page. __MOCK__ is a build-time constant: api builds drop the branch and every mock module with it.
 */
listenForInstallOffer()
const mockBackend = __MOCK__ ? startMockBackend() : undefined
const mockWorker = mockBackend?.then((backend) => backend.workerStarted)
mockWorker?.catch((error: unknown) => console.error('The mock backend did not start', error))
if (mockBackend) sendCallsThrough(mockBackend)
// After sendCallsThrough: in mock builds the early request takes the calls' road.
fetchSharedMoveEarly()
const container = document.getElementById('root')!
// A public page prerendered at build time (src/app/prerender) is taken over where it stands, without
// a redraw; the code for that loads only on such pages.
const prerendered = container.dataset.prerendered === undefined ? null : import('@/app/prerender/takeover').catch(() => null)
// The app shell is its own chunk: evaluating React and the app in two tasks, not one long one,
// keeps the first visit's main thread free to respond.
void import('@/app/App').then(async ({ App, preloadFirstPage }) => {
  const [takeover] = await Promise.all([prerendered, preloadFirstPage()])
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  )
  if (takeover?.takeOver(container, app)) return
  const root = createRoot(container)
  // A transition renders in slices that yield to the browser between them, rather than in one
  // long task: the splash (or a page prerendered for someone else) stays until the page is ready,
  // and input is never held up by it.
  startTransition(() => root.render(app))
})
/*
 * The worker registers (for the update prompt, and to precache the member's shell) once the page
 * has loaded and its first page has drawn, so installing never competes with the first page's
 * downloads; its code (with workbox-window) loads only then. The load event alone came before the
 * page's lazy chunks had even been asked for on a returning member's open. Mock builds wait for the
 * mock backend too: MSW registers this same worker itself, and reloads the page if it finds a
 * registration it did not make on a page no worker controls yet.
 */
const pageLoaded = new Promise<void>((resolve) => {
  if (document.readyState === 'complete') resolve()
  else window.addEventListener('load', () => resolve(), { once: true })
})
void Promise.all([pageLoaded, firstDrawn(), mockWorker?.catch(() => undefined)])
  .then(() => import('@/app/pwa/serviceWorkerRegistration'))
  .then(({ registerAppServiceWorker }) => registerAppServiceWorker())
  .catch((error: unknown) => console.warn('Service worker registration failed', error))
