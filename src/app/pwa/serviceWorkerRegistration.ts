import { Workbox } from 'workbox-window'
import { appStore } from '@/lib/auth/authState'
import { handLoadedFilesTo } from '@/lib/serviceWorker/loadedFiles'
import { pendingUpdateAtom, SERVICE_WORKER_URL } from './serviceWorkerState'

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
  // This first page loaded before any worker could see its requests.
  handLoadedFilesTo((await navigator.serviceWorker.ready).active)
}
