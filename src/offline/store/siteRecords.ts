import type { CmsEntry } from '@/api/content/contentCallTypes'

/**
 * One public page's CMS entries as the server last sent them, kept whole (a page is read and
 * shown as one thing), with when they were saved so the page can say how old the copy is.
 */
export interface SiteCopy {
  /** The CMS page: `home`, `faq`, `contact-us`… */
  key: string
  entries: CmsEntry[]
  savedAt: number
}
