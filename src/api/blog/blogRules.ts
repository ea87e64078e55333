/*
 * The blog's rules that the client's forms and the mock's checks share (pure, no I/O): limits,
 * the slug form, reading time, the excerpt made from a body, and the messages the mock answers.
 */

export const BLOG_LIMITS = {
  title: 140,
  slug: 80,
  excerpt: 300,
  /** Characters of Markdown; a real post is far shorter, and the HTTP mock refuses bodies over 1 MB. */
  body: 100_000,
  coverAlt: 200,
  link: 2_000,
  termName: 40,
  tagsPerPost: 10,
  pageSize: 10,
  pageSizeMax: 50,
  related: 3,
  /** Words read per minute for `reading_minutes`. */
  wordsPerMinute: 200,
} as const

/** Lowercase letters and digits in groups joined by single hyphens, with at least one letter. */
const SLUG_PATTERN = /^(?=[a-z0-9-]*[a-z])[a-z0-9]+(?:-[a-z0-9]+)*$/

export function isBlogSlug(value: string): boolean {
  return value.length <= BLOG_LIMITS.slug && SLUG_PATTERN.test(value)
}

/**
 * The slug a title or a term name gets: accents dropped, lowercase, every run of other characters a
 * single hyphen, cut at a word boundary to fit. '' when nothing usable is left (the caller says so);
 * a slug of digits only gets a `post-` prefix, so it cannot be read as an id by `single/{id}`.
 */
export function slugify(text: string, prefix = 'post'): string {
  const base = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  if (!base) return ''
  const cut = base.length <= BLOG_LIMITS.slug ? base : base.slice(0, BLOG_LIMITS.slug).replace(/-[^-]*$/, '') || base.slice(0, BLOG_LIMITS.slug)
  const trimmed = cut.replace(/-+$/, '')
  return /[a-z]/.test(trimmed) ? trimmed : `${prefix}-${trimmed}`.slice(0, BLOG_LIMITS.slug)
}

/** Words of the text a reader reads: Markdown's marks and link targets are not words. */
function readableWords(markdown: string): number {
  const text = markdown
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[#>*_`~[\]|-]+/g, ' ')
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}

/** Whole minutes to read a body at BLOG_LIMITS.wordsPerMinute, at least one. */
export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.round(readableWords(markdown) / BLOG_LIMITS.wordsPerMinute))
}

/**
 * An excerpt made from a body: its first paragraph that is not a heading, an image or a list,
 * as plain text (links keep their words, marks are dropped), cut at a word to fit.
 */
export function excerptFromMarkdown(markdown: string): string {
  const paragraphs = markdown.split(/\n\s*\n/).map((block) => block.trim())
  const first = paragraphs.find((block) => block && !/^(#|!\[|[-*+] |\d+\. |>|```|\|)/.test(block)) ?? ''
  const plain = first
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  if (plain.length <= BLOG_LIMITS.excerpt) return plain
  const cut = plain.slice(0, BLOG_LIMITS.excerpt - 1).replace(/\s+\S*$/, '')
  return `${cut}…`
}

export const BLOG_MESSAGES = {
  notFound: 'This post does not exist or is not published.',
  termNotFound: (kind: 'tag' | 'category', slug: string) => `There is no ${kind} "${slug}".`,
  slugTaken: 'Another post already uses this slug. Choose another one.',
  slugForm: 'Use lowercase letters, digits and single hyphens, with at least one letter (like strong-knees).',
  slugFromTitle: 'Give the post a slug: its title has no letters or digits to make one from.',
  title: 'Enter a title.',
  body: 'Write the post before saving it.',
  coverAlt: 'Describe the cover image for people who cannot see it.',
  coverLink: 'Enter the cover image as https://… or a path of this site starting with /.',
  status: 'Choose draft, published or scheduled.',
  publishAt: 'Choose when the post goes public.',
  publishAtFuture: 'Choose a time in the future, or publish the post now.',
  tooManyTags: `A post has at most ${BLOG_LIMITS.tagsPerPost} tags.`,
  termName: `Name each tag and the category with 1 to ${BLOG_LIMITS.termName} characters.`,
  rule: 'The rule is "all" or "any".',
  page: 'The page is a whole number from 1.',
  limit: `The limit is a whole number from 1 to ${BLOG_LIMITS.pageSizeMax}.`,
  order: 'Order by id, title, status, created_at, updated_at or published_at, then asc or desc.',
  id: 'Name the post by its id or its slug.',
  deleted: 'Post deleted.',
} as const
