import type { Plugin } from 'vite'

/*
 * /robots.txt and /sitemap.xml, written into the build. Both must name absolute URLs (the sitemap
 * protocol and the robots.txt Sitemap line require them), so they are generated from the site's
 * public origin, VITE_SITE_URL, rather than kept in public/.
 */

/** The public pages worth indexing: the visitor pages and joining (docs/product.md §2 open routes). */
export const SITEMAP_PATHS = ['/', '/faq', '/contact-us', '/terms', '/privacy', '/user/register', '/user/login'] as const

/** Areas behind a sign-in that crawlers have no use for. */
const DISALLOWED = ['/admin/', '/public/']

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${new URL('/sitemap.xml', siteUrl).href}`,
    '',
  ].join('\n')
}

/** A sitemap line: the page and, for a blog post, when it last changed (ISO). */
export interface SitemapPage {
  path: string
  lastModified?: string
}

/** The build's prerender (scripts/prerenderPlugin.ts) writes it again with every page it rendered. */
export function sitemapXml(siteUrl: string, pages: readonly SitemapPage[] = SITEMAP_PATHS.map((path) => ({ path }))): string {
  const urls = pages.map(
    ({ path, lastModified }) => `  <url><loc>${new URL(path, siteUrl).href}</loc>${lastModified ? `<lastmod>${lastModified}</lastmod>` : ''}</url>`,
  )
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n')
}

export function siteFiles(siteUrl: string): Plugin {
  return {
    name: 'movetime:site-files',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(siteUrl) })
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(siteUrl) })
    },
  }
}
