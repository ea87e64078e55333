import { BLOG_LIMITS, readingMinutes } from '@/api/blog/blogRules'
import type { BlogPost, BlogPostSummary } from '@/api/blog/blogTypes'
import type { BlogPostRow } from '@mocks/db/blogSchemas'
import { termById } from './blogTerms'
import { effectivePublishedAt, effectiveStatus, newestFirst } from './blogVisibility'

/** A stored post as the calls answer it: terms by name, reading time computed, status as readers see it. */

export function presentSummary(row: BlogPostRow, now: number): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    cover_image: row.cover_image,
    cover_alt: row.cover_alt,
    author: { id: row.author_id, name: row.author_name },
    status: effectiveStatus(row, now),
    publish_at: row.status === 'scheduled' ? row.publish_at : null,
    published_at: effectivePublishedAt(row, now),
    created_at: row.created_at,
    updated_at: row.updated_at,
    category: termById('blog_category', row.category_id),
    tags: row.tag_ids.flatMap((tagId) => termById('blog_tag', tagId) ?? []),
    reading_minutes: readingMinutes(row.body_markdown),
  }
}

export function presentPost(row: BlogPostRow, now: number): BlogPost {
  return { ...presentSummary(row, now), body_markdown: row.body_markdown }
}

/**
 * Up to BLOG_LIMITS.related public posts for a post's page: those sharing the most tags first (the
 * same category counts as one more), then the newest, so a post with nothing in common still
 * offers something to read next.
 */
export function relatedPosts(row: BlogPostRow, publicRows: readonly BlogPostRow[]): BlogPostRow[] {
  const score = (other: BlogPostRow) =>
    other.tag_ids.filter((tagId) => row.tag_ids.includes(tagId)).length * 2 + (row.category_id !== null && other.category_id === row.category_id ? 1 : 0)
  return publicRows
    .filter((other) => other.id !== row.id)
    .map((other) => ({ other, points: score(other) }))
    .sort((a, b) => b.points - a.points || newestFirst(a.other, b.other))
    .slice(0, BLOG_LIMITS.related)
    .map(({ other }) => other)
}
