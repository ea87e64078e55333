import type { Page } from '@playwright/test'

/** How to read one store of the device's IndexedDB: its keys, all its records, or the `current` one. */
type StoreRead = { store: string; read: 'keys' | 'all' | 'current' }

/** Reads a store of the page's offline database; undefined before the store exists. */
const readStore = (page: Page, what: StoreRead) =>
  page.evaluate(
    ({ store, read }) =>
      new Promise<unknown>((resolve) => {
        const open = indexedDB.open('movetime-offline')
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains(store)) {
            db.close()
            return resolve(undefined)
          }
          const objects = db.transaction(store).objectStore(store)
          const request = read === 'keys' ? objects.getAllKeys() : read === 'all' ? objects.getAll() : objects.get('current')
          request.onsuccess = () => {
            resolve(request.result)
            db.close()
          }
        }
        open.onerror = () => resolve(undefined)
      }),
    what,
  )

/**
 * The keys of the device's saved thumbnails (the library's small photos, saved in the background
 * after the library itself); an empty list before the store exists.
 */
export const storedThumbnailUrls = async (page: Page) => (((await readStore(page, { store: 'thumbnails', read: 'keys' })) as IDBValidKey[] | undefined) ?? []).map(String)

/** The favourites the device holds as the member's intent (what the hearts show). */
export const storedIntendedFavourites = async (page: Page) =>
  ((await readStore(page, { store: 'favourites', read: 'current' })) as { intended?: number[] } | undefined)?.intended ?? []

/** The kinds of the writes waiting in the device's outbox, oldest first. */
export const storedOutboxTypes = async (page: Page) =>
  (((await readStore(page, { store: 'outbox', read: 'all' })) as { type: string }[] | undefined) ?? []).map((write) => write.type)
