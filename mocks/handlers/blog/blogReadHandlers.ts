import { HttpResponse, http } from 'msw'
import { BLOG_MESSAGES } from '@/api/blog/blogRules'
import type { BlogFilterPage, BlogPage, BlogPostAnswer, BlogTerm, BlogTermsResponse } from '@/api/blog/blogTypes'
import { matchesRule } from '@mocks/blog/blogFilterRule'
import { presentPost, presentSummary, relatedPosts } from '@mocks/blog/blogPresenter'
import { orderPosts, pageOf, readOrder, readPaging, readRule, readSlugs, readStatus } from '@mocks/blog/blogQuery'
import { findTermBySlug, type TermTable } from '@mocks/blog/blogTerms'
import { effectiveStatus, isPublic } from '@mocks/blog/blogVisibility'
import { mockNow } from '@mocks/bookings/mockClock'
import type { BlogPostRow } from '@mocks/db/blogSchemas'
import { db } from '@mocks/db/db'
import { optionalAuth, type Auth } from '@mocks/http/guard'
import { handle } from '@mocks/http/handle'
import { HttpError } from '@mocks/http/httpErrors'

/*
 * The blog's reads (docs/product.md §7 "Blog": filter, all, single/{id}, category, tags). Who sees
 * what is in src/api/blog/blogTypes.ts; the rules in mocks/blog/.
 */

const isAdmin = (auth: Auth | null) => auth?.session.role === 'admin'

/**
 * The caller for the public reads: a token that is unknown or expired reads as a visitor, so a
 * member whose session ran out can still read the blog. Reads that only an admin's token changes
 * (`all`, a post that is not public) use the strict check instead, so an admin hears TOKEN_EXPIRED.
 */
function lenientAuth(request: Request): Auth | null {
  try {
    return optionalAuth(request)
  } catch {
    return null
  }
}

function publicRows(now: number): BlogPostRow[] {
  return db.blog_post.all().filter((row) => isPublic(row, now))
}

/**
 * The terms `filter` names, each with at least one public post: a term only drafts carry is unknown
 * to the public (404, as a term that does not exist), so a filter cannot reveal what is unpublished.
 */
function termsBySlug(table: TermTable, slugs: readonly string[], publicPosts: readonly BlogPostRow[]): BlogTerm[] {
  const kind = table === 'blog_tag' ? 'tag' : 'category'
  return slugs.map((slug) => {
    const row = findTermBySlug(table, slug)
    const carried = row && publicPosts.some((post) => (table === 'blog_tag' ? post.tag_ids.includes(row.id) : post.category_id === row.id))
    if (!row || !carried) throw new HttpError(404, BLOG_MESSAGES.termNotFound(kind, slug))
    return { id: row.id, slug: row.slug, name: row.name }
  })
}

function filterPosts({ request }: { request: Request }): Response {
  const query = new URL(request.url).searchParams
  const rule = readRule(query)
  const paging = readPaging(query)
  const now = mockNow()
  const visible = publicRows(now)
  const tags = termsBySlug('blog_tag', readSlugs(query, 'tags'), visible)
  const categories = termsBySlug('blog_category', readSlugs(query, 'categories'), visible)
  const chosen = { tagIds: tags.map((tag) => tag.id), categoryIds: categories.map((category) => category.id) }
  const rows = orderPosts(visible.filter((row) => matchesRule(row, chosen, rule)), null, now)
  const page = pageOf(rows, paging)
  return HttpResponse.json<BlogFilterPage>({
    error: false,
    ...page,
    list: page.list.map((row) => presentSummary(row, now)),
    rule,
    tags,
    categories,
  })
}

function allPosts({ request }: { request: Request }): Response {
  const auth = optionalAuth(request)
  const query = new URL(request.url).searchParams
  const paging = readPaging(query)
  const status = readStatus(query)
  const order = readOrder(query)
  const search = query.get('q')?.trim().toLowerCase() ?? ''
  const now = mockNow()
  const visible = isAdmin(auth) ? db.blog_post.all() : publicRows(now)
  const rows = visible.filter(
    (row) =>
      (!status || effectiveStatus(row, now) === status) &&
      (!search || row.title.toLowerCase().includes(search) || row.slug.includes(search)),
  )
  const page = pageOf(orderPosts(rows, order, now), paging)
  return HttpResponse.json<BlogPage>({ error: false, ...page, list: page.list.map((row) => presentSummary(row, now)) })
}

/** A number names a post by id; anything else by slug. */
export function findPost(idOrSlug: string | undefined): BlogPostRow | undefined {
  const raw = idOrSlug?.trim().toLowerCase() ?? ''
  if (!raw) throw new HttpError(400, BLOG_MESSAGES.id)
  if (/^\d{1,15}$/.test(raw)) {
    const id = Number(raw)
    return db.blog_post.findFirst((q) => q.where((row) => row.id === id))
  }
  return db.blog_post.findFirst((q) => q.where((row) => row.slug === raw))
}

function singlePost({ request, params }: { request: Request; params: { id?: string } }): Response {
  const now = mockNow()
  const row = findPost(params.id)
  const visibleToAll = row !== undefined && isPublic(row, now)
  // A post that is not public needs an admin: only then does a stale token matter.
  if (!row || (!visibleToAll && !isAdmin(optionalAuth(request)))) throw new HttpError(404, BLOG_MESSAGES.notFound)
  return HttpResponse.json<BlogPostAnswer>({
    error: false,
    model: presentPost(row, now),
    related: relatedPosts(row, publicRows(now)).map((other) => presentSummary(other, now)),
  })
}

function termList(table: TermTable, request: Request): Response {
  const now = mockNow()
  const admin = isAdmin(lenientAuth(request))
  const rows = publicRows(now)
  const count = (id: number) => rows.filter((row) => (table === 'blog_tag' ? row.tag_ids.includes(id) : row.category_id === id)).length
  const list = db[table]
    .all()
    .map((term) => ({ id: term.id, slug: term.slug, name: term.name, post_count: count(term.id) }))
    .filter((term) => admin || term.post_count > 0)
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
  return HttpResponse.json<BlogTermsResponse>({ error: false, list })
}

export const blogReadHandlers = [
  http.get('*/v2/api/lambda/blog/filter', handle(filterPosts)),
  http.get('*/v2/api/lambda/blog/all', handle(allPosts)),
  http.get<{ id: string }>('*/v2/api/lambda/blog/single/:id', handle<{ id: string }>(singlePost)),
  http.get('*/v2/api/lambda/blog/category', handle(({ request }) => termList('blog_category', request))),
  http.get('*/v2/api/lambda/blog/tags', handle(({ request }) => termList('blog_tag', request))),
]
