/*
 * The blog family (docs/product.md §7 "Blog": filter?tags&categories&rule, all, create, single/{id},
 * edit/{id}, delete/{id}, category, tags), shared by the client (blogApi.ts) and the mock
 * (mocks/handlers/blog/). The rules both ends agree on (slugs, limits, reading time, messages) are
 * in blogRules.ts.
 *
 * Who sees what:
 * - A post is public when its status is `published`, or `scheduled` and its `publish_at` has
 *   passed on the server's clock. Public reads (`filter`, `single` for visitors and members,
 *   `all` without an admin token, `category`, `tags`) never return another post: a draft or a
 *   scheduled post not yet due answers 404 on `single`, exactly as a post that does not exist.
 * - Admins (bearer token, role admin) see every post through `all` and `single`; only they may
 *   `create`, `edit` and `delete` (401 without a token, 403 for other roles).
 * - A scheduled post whose time has come is reported as `published`, with `published_at` set to
 *   its `publish_at`: nothing has to run at that moment for it to appear.
 *
 * Terms: a post has at most one category and up to BLOG_LIMITS.tagsPerPost tags. `create` and
 * `edit` name them by name (`category: 'Technique'`, `tags: ['Mobility']`); the server finds the
 * term by name or slug, ignoring case, or creates it. A term that no post uses is removed.
 */

export const BLOG_STATUSES = ['draft', 'published', 'scheduled'] as const
export type BlogStatus = (typeof BLOG_STATUSES)[number]

/**
 * How `filter` combines the chosen tags and categories: `all` keeps the posts that have every chosen
 * term (each tag, and the category; a post has one category, so two chosen categories match none);
 * `any` keeps the posts that have at least one of them. No term chosen: every public post.
 */
export const BLOG_RULES = ['any', 'all'] as const
export type BlogRule = (typeof BLOG_RULES)[number]
export const DEFAULT_BLOG_RULE: BlogRule = 'any'

/** A category or a tag. The slug names it in URLs (/blog/category/{slug}, /blog/tag/{slug}, `filter`). */
export interface BlogTerm {
  id: number
  slug: string
  name: string
}

/**
 * A term in the `category` and `tags` lists, with how many public posts carry it. Visitors and
 * members get only terms with at least one public post (a filter on the others would come back
 * empty); admins get every term, including those only drafts use.
 */
export interface BlogTermCount extends BlogTerm {
  post_count: number
}

export interface BlogAuthor {
  /** The account that wrote it (the admin who created it; the seed names coaches too); null for a name without one. */
  id: number | null
  name: string
}

/** A post as lists show it: everything but the body. */
export interface BlogPostSummary {
  id: number
  /** Lowercase letters, digits and hyphens, with at least one letter, so it never reads as an id. */
  slug: string
  title: string
  excerpt: string
  /** A link: an https URL or a path of this site (shipped media, uploads). '' when there is none. */
  cover_image: string
  /** What the cover shows, for screen readers; required with a cover. */
  cover_alt: string
  author: BlogAuthor
  status: BlogStatus
  /** When a scheduled post goes public (ISO); null for the others. */
  publish_at: string | null
  /** When it went public (ISO); null while it is not public. */
  published_at: string | null
  created_at: string
  updated_at: string
  category: BlogTerm | null
  tags: BlogTerm[]
  /** Computed by the server from the body on every read (blogRules.readingMinutes), never stored. */
  reading_minutes: number
}

export interface BlogPost extends BlogPostSummary {
  /** Markdown as the author wrote it. It is stored as written; whoever shows it renders it through renderMarkdown. */
  body_markdown: string
}

/** One page of posts, newest first (by the time they went public, then by id). */
export interface BlogPage {
  error: false
  list: BlogPostSummary[]
  page: number
  limit: number
  total: number
  num_pages: number
}

/** `filter`'s answer also names the terms it filtered by (so /blog/tag/{slug} can show the tag's name). */
export interface BlogFilterPage extends BlogPage {
  rule: BlogRule
  tags: BlogTerm[]
  categories: BlogTerm[]
}

/**
 * `filter`'s query. Slugs travel comma-separated (`tags=mobility,strength`). A slug that names no
 * term, or a term no public post carries, answers 404 (an old link to a removed tag; a tag only a
 * draft has stays unknown). page from 1, limit 1–BLOG_LIMITS.pageSizeMax (default BLOG_LIMITS.pageSize).
 */
export interface BlogFilterQuery {
  tags?: readonly string[]
  categories?: readonly string[]
  rule?: BlogRule
  page?: number
  limit?: number
}

/** Fields `all` may be ordered by (`order=field,direction`; default: newest first, as `filter`). */
export const BLOG_ORDER_FIELDS = ['id', 'title', 'status', 'created_at', 'updated_at', 'published_at'] as const
export type BlogOrderField = (typeof BLOG_ORDER_FIELDS)[number]

/**
 * `all`'s query. Without an admin token it lists the public posts (status and q still apply);
 * with one, every post. `q` matches the title or the slug, ignoring case.
 */
export interface BlogAllQuery {
  page?: number
  limit?: number
  status?: BlogStatus
  q?: string
  /** `field,direction`, e.g. `updated_at,desc`. */
  order?: `${BlogOrderField},${'asc' | 'desc'}`
}

/** `single/{id}`: the post, and up to BLOG_LIMITS.related public posts that share its tags or category. */
export interface BlogPostAnswer {
  error: false
  model: BlogPost
  related: BlogPostSummary[]
}

/**
 * What `create` takes. `slug` left out or '' is made from the title; `excerpt` left out or '' is
 * made from the body's first paragraph. `publish_at` is required for `scheduled` (and must be
 * later than now); it is ignored otherwise. `category` '' or null means none.
 */
export interface BlogPostInput {
  title: string
  slug?: string
  excerpt?: string
  body_markdown: string
  cover_image?: string
  cover_alt?: string
  status: BlogStatus
  publish_at?: string | null
  category?: string | null
  tags?: string[]
}

/** `edit/{id}`: the fields sent change, the others stay. */
export type BlogPostChanges = Partial<BlogPostInput>

export interface BlogPostResponse {
  error: false
  model: BlogPost
}

export interface BlogDeleteResponse {
  error: false
  message: string
}

export interface BlogTermsResponse {
  error: false
  list: BlogTermCount[]
}
