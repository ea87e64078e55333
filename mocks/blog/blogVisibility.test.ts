// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { effectivePublishedAt, effectiveStatus, isPublic } from './blogVisibility'

const now = Date.parse('2026-03-01T12:00:00Z')
const at = (offsetMs: number) => new Date(now + offsetMs).toISOString()

describe('who sees a post', () => {
  it('a published post is public; a draft never, even with a publish time in the past', () => {
    expect(isPublic({ status: 'published', publish_at: null }, now)).toBe(true)
    expect(isPublic({ status: 'draft', publish_at: at(-1000) }, now)).toBe(false)
  })

  it('a scheduled post is public from its publish_at on, and reads as published from then', () => {
    const post = { status: 'scheduled' as const, publish_at: at(60_000), published_at: null }
    expect(isPublic(post, now)).toBe(false)
    expect(effectiveStatus(post, now)).toBe('scheduled')
    expect(effectivePublishedAt(post, now)).toBeNull()
    expect(isPublic(post, now + 60_000)).toBe(true)
    expect(effectiveStatus(post, now + 60_000)).toBe('published')
    expect(effectivePublishedAt(post, now + 60_000)).toBe(post.publish_at)
  })

  it('a draft keeps no public date on show', () => {
    expect(effectivePublishedAt({ status: 'draft', publish_at: null, published_at: at(-5000) }, now)).toBeNull()
  })
})
