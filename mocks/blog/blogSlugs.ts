import { BLOG_MESSAGES } from '@/api/blog/blogRules'
import { db } from '@mocks/db/db'
import { HttpError } from '@mocks/http/httpErrors'

/*
 * One post per slug: /blog/{slug} names one post. A write awaits the database between checking and
 * storing, so the slug is claimed synchronously, before the first await, and released once the row
 * is stored (or the write failed): N parallel writes of one slug give one success and N-1 409s.
 * Module memory: one home, one process (as mocks/content/cmsPairs.ts).
 */

const claimed = new Set<string>()

/** 409 with the message under `slug` when another post (or a write in flight) holds it. */
export function claimBlogSlug(slug: string, ownId?: number): () => void {
  const holder = db.blog_post.findFirst((q) => q.where((row) => row.slug === slug))
  if (claimed.has(slug) || (holder && holder.id !== ownId)) {
    throw new HttpError(409, BLOG_MESSAGES.slugTaken, { slug: BLOG_MESSAGES.slugTaken })
  }
  claimed.add(slug)
  return () => claimed.delete(slug)
}
