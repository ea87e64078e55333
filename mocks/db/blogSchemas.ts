import { z } from 'zod'
import { BLOG_STATUSES } from '@/api/blog/blogTypes'
import { BLOG_LIMITS } from '@/api/blog/blogRules'

/**
 * The blog's tables (issue 23): posts, categories and tags. Only the blog calls read and write them
 * (mocks/blog keeps their rules: who sees a post, the filter rule, unique slugs, terms made by
 * name); the records family does not serve them, so a draft never leaks through it. A post names
 * its category and tags by id; the author's name is kept on the post, as it read when written.
 */

const id = z.number().int().positive()
const isoDate = z.string()

export const blogPostSchema = z.object({
  id,
  slug: z.string().min(1).max(BLOG_LIMITS.slug),
  title: z.string().min(1).max(BLOG_LIMITS.title),
  excerpt: z.string().max(BLOG_LIMITS.excerpt).default(''),
  body_markdown: z.string().max(BLOG_LIMITS.body),
  cover_image: z.string().max(BLOG_LIMITS.link).default(''),
  cover_alt: z.string().max(BLOG_LIMITS.coverAlt).default(''),
  author_id: id.nullable().default(null),
  author_name: z.string().max(120),
  status: z.enum(BLOG_STATUSES),
  /** When a scheduled post goes public; null for the others. */
  publish_at: isoDate.nullable().default(null),
  /** When it went (or, scheduled, goes) public: set on first publishing and kept through edits. */
  published_at: isoDate.nullable().default(null),
  category_id: id.nullable().default(null),
  tag_ids: z.array(id).max(BLOG_LIMITS.tagsPerPost).default([]),
  created_at: isoDate,
  updated_at: isoDate,
})
export type BlogPostRow = z.output<typeof blogPostSchema>

export const blogTermSchema = z.object({
  id,
  slug: z.string().min(1).max(BLOG_LIMITS.slug),
  name: z.string().min(1).max(BLOG_LIMITS.termName),
  created_at: isoDate,
})
export type BlogTermRow = z.output<typeof blogTermSchema>

export const BLOG_SCHEMAS = {
  blog_post: blogPostSchema,
  blog_category: blogTermSchema,
  blog_tag: blogTermSchema,
}
