import { FakeCacheStorage } from './cacheStorageFake.testing'
import { videoFetchFake, type FakeFile } from './videoFetchFake.testing'

/*
 * The browser APIs downloads use, faked for jsdom and for stories: Cache Storage, a streaming
 * fetch, the online flag and navigator.storage. Free of vitest so Storybook can load it.
 * `restoreBrowserFakes()` puts every original back (tests call it in afterEach).
 */

const restores: Array<() => void> = []

function override(target: object, key: PropertyKey, descriptor: PropertyDescriptor): void {
  const own = Object.getOwnPropertyDescriptor(target, key)
  Object.defineProperty(target, key, { configurable: true, ...descriptor })
  restores.push(() => {
    if (own) Object.defineProperty(target, key, own)
    else Reflect.deleteProperty(target, key)
  })
}

/** Sets navigator.onLine and fires the event the app listens for. */
export function setOnline(online: boolean): void {
  override(navigator, 'onLine', { get: () => online })
  window.dispatchEvent(new Event(online ? 'online' : 'offline'))
}

export interface FakeStorageOptions {
  usage?: number
  quota?: number
  /** What persist() answers, and persisted() once it has. */
  persist?: boolean
  /** What persisted() answers before persist() is called. */
  persisted?: boolean
}

export function fakeStorageManager({ usage = 0, quota = 1_000_000_000, persist = true, persisted: alreadyPersisted = false }: FakeStorageOptions = {}) {
  let persisted = alreadyPersisted
  const calls = { persist: 0 }
  const storage = {
    estimate: async () => ({ usage, quota }),
    persist: async () => {
      calls.persist += 1
      persisted = persist
      return persist
    },
    persisted: async () => persisted,
  }
  override(navigator, 'storage', { value: storage })
  return calls
}

/** Cache Storage that forgets everything on restore, and a fetch serving `files`. */
export function installBrowserFakes(
  files: Record<string, FakeFile>,
  { quotaBytes, chunkDelayMs }: { quotaBytes?: number; chunkDelayMs?: number } = {},
) {
  const cacheStorage = new FakeCacheStorage(quotaBytes)
  const network = videoFetchFake(files, { chunkDelayMs })
  override(globalThis, 'caches', { value: cacheStorage, writable: true })
  override(globalThis, 'fetch', { value: network.fetch, writable: true })
  return { cacheStorage, network }
}

/** Removes Cache Storage, as in browsers without it. */
export function removeCacheStorage(): void {
  override(globalThis, 'caches', { value: undefined, writable: true })
}

export function restoreBrowserFakes(): void {
  for (const restore of restores.splice(0).reverse()) restore()
}
