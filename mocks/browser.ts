import { setupWorker, type SetupWorker } from 'msw/browser'
import { handlers } from './allHandlers'
import { LOCAL_STORAGE_KEY, localStorageSnapshotStore, startPersistence } from './db/persistence'
import { setFileStore } from './files/fileStore'
import { indexedDbFileStore } from './files/indexedDbFileStore'

export interface MockWorkerOptions {
  /** In mock production builds, our own sw.ts hosts MSW's worker script. */
  serviceWorkerUrl?: string
}

/**
 * The browser home: loads the saved database (localStorage) and uploads (IndexedDB), then starts
 * MSW. Resolves once requests are being answered, so the app can render after it.
 */
export async function startMockWorker(options: MockWorkerOptions = {}): Promise<SetupWorker> {
  setFileStore(indexedDbFileStore())
  const persistence = await startPersistence(localStorageSnapshotStore())

  // Another tab of the app wrote: take its data, so both tabs see one database.
  window.addEventListener('storage', (event) => {
    if (event.key === LOCAL_STORAGE_KEY && event.newValue) void persistence.reload()
  })

  const worker = setupWorker(...handlers)
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
  })
  return worker
}
