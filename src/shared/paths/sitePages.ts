import { paths } from './routePaths'

/*
 * The public pages whose text lives in CMS entries, and the one rule that names them: an entry's
 * `page` is the route's path without its leading slash, and `/` is `home` (so /contact-us is
 * `contact-us`). The site reads a page's entries by this name; the admin console links an entry
 * to the page it changes through the same table.
 */

export const SITE_PAGES = {
  home: paths.home,
  'contact-us': paths.contact,
  terms: paths.terms,
  privacy: paths.privacy,
  faq: paths.faq,
} as const

export type SitePage = keyof typeof SITE_PAGES

/** The CMS page name of a route path: `/` → `home`, `/contact-us` → `contact-us`. */
export function sitePageOfPath(path: string): string {
  return path === '/' ? 'home' : path.replace(/^\//, '')
}

export function isSitePage(page: string): page is SitePage {
  return Object.hasOwn(SITE_PAGES, page)
}

/** Where a CMS page shows on the site, or undefined when no page of the site reads it. */
export function sitePagePath(page: string): string | undefined {
  return isSitePage(page) ? SITE_PAGES[page] : undefined
}
