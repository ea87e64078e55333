// @vitest-environment node
import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BLOG_LIMITS, isBlogSlug } from '@/api/blog/blogRules'
import { SEED_BLOG_POSTS } from './seedBlogPosts'
import { SEED_MOVES } from './seedMoves'

const words = (markdown: string) => markdown.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length

describe('the demo blog', () => {
  const published = SEED_BLOG_POSTS.filter((post) => post.status === 'published')

  it('has eight published posts of 400 to 900 words, a draft and a scheduled post', () => {
    expect(published).toHaveLength(8)
    for (const post of published) expect(words(post.body), post.slug).toBeGreaterThanOrEqual(400)
    for (const post of published) expect(words(post.body), post.slug).toBeLessThanOrEqual(900)
    expect(SEED_BLOG_POSTS.filter((post) => post.status === 'draft')).toHaveLength(1)
    expect(SEED_BLOG_POSTS.filter((post) => post.status === 'scheduled')).toHaveLength(1)
  })

  it('links only to public moves of the library, by their real ids', () => {
    for (const post of SEED_BLOG_POSTS) {
      for (const [, id] of post.body.matchAll(/\(\/move\?id=(\d+)\)/g)) {
        const move = SEED_MOVES.find((candidate) => candidate.id === Number(id))
        expect(move, `${post.slug} links to move ${id}`).toBeDefined()
        expect(move?.status, `${post.slug}: move ${id} is not public`).toBe('published')
      }
    }
  })

  it('has valid slugs, shipped covers with their descriptions, and headings', () => {
    for (const post of SEED_BLOG_POSTS) {
      expect(isBlogSlug(post.slug), post.slug).toBe(true)
      expect(existsSync(`public${post.cover}`), post.cover).toBe(true)
      expect(post.coverAlt.length).toBeGreaterThan(20)
      expect(post.excerpt.length).toBeLessThanOrEqual(BLOG_LIMITS.excerpt)
      expect(post.body).toMatch(/^## /m)
    }
  })

  it('one post links outside the site (its link gets rel="noopener noreferrer" when rendered)', () => {
    expect(SEED_BLOG_POSTS.filter((post) => /\]\(https:\/\//.test(post.body))).toHaveLength(1)
  })
})
