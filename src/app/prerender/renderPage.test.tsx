import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { filterBlogPosts } from '@/api/blog/blogApi'
import { server } from '@mocks/node'
import { renderPage } from './renderPage'

describe('rendering a public page at build time', () => {
  // The prerender's build is an SSR build: only there does useRemoteData note the reads it asks for.
  beforeEach(() => void vi.stubEnv('SSR', true))
  afterEach(() => void vi.unstubAllEnvs())

  it('renders until its reads are answered: the page as the CMS has it, and the answers it drew', async () => {
    const page = await renderPage('/faq')
    expect(page.html).toMatch(/<h1[^>]*>Frequently asked questions<\/h1>/)
    expect(page.html).toContain('Can I use MoveTime without an internet connection?')
    expect(page.html).not.toContain('mt-spinner')
    expect(Object.keys(page.reads)).toEqual(['cms:faq'])
    expect(JSON.stringify(page.reads['cms:faq'])).toContain('Can I use MoveTime without an internet connection?')
  })

  it('puts every part of a long page in place, in order: nothing hidden for a script to move', async () => {
    const { list } = await filterBlogPosts({ limit: 1 })
    const post = list[0]!
    const page = await renderPage(`/blog/${post.slug}`)
    expect(page.html).toMatch(/<h1[^>]*>[^<]*<\/h1>/)
    // The post's body sits in the article, before the footer, not after the page for a script to move.
    expect(page.html.indexOf('blog-post__body')).toBeGreaterThan(0)
    expect(page.html.indexOf('blog-post__body')).toBeLessThan(page.html.indexOf('mt-site__footer'))
    expect(page.html).not.toMatch(/<template|<script|hidden id="S:|<!--\$\?-->/)
  })

  it('renders the visitor’s page, with no developer panel and nothing of a session', async () => {
    const page = await renderPage('/terms')
    expect(page.html).toContain('mt-site__header')
    expect(page.html).not.toMatch(/developer|dev-panel/i)
  })

  it('fails, naming the page and the read, when a read fails: no page is written in its error state', async () => {
    server.use(http.get('*/v*/api/*', () => HttpResponse.json({ error: true, message: 'The CMS is down.' }, { status: 500 })))
    await expect(renderPage('/privacy')).rejects.toThrow(/\/privacy: the read "cms:privacy" failed at build time: The CMS is down\./)
  })
})
