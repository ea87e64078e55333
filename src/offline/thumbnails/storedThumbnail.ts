import { offlineSession } from '../session/offlineSession'
import { readThumbnail } from './thumbnailStore'

/** The signed-in member's stored thumbnail at `url`, or undefined (signed out, none stored, no database). */
export async function storedThumbnail(url: string): Promise<Blob | undefined> {
  const session = offlineSession()
  if (!session) return undefined
  try {
    return await readThumbnail((await session).db, url)
  } catch {
    return undefined
  }
}
