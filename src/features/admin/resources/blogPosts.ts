import { z } from 'zod'
import { BLOG_LIMITS, BLOG_MESSAGES, isBlogSlug } from '@/api/blog/blogRules'
import { BLOG_STATUSES, type BlogStatus } from '@/api/blog/blogTypes'
import type { DbRecord } from '@/api/records/recordTypes'
import { adminPaths } from '@/shared/paths/adminPaths'
import { defineResource, type FieldOption } from '../engine/resourceDefinition'
import { blogCategoryChoice, blogTagChoice } from './blogTerms'

/**
 * Blog posts (the blog calls: `all`, `single/{id}`, `create`, `edit/{id}`, `delete/{id}`; admins
 * only for everything but public reads). The blog provider lays each post out flat for the engine:
 * the category as its name, the tags as a list of names, the author as a name, and `shown_at` (when
 * it went public, or when it will). Category and tags are named, not chosen by id: a new name makes
 * a new term, as the `create` and `edit` calls do.
 */

export interface AdminBlogPost extends DbRecord {
  title: string
  slug: string
  excerpt: string
  status: BlogStatus
  category: string
  category_id: number | null
  tags: string[]
  tag_ids: number[]
  author: string
  publish_at: string | null
  published_at: string | null
  shown_at: string | null
  cover_image: string
  cover_alt: string
  body_markdown?: string
}

const STATUS_LABELS: Record<BlogStatus, string> = { draft: 'Draft', published: 'Published', scheduled: 'Scheduled' }
export const blogStatusOptions: FieldOption[] = BLOG_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))

/** A cover link the server accepts: https, http, or a path of this site (never `//host`). */
const isCoverLink = (value: string) => /^(https?:\/\/[^\s/]+|\/(?!\/))\S*$/i.test(value)

const when = (value: string | null | undefined) => {
  if (!value) return ''
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
}

/** "Published 24 Nov 2026, 09:12", "Scheduled for 1 Dec 2026, 07:00", or nothing for a draft. */
export function postDate(post: Pick<AdminBlogPost, 'status' | 'shown_at'>): string {
  if (!post.shown_at || post.status === 'draft') return ''
  return post.status === 'scheduled' ? `Scheduled for ${when(post.shown_at)}` : `Published ${when(post.shown_at)}`
}

const limit = (label: string, max: number) => `Keep ${label} to ${max} characters or fewer.`

/**
 * The server's rules (blogRules.ts), checked before the round trip. `now` is read when the form is
 * checked: a scheduled post must go public later than that.
 */
export const blogPostSchema = z
  .object({
    title: z.string(BLOG_MESSAGES.title).trim().min(1, BLOG_MESSAGES.title).max(BLOG_LIMITS.title, limit('the title', BLOG_LIMITS.title)),
    slug: z
      .string()
      .trim()
      .max(BLOG_LIMITS.slug, limit('the slug', BLOG_LIMITS.slug))
      .refine((slug) => slug === '' || isBlogSlug(slug), BLOG_MESSAGES.slugForm)
      .default(''),
    excerpt: z.string().max(BLOG_LIMITS.excerpt, limit('the excerpt', BLOG_LIMITS.excerpt)).default(''),
    category: z.string().trim().max(BLOG_LIMITS.termName, BLOG_MESSAGES.termName).nullable().default(''),
    tags: z
      .array(z.string().trim().min(1).max(BLOG_LIMITS.termName, BLOG_MESSAGES.termName))
      .max(BLOG_LIMITS.tagsPerPost, BLOG_MESSAGES.tooManyTags)
      .default([]),
    status: z.enum(BLOG_STATUSES, BLOG_MESSAGES.status),
    publish_at: z.string().nullable().default(null),
    cover_image: z
      .string()
      .trim()
      .max(BLOG_LIMITS.link)
      .refine((link) => link === '' || isCoverLink(link), BLOG_MESSAGES.coverLink)
      .default(''),
    cover_alt: z.string().trim().max(BLOG_LIMITS.coverAlt, limit('the description', BLOG_LIMITS.coverAlt)).default(''),
    body_markdown: z
      .string(BLOG_MESSAGES.body)
      .refine((body) => body.trim() !== '', BLOG_MESSAGES.body)
      .refine((body) => body.length <= BLOG_LIMITS.body, limit('the post', BLOG_LIMITS.body)),
  })
  .superRefine((post, context) => {
    if (post.status === 'scheduled') {
      const at = post.publish_at ? Date.parse(post.publish_at) : Number.NaN
      if (Number.isNaN(at)) context.addIssue({ code: 'custom', path: ['publish_at'], message: BLOG_MESSAGES.publishAt })
      else if (at <= Date.now()) context.addIssue({ code: 'custom', path: ['publish_at'], message: BLOG_MESSAGES.publishAtFuture })
    }
    if (post.cover_image !== '' && post.cover_alt === '') context.addIssue({ code: 'custom', path: ['cover_alt'], message: BLOG_MESSAGES.coverAlt })
  })

export const blogPosts = defineResource<AdminBlogPost>({
  name: 'blog_posts',
  labels: { singular: 'blog post', plural: 'Blog posts' },
  table: 'blog_post',
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true, hint: `Up to ${BLOG_LIMITS.title} characters.` },
    {
      name: 'slug',
      label: 'Slug',
      kind: 'slug',
      derivedFrom: 'title',
      hint: 'The post’s address: /blog/your-slug. Made from the title until you change it; lowercase letters, digits and hyphens.',
    },
    { name: 'excerpt', label: 'Excerpt', kind: 'textarea', hint: `Shown in lists and link previews, up to ${BLOG_LIMITS.excerpt} characters. Left empty, the first paragraph is used.` },
    { name: 'category', label: 'Category', kind: 'text', suggest: blogCategoryChoice, hint: 'Choose one or type a new name. Leave empty for none.' },
    { name: 'tags', label: 'Tags', kind: 'tags', suggest: blogTagChoice, hint: `Type a tag and press Enter; up to ${BLOG_LIMITS.tagsPerPost}. Known tags are offered as you type.` },
    { name: 'status', label: 'Status', kind: 'select', options: blogStatusOptions, required: true, hint: 'Drafts are seen only here. A scheduled post goes public at its time.' },
    { name: 'publish_at', label: 'Publish at', kind: 'datetime', nullable: true, hint: 'Needed for a scheduled post: when it goes public, in your time zone.' },
    { name: 'cover_image', label: 'Cover image', kind: 'upload', upload: { accept: 'image', storage: 'server' } },
    { name: 'cover_alt', label: 'Cover image description', kind: 'text', hint: 'What the cover shows, for people who cannot see it. Needed with a cover.' },
    { name: 'body_markdown', label: 'Body', kind: 'markdown', required: true, hint: 'Markdown: ## for headings, **bold**, [words](https://link), - for lists.' },
    { name: 'author', label: 'Author', kind: 'text', readOnly: true, on: ['edit'] },
    { name: 'published_at', label: 'Went public', kind: 'datetime', readOnly: true, on: ['edit'] },
    { name: 'reading_minutes', label: 'Reading time (minutes)', kind: 'number', readOnly: true, on: ['edit'] },
  ],
  schema: blogPostSchema,
  defaults: { title: '', slug: '', excerpt: '', category: '', tags: [], status: 'draft', publish_at: null, cover_image: '', cover_alt: '', body_markdown: '' },
  columns: [
    { field: 'title', label: 'Title', sortable: true },
    { field: 'status', label: 'Status', sortable: true },
    { field: 'category', label: 'Category', sortable: true },
    { field: 'tags', label: 'Tags', value: (post) => post.tags.join(', ') },
    { field: 'shown_at', label: 'Published or scheduled', sortable: true, value: postDate },
    { field: 'author', label: 'Author', sortable: true },
  ],
  showDetails: [{ field: 'slug', label: 'Public address', value: (post) => `/blog/${post.slug}` }],
  filters: [
    { name: 'status', label: 'Status', kind: 'select', options: blogStatusOptions },
    { name: 'category_id', label: 'Category', kind: 'select', reference: blogCategoryChoice },
    { name: 'tag_ids', label: 'Tag', kind: 'select', reference: blogTagChoice },
  ],
  searchField: 'title',
  // What was worked on last comes first: a new post, a draft being written, a post just changed.
  defaultSort: { field: 'updated_at', order: 'DESC' },
  recordLabel: (post) => post.title,
  paths: adminPaths.blog,
})
