import { HttpResponse, http } from 'msw'
import { BLOG_MESSAGES } from '@/api/blog/blogRules'
import type { BlogDeleteResponse, BlogPostResponse } from '@/api/blog/blogTypes'
import { checkPostInput, storedInput, type CheckedPost } from '@mocks/blog/blogInput'
import { presentPost } from '@mocks/blog/blogPresenter'
import { claimBlogSlug } from '@mocks/blog/blogSlugs'
import { pruneUnusedTerms, termById, termsForNames } from '@mocks/blog/blogTerms'
import { isDue } from '@mocks/blog/blogVisibility'
import { mockNow } from '@mocks/bookings/mockClock'
import type { BlogPostRow } from '@mocks/db/blogSchemas'
import { db, nextId } from '@mocks/db/db'
import { requireRole } from '@mocks/http/guard'
import { handle } from '@mocks/http/handle'
import { HttpError } from '@mocks/http/httpErrors'
import { readJsonObject } from '@mocks/http/requestBody'
import { findPost } from './blogReadHandlers'

/*
 * The blog's writes (docs/product.md §7 "Blog": create, edit/{id}, delete/{id}), for admins only
 * (401 without a token, 403 for other roles). The body is checked as one (400 with a message per
 * field, mocks/blog/blogInput.ts); the slug is claimed before the first await (409 to the loser,
 * mocks/blog/blogSlugs.ts); categories and tags are found or made by name (mocks/blog/blogTerms.ts).
 */

/**
 * When the post went public. Published: kept once set (republishing a post taken back to draft keeps
 * its first date); a due scheduled post went public at its time; else now. Scheduled: its
 * `publish_at` says it. Draft: whatever it had, not shown while it is a draft.
 */
function publishedAt(checked: CheckedPost, row: BlogPostRow | undefined, now: number): string | null {
  if (checked.status === 'scheduled') return null
  if (checked.status === 'draft') return row?.published_at ?? null
  if (row?.published_at) return row.published_at
  if (row && isDue(row, now)) return row.publish_at
  return new Date(now).toISOString()
}

async function withTerms<T>(checked: CheckedPost, work: (categoryId: number | null, tagIds: number[]) => Promise<T>): Promise<T> {
  const category = await termsForNames('blog_category', checked.categoryName ? [checked.categoryName] : [])
  const tags = await termsForNames('blog_tag', checked.tagNames)
  try {
    return await work(category.ids[0] ?? null, tags.ids)
  } finally {
    category.release()
    tags.release()
  }
}

function rowFields(checked: CheckedPost) {
  return {
    slug: checked.slug,
    title: checked.title,
    excerpt: checked.excerpt,
    body_markdown: checked.body_markdown,
    cover_image: checked.cover_image,
    cover_alt: checked.cover_alt,
    status: checked.status,
    publish_at: checked.publish_at,
  }
}

async function createPost({ request }: { request: Request }): Promise<Response> {
  const auth = requireRole(request, 'admin')
  const body = await readJsonObject(request)
  const now = mockNow()
  const checked = checkPostInput(body, null, now)
  const release = claimBlogSlug(checked.slug)
  try {
    const created = await withTerms(checked, (category_id, tag_ids) => {
      const stamp = new Date(now).toISOString()
      return db.blog_post.create({
        id: nextId('blog_post'),
        ...rowFields(checked),
        author_id: auth.user.id,
        author_name: `${auth.user.first_name} ${auth.user.last_name}`.trim() || 'MoveTime',
        published_at: publishedAt(checked, undefined, now),
        category_id,
        tag_ids,
        created_at: stamp,
        updated_at: stamp,
      })
    })
    return HttpResponse.json<BlogPostResponse>({ error: false, model: presentPost(created, now) })
  } finally {
    release()
  }
}

function parsePostId(raw: string | undefined): number {
  const id = raw && /^\d{1,15}$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN
  if (!Number.isSafeInteger(id) || id <= 0) throw new HttpError(400, 'Name the post by its id, a positive whole number.')
  return id
}

async function editPost({ request, params }: { request: Request; params: { id?: string } }): Promise<Response> {
  requireRole(request, 'admin')
  const id = parsePostId(params.id)
  const body = await readJsonObject(request)
  const row = db.blog_post.findFirst((q) => q.where((candidate) => candidate.id === id))
  if (!row) throw new HttpError(404, BLOG_MESSAGES.notFound)
  const now = mockNow()
  const base = storedInput(
    row,
    termById('blog_category', row.category_id)?.name ?? null,
    row.tag_ids.flatMap((tagId) => termById('blog_tag', tagId)?.name ?? []),
  )
  // A due scheduled post reads as published: an edit that sends that status back keeps its time.
  const checked = checkPostInput(body, isDue(row, now) ? { ...base, status: 'published' } : base, now)
  const release = checked.slug === row.slug ? () => undefined : claimBlogSlug(checked.slug, id)
  try {
    const updated = await withTerms(checked, (category_id, tag_ids) =>
      db.blog_post.update((q) => q.where((candidate) => candidate.id === id), {
        data(draft) {
          Object.assign(draft, rowFields(checked), {
            published_at: publishedAt(checked, row, now),
            category_id,
            tag_ids,
            updated_at: new Date(now).toISOString(),
          })
        },
      }),
    )
    if (!updated) throw new HttpError(404, BLOG_MESSAGES.notFound)
    pruneUnusedTerms()
    return HttpResponse.json<BlogPostResponse>({ error: false, model: presentPost(updated, now) })
  } finally {
    release()
  }
}

function deletePost({ request, params }: { request: Request; params: { id?: string } }): Response {
  requireRole(request, 'admin')
  const id = parsePostId(params.id)
  const post = findPost(String(id))
  if (!post) throw new HttpError(404, BLOG_MESSAGES.notFound)
  db.blog_post.delete((q) => q.where((row) => row.id === id))
  pruneUnusedTerms()
  return HttpResponse.json<BlogDeleteResponse>({ error: false, message: BLOG_MESSAGES.deleted })
}

export const blogWriteHandlers = [
  http.post('*/v2/api/lambda/blog/create', handle(createPost)),
  http.post<{ id: string }>('*/v2/api/lambda/blog/edit/:id', handle<{ id: string }>(editPost)),
  http.delete<{ id: string }>('*/v2/api/lambda/blog/delete/:id', handle<{ id: string }>(deletePost)),
]
