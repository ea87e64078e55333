import { useRef, useState } from 'react'
import { readCmsPage } from '@/api/content/cmsPageApi'
import type { CmsEntry } from '@/api/content/contentCallTypes'
import { siteContentSource } from '@/offline/site/siteContentSource'
import type { SitePage } from '@/shared/paths/sitePages'
import { prerenderedReads, useRemoteData, type RemoteData } from '@/shared/remote/useRemoteData'

/** The key a page's entries are read (and prerendered) under: `cms:home`, `cms:faq`… */
export const siteContentKey = (page: SitePage) => `cms:${page}` as const

/** How long a prerendered page's first check for changes may wait for an idle moment. */
const IDLE_TIMEOUT_MS = 2000

/**
 * Resolves once the page has loaded and the browser is idle (at once where neither exists, as in
 * Node). The first check of a page drawn from its prerendered HTML waits for it: that check loads
 * the API client, which a first screen already on show need not wait for (Lighthouse on `/`).
 */
function pageSettled(): Promise<void> {
  if (typeof window === 'undefined' || typeof document === 'undefined') return Promise.resolve()
  const loaded =
    document.readyState === 'complete' ? Promise.resolve() : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }))
  return loaded.then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS })
        else setTimeout(resolve, 0)
      }),
  )
}

/**
 * One public page's CMS entries: the device's last copy at once when there is one, then the
 * server's answer, which replaces it (and is asked for again when the visitor comes back to the
 * tab or the network returns), so an admin's edit shows on the next visit. `load` is the plain
 * records call, free of browser-only APIs, so the build's prerender can run it in Node; a page
 * drawn from its prerendered HTML asks the server once it has loaded and the browser is idle.
 */
export function useSiteContent(page: SitePage): RemoteData<CmsEntry[]> {
  const key = siteContentKey(page)
  const waited = useRef(false)
  const remote = useRemoteData({
    key,
    load: async () => {
      if (drawnFromHtml && !waited.current) {
        waited.current = true
        await pageSettled()
      }
      return readCmsPage(page)
    },
    device: siteContentSource(page),
    isEmpty: (entries) => entries.length === 0,
  })
  // Read after useRemoteData's first render took in the embedded answers, before its effect lets them go.
  const [drawnFromHtml] = useState(() => prerenderedReads.answers?.has(key) ?? false)
  return remote
}
