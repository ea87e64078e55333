import type { BlogStatus } from '@/api/blog/blogTypes'
import type { BlogPostRow } from '@mocks/db/blogSchemas'

/**
 * Who sees a post, pure: the public sees a published post, and a scheduled one once its
 * `publish_at` has passed on the mock's clock (mockNow, passed in). Nothing runs at that moment:
 * every read asks again, so a post appears on the first read after its time.
 */

export function isDue(row: Pick<BlogPostRow, 'status' | 'publish_at'>, now: number): boolean {
  return row.status === 'scheduled' && row.publish_at !== null && Date.parse(row.publish_at) <= now
}

export function isPublic(row: Pick<BlogPostRow, 'status' | 'publish_at'>, now: number): boolean {
  return row.status === 'published' || isDue(row, now)
}

/** The status readers see: a scheduled post whose time has come reads as published. */
export function effectiveStatus(row: Pick<BlogPostRow, 'status' | 'publish_at'>, now: number): BlogStatus {
  return isDue(row, now) ? 'published' : row.status
}

/** When it went public, as readers see it: null while it is not public. */
export function effectivePublishedAt(row: Pick<BlogPostRow, 'status' | 'publish_at' | 'published_at'>, now: number): string | null {
  if (!isPublic(row, now)) return null
  return row.published_at ?? row.publish_at
}

/** Newest first: by the time it went (or goes) public, a draft by when it was written; then by id. */
export function sortTime(row: Pick<BlogPostRow, 'published_at' | 'publish_at' | 'created_at'>): string {
  return row.published_at ?? row.publish_at ?? row.created_at
}

export function newestFirst(a: BlogPostRow, b: BlogPostRow): number {
  const byTime = sortTime(b).localeCompare(sortTime(a))
  return byTime !== 0 ? byTime : b.id - a.id
}
