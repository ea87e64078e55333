/** Bytes this site uses and may use, as the browser estimates them. */
export interface StorageEstimate {
  usage: number
  quota: number
}

const storageManager = (): StorageManager | null =>
  typeof navigator !== 'undefined' && navigator.storage ? navigator.storage : null

/** null where the browser cannot say (old Safari, some webviews). */
export async function storageEstimate(): Promise<StorageEstimate | null> {
  const storage = storageManager()
  if (!storage?.estimate) return null
  try {
    const { usage, quota } = await storage.estimate()
    return usage === undefined || quota === undefined ? null : { usage, quota }
  } catch {
    return null
  }
}

/** Where the answer is kept: the browser may show a prompt, and a member should see it once. */
export const PERSIST_ANSWER_KEY = 'movetime-storage-persisted'

function rememberedAnswer(): boolean | null {
  try {
    const value = localStorage.getItem(PERSIST_ANSWER_KEY)
    return value === null ? null : value === 'true'
  } catch {
    return null
  }
}

function remember(granted: boolean): void {
  try {
    localStorage.setItem(PERSIST_ANSWER_KEY, String(granted))
  } catch {
    // Private modes may refuse storage; the cost is only being asked again next time.
  }
}

let pending: Promise<boolean | null> | null = null

/**
 * Asks the browser to keep downloads even when the device runs low on space (otherwise it may
 * evict them, and the member finds no video in the gym). Asked once: the answer is remembered.
 * Resolves true/false, or null where the browser has no persistent storage.
 */
export function requestPersistentStorage(): Promise<boolean | null> {
  const remembered = rememberedAnswer()
  if (remembered !== null) return Promise.resolve(remembered)
  const storage = storageManager()
  if (!storage?.persist) return Promise.resolve(null)
  pending ??= storage
    .persist()
    .then((granted) => {
      remember(granted)
      return granted
    })
    .catch(() => null)
    .finally(() => {
      pending = null
    })
  return pending
}

/** Whether downloads are safe from eviction, without asking: null when the browser cannot say. */
export async function isStoragePersisted(): Promise<boolean | null> {
  const storage = storageManager()
  if (!storage?.persisted) return rememberedAnswer()
  return storage.persisted().catch(() => rememberedAnswer())
}
