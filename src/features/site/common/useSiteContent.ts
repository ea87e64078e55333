import { readCmsPage } from '@/api/content/cmsPageApi'
import type { CmsEntry } from '@/api/content/contentCallTypes'
import { siteContentSource } from '@/offline/site/siteContentSource'
import type { SitePage } from '@/shared/paths/sitePages'
import { useRemoteData, type RemoteData } from '@/shared/remote/useRemoteData'

/** The key a page's entries are read (and prerendered) under: `cms:home`, `cms:faq`… */
export const siteContentKey = (page: SitePage) => `cms:${page}` as const

/**
 * One public page's CMS entries: the device's last copy at once when there is one, then the
 * server's answer, which replaces it (and is asked for again when the visitor comes back to the
 * tab or the network returns), so an admin's edit shows on the next visit. `load` is the plain
 * records call, free of browser-only APIs, so the build's prerender can run it in Node.
 */
export function useSiteContent(page: SitePage): RemoteData<CmsEntry[]> {
  return useRemoteData({
    key: siteContentKey(page),
    load: () => readCmsPage(page),
    device: siteContentSource(page),
    isEmpty: (entries) => entries.length === 0,
  })
}
