import { BLOG_LIMITS, BLOG_MESSAGES, isBlogSlug } from '@/api/blog/blogRules'
import { BLOG_ORDER_FIELDS, BLOG_RULES, BLOG_STATUSES, DEFAULT_BLOG_RULE, type BlogOrderField, type BlogRule, type BlogStatus } from '@/api/blog/blogTypes'
import type { BlogPostRow } from '@mocks/db/blogSchemas'
import { HttpError } from '@mocks/http/httpErrors'
import { effectivePublishedAt, effectiveStatus, newestFirst } from './blogVisibility'

/** Reading the blog's list queries (400 with a message under the parameter), paging and ordering, pure. */

function reject(parameter: string, message: string): never {
  throw new HttpError(400, message, { [parameter]: message })
}

function wholeNumber(raw: string | null, parameter: string, fallback: number, max: number, message: string): number {
  if (raw === null || raw.trim() === '') return fallback
  const value = /^\d{1,6}$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN
  if (!Number.isSafeInteger(value) || value < 1 || value > max) reject(parameter, message)
  return value
}

export interface Paging {
  page: number
  limit: number
}

export function readPaging(query: URLSearchParams): Paging {
  return {
    page: wholeNumber(query.get('page'), 'page', 1, 1_000_000, BLOG_MESSAGES.page),
    limit: wholeNumber(query.get('limit'), 'limit', BLOG_LIMITS.pageSize, BLOG_LIMITS.pageSizeMax, BLOG_MESSAGES.limit),
  }
}

export function readRule(query: URLSearchParams): BlogRule {
  const raw = query.get('rule')?.trim()
  if (!raw) return DEFAULT_BLOG_RULE
  if (!(BLOG_RULES as readonly string[]).includes(raw)) reject('rule', BLOG_MESSAGES.rule)
  return raw as BlogRule
}

/** Comma-separated slugs, each repeated parameter too (`tags=a,b&tags=c`); empty parts are dropped. */
export function readSlugs(query: URLSearchParams, parameter: 'tags' | 'categories'): string[] {
  const slugs = query
    .getAll(parameter)
    .flatMap((value) => value.split(','))
    .map((slug) => slug.trim().toLowerCase())
    .filter(Boolean)
  const kind = parameter === 'tags' ? 'tag' : 'category'
  for (const slug of slugs) if (!isBlogSlug(slug)) throw new HttpError(404, BLOG_MESSAGES.termNotFound(kind, slug))
  return [...new Set(slugs)]
}

export function readStatus(query: URLSearchParams): BlogStatus | null {
  const raw = query.get('status')?.trim()
  if (!raw) return null
  if (!(BLOG_STATUSES as readonly string[]).includes(raw)) reject('status', BLOG_MESSAGES.status)
  return raw as BlogStatus
}

export interface PostOrder {
  field: BlogOrderField
  direction: 'asc' | 'desc'
}

export function readOrder(query: URLSearchParams): PostOrder | null {
  const raw = query.get('order')?.trim()
  if (!raw) return null
  const [field = '', direction = 'desc'] = raw.split(',').map((part) => part.trim())
  if (!(BLOG_ORDER_FIELDS as readonly string[]).includes(field) || (direction !== 'asc' && direction !== 'desc')) reject('order', BLOG_MESSAGES.order)
  return { field: field as BlogOrderField, direction }
}

/** Orders rows as readers see them (a due scheduled post sorts as published); no order: newest first. */
export function orderPosts(rows: BlogPostRow[], order: PostOrder | null, now: number): BlogPostRow[] {
  if (!order) return [...rows].sort(newestFirst)
  const value = (row: BlogPostRow): string | number => {
    if (order.field === 'id') return row.id
    if (order.field === 'status') return effectiveStatus(row, now)
    if (order.field === 'published_at') return effectivePublishedAt(row, now) ?? ''
    return order.field === 'title' ? row.title.toLowerCase() : row[order.field]
  }
  const sign = order.direction === 'asc' ? 1 : -1
  return [...rows].sort((a, b) => {
    const [left, right] = [value(a), value(b)]
    const byValue = left < right ? -1 : left > right ? 1 : 0
    return byValue !== 0 ? byValue * sign : (a.id - b.id) * sign
  })
}

export function pageOf<T>(rows: readonly T[], paging: Paging): { list: T[]; page: number; limit: number; total: number; num_pages: number } {
  const start = (paging.page - 1) * paging.limit
  return {
    list: rows.slice(start, start + paging.limit),
    page: paging.page,
    limit: paging.limit,
    total: rows.length,
    num_pages: Math.ceil(rows.length / paging.limit),
  }
}
