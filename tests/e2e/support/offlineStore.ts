import type { Page } from '@playwright/test'

/**
 * The keys of the device's saved thumbnails (the library's small photos, saved in the background
 * after the library itself), read from the page's IndexedDB; an empty list before the store exists.
 */
export const storedThumbnailUrls = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('movetime-offline')
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('thumbnails')) {
            db.close()
            return resolve([])
          }
          const keys = db.transaction('thumbnails').objectStore('thumbnails').getAllKeys()
          keys.onsuccess = () => {
            resolve(keys.result.map(String))
            db.close()
          }
        }
        open.onerror = () => resolve([])
      }),
  )

/** The favourites the device holds as the member's intent (what the hearts show), from IndexedDB. */
export const storedIntendedFavourites = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const open = indexedDB.open('movetime-offline')
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('favourites')) {
            db.close()
            return resolve([])
          }
          const read = db.transaction('favourites').objectStore('favourites').get('current')
          read.onsuccess = () => {
            resolve((read.result as { intended?: number[] } | undefined)?.intended ?? [])
            db.close()
          }
        }
        open.onerror = () => resolve([])
      }),
  )

/** The kinds of the writes waiting in the device's outbox, oldest first, from IndexedDB. */
export const storedOutboxTypes = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('movetime-offline')
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('outbox')) {
            db.close()
            return resolve([])
          }
          const read = db.transaction('outbox').objectStore('outbox').getAll()
          read.onsuccess = () => {
            resolve((read.result as { type: string }[]).map((write) => write.type))
            db.close()
          }
        }
        open.onerror = () => resolve([])
      }),
  )
