import { setupWorker } from 'msw/browser'
import type { CallBackend } from '@/api/http'
import { handlers } from './allHandlers'
import { LOCAL_STORAGE_KEY, localStorageSnapshotStore, startPersistence } from './db/persistence'
import { handLoadedFilesTo } from '@/lib/serviceWorker/loadedFiles'
import { setFileStore } from './files/fileStore'
import { indexedDbFileStore } from './files/indexedDbFileStore'
import { inPageFetch } from './inPageFetch'

export interface MockWorkerOptions {
  /** In mock production builds, our own sw.ts hosts MSW's worker script. */
  serviceWorkerUrl?: string
  /** Reloads the page (tests pass their own). */
  reload?: () => void
}

/**
 * Its in-page fetch, until MSW's worker intercepts this page's requests, runs the same handlers on
 * the same data in the page (which is where MSW runs them anyway: its worker only forwards requests
 * here); from then on there is none, so requests take the usual path and show in the network panel.
 */
export interface BrowserMockBackend extends CallBackend {
  /** Settles once the worker intercepts (a first visit waits for it to install its precache). */
  workerStarted: Promise<void>
}

/**
 * The browser home: loads the saved database (localStorage) and uploads (IndexedDB), then starts
 * MSW. Resolves as soon as the data is loaded: calls are answered in the page until the worker,
 * which on a first visit is still installing, intercepts them.
 */
export async function startMockWorker({ reload = () => window.location.reload(), ...options }: MockWorkerOptions = {}): Promise<BrowserMockBackend> {
  setFileStore(indexedDbFileStore())
  const persistence = await startPersistence(localStorageSnapshotStore())

  // Another tab of the app wrote: take its data, so both tabs see one database.
  window.addEventListener('storage', (event) => {
    if (event.key === LOCAL_STORAGE_KEY && event.newValue) void persistence.reload()
  })

  const answerInPage = inPageFetch(handlers)
  let started = false
  const startWorker = () =>
    setupWorker(...handlers)
      .start({
        onUnhandledRequest: 'bypass',
        quiet: true,
        serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
      })
      .then(() => {
        started = true
      })
  // MSW reloads a page that no worker controls while a worker is registered, to take it over. On a
  // first visit the worker still installs its precache for seconds, so every page opened meanwhile
  // (a member signing in and going on) would reload again and again until it activates. Such a page
  // is answered in place, and MSW starts once the worker has activated and claimed it: only the
  // worker serves uploaded media and goes offline with the browser. A page an active worker does
  // not control (a hard reload, or a page opened as the worker activated) is reloaded once, which
  // MSW would do too, and the page after it is controlled.
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined)
  if (registration?.active && !navigator.serviceWorker.controller) {
    // Reloaded here, before MSW would: nothing is answered in a page about to go, since the page
    // after it sends its calls again, and a call that works once (a verification link) then failed.
    reload()
    return new Promise<never>(() => undefined)
  }
  const workerStarted =
    registration && !navigator.serviceWorker.controller
      ? new Promise<void>((resolve) =>
          navigator.serviceWorker.addEventListener(
            'controllerchange',
            () => {
              // At once, not after MSW and the app's registration have started: the page's files
              // (the mock backend's among them) came before the worker and are in no cache yet.
              handLoadedFilesTo(navigator.serviceWorker.controller)
              resolve()
            },
            { once: true },
          ),
        ).then(startWorker)
      : startWorker()
  // Checked on every call: MSW has started and the page is controlled (not so after a hard
  // reload, or where there are no service workers), else the page answers in place.
  return {
    inPageFetch: () => (started && navigator.serviceWorker?.controller ? undefined : answerInPage),
    workerStarted,
  }
}
