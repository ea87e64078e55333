// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { robotsTxt, SITEMAP_PATHS, sitemapXml } from '../../scripts/siteFilesPlugin'

describe('robots.txt and the sitemap', () => {
  it('robots.txt allows the public site, keeps crawlers out of the admin and public areas, and names the sitemap absolutely', () => {
    const robots = robotsTxt('https://movetime.example')
    expect(robots).toMatch(/^User-agent: \*$/m)
    expect(robots).toMatch(/^Disallow: \/admin\/$/m)
    expect(robots).toMatch(/^Sitemap: https:\/\/movetime\.example\/sitemap\.xml$/m)
    // The sign-in page must stay crawlable (Lighthouse's SEO audit reads it).
    expect(robots).not.toMatch(/^Disallow: \/user/m)
  })

  it('the sitemap lists every public page with an absolute address', () => {
    const xml = sitemapXml('https://movetime.example')
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    for (const path of SITEMAP_PATHS) expect(xml).toContain(`<loc>${new URL(path, 'https://movetime.example').href}</loc>`)
    expect(xml).toContain('<loc>https://movetime.example/</loc>')
  })

  it('the prerender’s sitemap lists the pages it wrote, a post with when it last changed', () => {
    const xml = sitemapXml('https://movetime.example', [{ path: '/blog' }, { path: '/blog/warm-up-right', lastModified: '2026-03-15T10:00:00.000Z' }])
    expect(xml).toContain('<url><loc>https://movetime.example/blog</loc></url>')
    expect(xml).toContain('<url><loc>https://movetime.example/blog/warm-up-right</loc><lastmod>2026-03-15T10:00:00.000Z</lastmod></url>')
  })
})
