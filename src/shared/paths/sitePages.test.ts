// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { SITE_PAGES, isSitePage, sitePageOfPath, sitePagePath } from './sitePages'

describe('site pages', () => {
  it('names every page by its route, with / as home', () => {
    for (const [page, path] of Object.entries(SITE_PAGES)) expect(sitePageOfPath(path)).toBe(page)
  })

  it('maps a page to its route and knows no other page', () => {
    expect(sitePagePath('home')).toBe('/')
    expect(sitePagePath('contact-us')).toBe('/contact-us')
    expect(sitePagePath('faq')).toBe('/faq')
    expect(sitePagePath('contact')).toBeUndefined()
    expect(sitePagePath('toString')).toBeUndefined()
    expect(isSitePage('constructor')).toBe(false)
  })
})
