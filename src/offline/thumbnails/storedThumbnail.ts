import { offlineDatabase } from '../session/offlineSession'
import { readThumbnail } from './thumbnailStore'

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
