import type { OfflineDb } from './offlineSchema'
import type { SiteCopy } from './siteRecords'

/** The saved copy of a public page's entries, or undefined if this device never kept one. */
export function readSiteCopy(db: OfflineDb, page: string): Promise<SiteCopy | undefined> {
  return db.get('site', page)
}

/** Keeps a server answer as the page's copy, replacing the last one. */
export async function saveSiteCopy(db: OfflineDb, copy: SiteCopy): Promise<void> {
  await db.put('site', copy)
}
