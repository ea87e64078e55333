// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { paths } from '@/shared/paths/routePaths'
import { isPrerenderedPath, SITE_PATHS } from './prerenderedPaths'

describe('the prerendered addresses', () => {
  it('are the visitor pages of routePaths', () => {
    expect([...SITE_PATHS].sort()).toEqual([paths.home, paths.terms, paths.privacy, paths.faq, paths.contact].sort())
  })

  it('are the site’s pages, the blog and its posts, with or without a trailing slash; not the blog’s term pages or the app', () => {
    for (const path of ['/', '/faq', '/faq/', '/contact-us', '/blog', '/blog/', '/blog/squat-without-knee-pain']) expect(isPrerenderedPath(path), path).toBe(true)
    for (const path of ['/blog/tag/mobility', '/blog/category/technique', '/user/dashboard', '/faqs', '/move']) expect(isPrerenderedPath(path), path).toBe(false)
  })
})
