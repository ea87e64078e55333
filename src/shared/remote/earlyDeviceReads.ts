import type { OfflineFirstSource } from '@/offline/sources/offlineFirstSource'
import { offlineDatabase } from '@/offline/session/offlineSession'

/*
 * A page's first screen read from the device while the page's code is still loading: its route's
 * loader starts the read beside the code and waits for both, so the page's first render draws the
 * device's copy (the library's newest moves), instead of drawing empty, reading, then drawing again.
 * useRemoteData takes the read for its key, once.
 */

interface EarlyRead {
  device: OfflineFirstSource<unknown>
  answer: Promise<unknown>
  settled: boolean
  value: unknown
}

const earlyReads = new Map<string, EarlyRead>()

/** How long a route's loader waits for the read at most: a slow device must not hold the page up. */
export const EARLY_READ_WAIT_MS = 150

/**
 * Reads `device`'s first screen for the signed-in member (nothing when nobody is, or the source has
 * no first-screen read). Resolves once the read is done or EARLY_READ_WAIT_MS have passed; never rejects.
 */
export function readFirstScreenEarly<T>(key: string, device: OfflineFirstSource<T>): Promise<void> {
  const opening = offlineDatabase()
  const readFirst = device.readFirst
  if (!opening || !readFirst) return Promise.resolve()
  const entry: EarlyRead = { device, answer: Promise.resolve(undefined), settled: false, value: undefined }
  entry.answer = opening
    .then((db) => readFirst.call(device, db))
    .catch(() => undefined)
    .then((value) => {
      entry.settled = true
      entry.value = value
      return value
    })
  earlyReads.set(key, entry)
  return Promise.race([entry.answer.then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, EARLY_READ_WAIT_MS))])
}

/** The early read's answer for `key` from `device` if it is already in (for a first render), without taking it. */
export function earlyReadAnswer<T>(key: string, device: OfflineFirstSource<T>): T | undefined {
  const entry = earlyReads.get(key)
  return entry?.device === device && entry.settled ? (entry.value as T | undefined) : undefined
}

/** The early read for `key` from `device`, once (done or still on its way); null when there is none. */
export function takeEarlyRead<T>(key: string, device: OfflineFirstSource<T>): Promise<T | undefined> | null {
  const entry = earlyReads.get(key)
  earlyReads.delete(key)
  return entry?.device === device ? (entry.answer as Promise<T | undefined>) : null
}
