import { atom } from 'jotai'
import { Workbox } from 'workbox-window'
import { appStore } from '@/lib/auth/authState'

export const SERVICE_WORKER_URL = '/sw.js'

/** Set when a new version is waiting; calling it activates the new worker and reloads once. */
export const pendingUpdateAtom = atom<(() => void) | null>(null)

/**
 * Registers the single service worker through workbox-window. A new version never takes over
 * on its own: it waits until the member accepts the update prompt.
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
  await navigator.serviceWorker.ready
}
