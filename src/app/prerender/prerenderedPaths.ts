/*
 * The addresses the build prerenders (src/app/prerender): the site's own pages, the blog's index and
 * each published post. Known to the build, to vite preview (scripts/prerenderPlugin.ts) and to the
 * service worker, which asks the network for them rather than answering with the app shell.
 */

/** Home, terms, privacy, FAQ and contact (routePaths' visitor pages). */
export const SITE_PATHS: readonly string[] = ['/', '/terms', '/privacy', '/faq', '/contact-us']
export const BLOG_PATH = '/blog'
/** A post's address: /blog/<slug>. Only the build can have written it; another slug is no post. */
export const POST_PATH = /^\/blog\/[^/]+\/?$/

/** Whether `pathname` is (or, under /blog/, could be) a page the build prerendered. */
export function isPrerenderedPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return SITE_PATHS.includes(path) || path === BLOG_PATH || POST_PATH.test(path)
}
