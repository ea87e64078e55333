import { slugify } from '@/api/blog/blogRules'
import type { Db } from './collections'
import { SEED_BLOG_POSTS, type SeedBlogPost } from './seedBlogPosts'
import { recentDate } from './seedTime'

/**
 * The blog's demo data (issue 23): eight published posts, a draft and a scheduled post, their
 * categories and tags. Dated back from the reset, like the watch history, so the newest post is
 * always recent and the scheduled one always ahead (a week after the reset); order and ids are fixed.
 */

const AUTHOR_EMAILS: Record<SeedBlogPost['author'], string> = {
  alex: 'admin@movetime.app',
  grace: 'grace.bennett@movetime.app',
  marcus: 'marcus.rivera@movetime.app',
}

const DAY_MS = 86_400_000

export async function seedBlog(target: Db, now: number): Promise<void> {
  const termIds = { blog_category: new Map<string, number>(), blog_tag: new Map<string, number>() }
  const termId = async (table: 'blog_category' | 'blog_tag', name: string, createdAt: string): Promise<number> => {
    const known = termIds[table].get(name)
    if (known) return known
    const id = termIds[table].size + 1
    termIds[table].set(name, id)
    await target[table].create({ id, slug: slugify(name, 'tag'), name, created_at: createdAt })
    return id
  }

  for (const [index, post] of SEED_BLOG_POSTS.entries()) {
    const author = target.user.findFirst((q) => q.where({ email: AUTHOR_EMAILS[post.author] }))
    const written = recentDate(now, 3 - post.day, 8)
    const day = recentDate(now, -post.day, 9)
    const categoryId = await termId('blog_category', post.category, written)
    const tagIds: number[] = []
    for (const tag of post.tags) tagIds.push(await termId('blog_tag', tag, written))
    await target.blog_post.create({
      id: index + 1,
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      body_markdown: post.body,
      cover_image: post.cover,
      cover_alt: post.coverAlt,
      author_id: author?.id ?? null,
      author_name: author ? `${author.first_name} ${author.last_name}` : 'MoveTime',
      status: post.status,
      publish_at: post.status === 'scheduled' ? new Date(Math.floor(now / DAY_MS) * DAY_MS + 7 * DAY_MS + 8 * 3_600_000).toISOString() : null,
      published_at: post.status === 'published' ? day : null,
      category_id: categoryId,
      tag_ids: tagIds,
      created_at: written,
      updated_at: day,
    })
  }
}
