import { BLOG_RULES, DEFAULT_BLOG_RULE, type BlogFilterQuery, type BlogRule } from '@/api/blog/blogTypes'

/*
 * The blog index's state lives in its URL (`/blog?tags=a,b&categories=c&rule=all&page=2`), so a
 * filtered list can be shared, bookmarked and prerendered, and Back undoes a filter. A form sent
 * without JavaScript gives repeated parameters (`tags=a&tags=b`): both forms read the same.
 */

export interface BlogIndexQuery {
  tags: string[]
  categories: string[]
  rule: BlogRule
  page: number
}

function slugs(search: URLSearchParams, name: string): string[] {
  const all = search
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((slug) => slug.trim().toLowerCase())
    .filter(Boolean)
  return [...new Set(all)].sort()
}

export function readPageNumber(search: URLSearchParams): number {
  const page = Number(search.get('page'))
  return Number.isSafeInteger(page) && page > 1 ? page : 1
}

export function readBlogQuery(search: URLSearchParams): BlogIndexQuery {
  const rule = search.get('rule')
  return {
    tags: slugs(search, 'tags'),
    categories: slugs(search, 'categories'),
    rule: (BLOG_RULES as readonly (string | null)[]).includes(rule) ? (rule as BlogRule) : DEFAULT_BLOG_RULE,
    page: readPageNumber(search),
  }
}

export const hasFilters = (query: BlogIndexQuery) => query.tags.length > 0 || query.categories.length > 0

/** What the server is asked: the rule only when it changes something, the page only past the first. */
export function toFilterQuery(query: BlogIndexQuery, limit: number): BlogFilterQuery {
  return {
    ...(query.tags.length > 0 ? { tags: query.tags } : {}),
    ...(query.categories.length > 0 ? { categories: query.categories } : {}),
    ...(hasFilters(query) && query.rule !== DEFAULT_BLOG_RULE ? { rule: query.rule } : {}),
    page: query.page,
    limit,
  }
}

/** One key per distinct list, whatever order the URL named the slugs in. */
export function blogListKey(query: BlogFilterQuery): string {
  const parts = [
    `tags=${(query.tags ?? []).join(',')}`,
    `categories=${(query.categories ?? []).join(',')}`,
    `rule=${query.rule ?? DEFAULT_BLOG_RULE}`,
    `page=${query.page ?? 1}`,
    `limit=${query.limit ?? ''}`,
  ]
  return `blog:list:${parts.join('&')}`
}

/** The link to the index with this state, for the URL: defaults left out. */
export function linkQuery(query: BlogIndexQuery) {
  return {
    tags: query.tags,
    categories: query.categories,
    rule: hasFilters(query) && query.rule !== DEFAULT_BLOG_RULE ? query.rule : undefined,
    page: query.page > 1 ? query.page : undefined,
  }
}

/** Another page of a list at `path` (the first page is the bare path). */
export const pageLink = (path: string, page: number) => (page > 1 ? `${path}?page=${page}` : path)

export function toggled(list: readonly string[], slug: string): string[] {
  return list.includes(slug) ? list.filter((item) => item !== slug) : [...list, slug].sort()
}
