import type { OfflineDb } from '../store/offlineSchema'
import { offlineDatabase } from '../session/offlineSession'

/*
 * Reading a card's photo is part of drawing the saved library, so it stays apart from the saving
 * (./thumbnailStore: downloads, the sync after a library save), which loads only with that save.
 */

/** The stored thumbnail at `url`, as a Blob for an object URL, or undefined when the device has none. */
export async function readThumbnail(db: OfflineDb, url: string): Promise<Blob | undefined> {
  const record = await db.get('thumbnails', url)
  return record ? new Blob([record.bytes], { type: record.type }) : undefined
}

/** The signed-in member's stored thumbnail at `url`, or undefined (signed out, none stored, no database). */
export async function storedThumbnail(url: string): Promise<Blob | undefined> {
  const database = offlineDatabase()
  if (!database) return undefined
  try {
    return await readThumbnail(await database, url)
  } catch {
    return undefined
  }
}
