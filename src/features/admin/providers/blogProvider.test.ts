// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { BlogPost } from '@/api/blog/blogTypes'
import { postChanges, postRow } from './blogProvider'

const post: BlogPost = {
  id: 7,
  slug: 'warm-ups',
  title: 'Warm-ups',
  excerpt: 'Five minutes.',
  cover_image: '',
  cover_alt: '',
  author: { id: 2, name: 'Alex Morgan' },
  status: 'scheduled',
  publish_at: '2030-01-01T08:00:00.000Z',
  published_at: null,
  created_at: '2026-11-01T08:00:00.000Z',
  updated_at: '2026-11-02T08:00:00.000Z',
  category: { id: 3, slug: 'technique', name: 'Technique' },
  tags: [
    { id: 4, slug: 'mobility', name: 'Mobility' },
    { id: 5, slug: 'strength', name: 'Strength' },
  ],
  reading_minutes: 1,
  body_markdown: '## Warm up',
}

describe('the blog provider’s mapping', () => {
  it('lays a post out flat: category and tags by name, the author’s name, and when it goes public', () => {
    expect(postRow(post)).toMatchObject({
      id: 7,
      category: 'Technique',
      category_id: 3,
      tags: ['Mobility', 'Strength'],
      tag_ids: [4, 5],
      author: 'Alex Morgan',
      shown_at: '2030-01-01T08:00:00.000Z',
      body_markdown: '## Warm up',
    })
    expect(postRow({ ...post, status: 'published', published_at: '2026-11-03T08:00:00.000Z', category: null, tags: [] })).toMatchObject({
      category: '',
      category_id: null,
      tags: [],
      shown_at: '2026-11-03T08:00:00.000Z',
    })
  })

  it('sends what the form changed as the calls take it: no category and no time as null, tags as names', () => {
    expect(postChanges({ category: '  ', publish_at: '', tags: ['Mobility', ' '], status: 'draft', title: 'New' })).toEqual({
      category: null,
      publish_at: null,
      tags: ['Mobility'],
      status: 'draft',
      title: 'New',
    })
    expect(postChanges({ status: 'hidden' })).toEqual({})
    expect(postChanges({})).toEqual({})
  })
})
