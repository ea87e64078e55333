import { atom } from 'jotai'

/*
 * What the rest of the app knows of the service worker, apart from its registration
 * (serviceWorkerRegistration.ts), which loads only after the page has loaded.
 */

export const SERVICE_WORKER_URL = '/sw.js'

/** Set when a new version is waiting; calling it activates the new worker and reloads once. */
export const pendingUpdateAtom = atom<(() => void) | null>(null)
