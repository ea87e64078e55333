import { BLOG_LIMITS, BLOG_MESSAGES, excerptFromMarkdown, isBlogSlug, slugify } from '@/api/blog/blogRules'
import { BLOG_STATUSES, type BlogStatus } from '@/api/blog/blogTypes'
import type { BlogPostRow } from '@mocks/db/blogSchemas'
import { assertValid, type Validation } from '@mocks/http/httpErrors'
import type { JsonObject } from '@mocks/http/requestBody'

/**
 * What `create` and `edit` accept, checked as one: the fields sent laid over the stored post (for
 * `edit`), then every rule, with one message per field (400, `validation`), as the records calls do.
 */

export interface CheckedPost {
  title: string
  slug: string
  excerpt: string
  body_markdown: string
  cover_image: string
  cover_alt: string
  status: BlogStatus
  publish_at: string | null
  categoryName: string | null
  tagNames: string[]
}

const has = (body: JsonObject, field: string) => Object.hasOwn(body, field)

/** A link the site can show: https, http or a path of this site (never `//host`, never `javascript:`). */
const isCoverLink = (value: string) => value.length <= BLOG_LIMITS.link && /^(https?:\/\/[^\s/]+|\/(?!\/))\S*$/i.test(value)

function text(body: JsonObject, field: string, fallback: string, validation: Validation, message: string): string {
  if (!has(body, field) || body[field] === null) return fallback
  const value = body[field]
  if (typeof value !== 'string') {
    validation[field] = message
    return fallback
  }
  return value.trim()
}

function termName(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const name = value.trim().replace(/\s+/g, ' ')
  return name.length >= 1 && name.length <= BLOG_LIMITS.termName && slugify(name, 'tag') ? name : null
}

/** The stored post as `create` would have received it: the base an `edit` lays its changes over. */
export function storedInput(row: BlogPostRow, categoryName: string | null, tagNames: string[]): CheckedPost {
  return {
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    body_markdown: row.body_markdown,
    cover_image: row.cover_image,
    cover_alt: row.cover_alt,
    status: row.status,
    publish_at: row.publish_at,
    categoryName,
    tagNames,
  }
}

/**
 * Checks `body` laid over `base` (nothing for `create`). `now` is the mock's clock: a scheduled
 * post must go public later than now, checked when the status or the time is sent.
 */
export function checkPostInput(body: JsonObject, base: CheckedPost | null, now: number): CheckedPost {
  const validation: Validation = {}
  const title = text(body, 'title', base?.title ?? '', validation, BLOG_MESSAGES.title)
  if (!title) validation.title = BLOG_MESSAGES.title
  else if (title.length > BLOG_LIMITS.title) validation.title = `Keep the title to ${BLOG_LIMITS.title} characters or fewer.`

  const bodyMarkdown = has(body, 'body_markdown') && typeof body.body_markdown === 'string' ? body.body_markdown : (base?.body_markdown ?? '')
  if (has(body, 'body_markdown') && typeof body.body_markdown !== 'string') validation.body_markdown = BLOG_MESSAGES.body
  else if (!bodyMarkdown.trim()) validation.body_markdown = BLOG_MESSAGES.body
  else if (bodyMarkdown.length > BLOG_LIMITS.body) validation.body_markdown = `Keep the post to ${BLOG_LIMITS.body.toLocaleString('en')} characters or fewer.`

  // A slug sent empty is made from the title; one left out keeps the stored one (or is made, on create).
  let slug = text(body, 'slug', base?.slug ?? '', validation, BLOG_MESSAGES.slugForm).toLowerCase()
  if (has(body, 'slug') && body.slug === '') slug = ''
  if (!slug && !validation.slug) {
    slug = slugify(title)
    if (!slug && title) validation.slug = BLOG_MESSAGES.slugFromTitle
  } else if (slug && !isBlogSlug(slug)) validation.slug = BLOG_MESSAGES.slugForm

  let excerpt = text(body, 'excerpt', base?.excerpt ?? '', validation, `Keep the excerpt to ${BLOG_LIMITS.excerpt} characters or fewer.`)
  if (excerpt.length > BLOG_LIMITS.excerpt) validation.excerpt = `Keep the excerpt to ${BLOG_LIMITS.excerpt} characters or fewer.`
  if (!excerpt) excerpt = excerptFromMarkdown(bodyMarkdown)

  const coverImage = text(body, 'cover_image', base?.cover_image ?? '', validation, BLOG_MESSAGES.coverLink)
  if (coverImage && !isCoverLink(coverImage)) validation.cover_image = BLOG_MESSAGES.coverLink
  const coverAlt = text(body, 'cover_alt', base?.cover_alt ?? '', validation, BLOG_MESSAGES.coverAlt)
  if (coverImage && !coverAlt) validation.cover_alt = BLOG_MESSAGES.coverAlt
  else if (coverAlt.length > BLOG_LIMITS.coverAlt) validation.cover_alt = `Keep the description to ${BLOG_LIMITS.coverAlt} characters or fewer.`

  let status: BlogStatus = base?.status ?? 'draft'
  if (has(body, 'status') || !base) {
    if ((BLOG_STATUSES as readonly unknown[]).includes(body.status)) status = body.status as BlogStatus
    else validation.status = BLOG_MESSAGES.status
  }

  let publishAt: string | null = base?.publish_at ?? null
  if (has(body, 'publish_at')) publishAt = typeof body.publish_at === 'string' && body.publish_at.trim() ? body.publish_at.trim() : null
  if (status === 'scheduled') {
    const time = publishAt === null ? Number.NaN : Date.parse(publishAt)
    if (!Number.isFinite(time)) validation.publish_at = BLOG_MESSAGES.publishAt
    else if ((has(body, 'status') || has(body, 'publish_at')) && time <= now) validation.publish_at = BLOG_MESSAGES.publishAtFuture
    else publishAt = new Date(time).toISOString()
  } else publishAt = null

  let categoryName = base?.categoryName ?? null
  if (has(body, 'category')) {
    if (body.category === null || body.category === '') categoryName = null
    else {
      categoryName = termName(body.category)
      if (categoryName === null) validation.category = BLOG_MESSAGES.termName
    }
  }

  let tagNames = base?.tagNames ?? []
  if (has(body, 'tags')) {
    if (!Array.isArray(body.tags)) validation.tags = BLOG_MESSAGES.termName
    else {
      const names = body.tags.map(termName)
      if (names.some((name) => name === null)) validation.tags = BLOG_MESSAGES.termName
      tagNames = names.filter((name): name is string => name !== null)
      const distinct = new Set(tagNames.map((name) => slugify(name, 'tag')))
      if (distinct.size > BLOG_LIMITS.tagsPerPost) validation.tags = BLOG_MESSAGES.tooManyTags
    }
  }

  assertValid(validation)
  return { title, slug, excerpt, body_markdown: bodyMarkdown, cover_image: coverImage, cover_alt: coverAlt, status, publish_at: publishAt, categoryName, tagNames }
}
