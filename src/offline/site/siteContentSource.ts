import { readCmsPage } from '@/api/content/cmsPageApi'
import type { CmsEntry } from '@/api/content/contentCallTypes'
import { openOfflineDb } from '../store/offlineDb'
import type { OfflineDb } from '../store/offlineSchema'
import { readSiteCopy, saveSiteCopy } from '../store/siteStore'
import type { OfflineFirstSource } from '../sources/offlineFirstSource'

/*
 * The public pages' text on the device: each page's CMS entries as the server last sent them, so
 * home, FAQ, terms, privacy and contact open offline with the last copy. The entries are the same
 * for everyone, so a visitor keeps them too (openWithoutMember); the server's answer always
 * replaces the copy, so an admin's edit shows on the next visit that reaches the server.
 */

/** When each shown list was saved: the entries are the server's rows, with no room for a date. */
const savedTimes = new WeakMap<object, number>()

function stamped(entries: CmsEntry[], at: number): CmsEntry[] {
  savedTimes.set(entries, at)
  return entries
}

let visitorDb: Promise<OfflineDb> | null = null

/** The device database for a visitor, opened once and opened again after a failure. */
function openForVisitor(): Promise<OfflineDb> {
  if (!visitorDb) {
    const opening = openOfflineDb()
    opening.catch(forgetVisitorDb)
    visitorDb = opening
  }
  return visitorDb
}

/** A connection that failed (storage cleared, or closed for another tab's upgrade) is not used again. */
function forgetVisitorDb(): void {
  visitorDb = null
}

const sources = new Map<string, OfflineFirstSource<CmsEntry[]>>()

/** The source of one page's entries; the same object for the same page, so a page does not read twice. */
export function siteContentSource(page: string): OfflineFirstSource<CmsEntry[]> {
  let source = sources.get(page)
  if (!source) {
    source = {
      async read(db) {
        const copy = await readSiteCopy(db, page).catch((error: unknown) => {
          forgetVisitorDb()
          throw error
        })
        return copy && stamped(copy.entries, copy.savedAt)
      },
      fetch: () => readCmsPage(page),
      async save(db, entries) {
        const at = Date.now()
        try {
          await saveSiteCopy(db, { key: page, entries, savedAt: at })
        } catch (error) {
          // The server's answer is what matters: show it even when the device cannot keep it.
          forgetVisitorDb()
          console.warn('[site] the page could not be kept on this device', error)
          return entries
        }
        return stamped(entries, at)
      },
      savedAt: (entries) => savedTimes.get(entries) ?? null,
      openWithoutMember: openForVisitor,
    }
    sources.set(page, source)
  }
  return source
}
