// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { BlogPostSummary } from '@/api/blog/blogTypes'
import type { AppRoute } from '../routes/routeTypes'
import { describePage, leadParagraph, notFoundHead, SITE_DESCRIPTION } from './describePage'

const SITE = 'https://movetime.example'
const route = (title?: string): AppRoute => ({ path: '/x', title, access: 'open', layout: 'visitor', page: () => Promise.reject(new Error('not rendered')) })

const post: BlogPostSummary = {
  id: 4,
  slug: 'warm-up-right',
  title: 'Warm up right in ten minutes',
  excerpt: 'A short routine that gets every joint ready before you lift.',
  cover_image: '/media/posters/lunge.jpg',
  cover_alt: 'A member in a deep lunge',
  author: { id: 2, name: 'Ana Ruiz' },
  status: 'published',
  publish_at: null,
  published_at: '2026-03-14T09:00:00.000Z',
  created_at: '2026-03-10T09:00:00.000Z',
  updated_at: '2026-03-15T10:00:00.000Z',
  category: { id: 1, slug: 'technique', name: 'Technique' },
  tags: [
    { id: 1, slug: 'mobility', name: 'Mobility' },
    { id: 2, slug: 'warm-up', name: 'Warm-up' },
  ],
  reading_minutes: 4,
}

const rendered = `<div><header><p>Skip</p></header><main>
  <p>MoveTime</p>
  <p>Last updated 1 May</p>
  <p>A growing library of exercise moves with short videos, on your phone and ready offline.</p>
</main><footer><p>A footer paragraph long enough to count as a summary, were it inside the main region.</p></footer></div>`

describe('the head of each prerendered page', () => {
  it('describes a page by its first paragraph that says something, inside its main region', () => {
    expect(leadParagraph(rendered)).toBe('A growing library of exercise moves with short videos, on your phone and ready offline.')
    expect(leadParagraph('<main><p>Too short.</p></main>')).toBeNull()
  })

  it('gives home the route’s title, the product name, and the organisation as structured data', () => {
    const head = describePage({ path: '/', route: route() }, rendered, SITE)
    expect(head.title).toBe('MoveTime')
    expect(head.canonical).toBe('https://movetime.example/')
    expect(head.description).toContain('A growing library of exercise moves')
    expect(head.jsonLd).toEqual([
      { '@context': 'https://schema.org', '@type': 'Organization', name: 'MoveTime', url: 'https://movetime.example/', logo: 'https://movetime.example/icons/icon-512.png' },
    ])
  })

  it('gives another page its route’s title and no structured data; the site’s words when it has no paragraph', () => {
    const head = describePage({ path: '/faq', route: route('Frequently asked questions') }, '<main><h1>FAQ</h1></main>', SITE)
    expect(head).toMatchObject({ title: 'Frequently asked questions', canonical: 'https://movetime.example/faq', description: SITE_DESCRIPTION, jsonLd: [], type: 'website' })
  })

  it('describes a post as an article: its title, excerpt and cover, and a BlogPosting', () => {
    const head = describePage({ path: '/blog/warm-up-right', route: route('Blog'), post }, rendered, SITE)
    expect(head).toMatchObject({
      title: 'Warm up right in ten minutes',
      description: 'A short routine that gets every joint ready before you lift.',
      canonical: 'https://movetime.example/blog/warm-up-right',
      type: 'article',
      image: { url: 'https://movetime.example/media/posters/lunge.jpg', alt: 'A member in a deep lunge' },
      largeImage: true,
    })
    expect(head.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'BlogPosting',
        headline: 'Warm up right in ten minutes',
        datePublished: '2026-03-14T09:00:00.000Z',
        dateModified: '2026-03-15T10:00:00.000Z',
        image: ['https://movetime.example/media/posters/lunge.jpg'],
        author: { '@type': 'Person', name: 'Ana Ruiz' },
        mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://movetime.example/blog/warm-up-right' },
        articleSection: 'Technique',
        keywords: 'Mobility, Warm-up',
      }),
    ])
  })

  it('shows the site’s picture for a post without a cover, in a small card', () => {
    const head = describePage({ path: '/blog/a', route: route(), post: { ...post, cover_image: '', cover_alt: '' } }, rendered, SITE)
    expect(head.image.url).toBe('https://movetime.example/icons/icon-512.png')
    expect(head.largeImage).toBe(false)
    expect(head.jsonLd[0]).not.toHaveProperty('image')
  })

  it('keeps the 404 page out of search results', () => {
    expect(notFoundHead(SITE)).toMatchObject({ title: '404 Page not found', canonical: null, noindex: true })
  })
})
