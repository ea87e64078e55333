import type { GetListParams } from 'ra-core'
import { ApiError } from '@/api/apiError'
import { createBlogPost, deleteBlogPost, editBlogPost, getBlogPost, listBlogCategories, listBlogPosts, listBlogTags } from '@/api/blog/blogApi'
import { BLOG_LIMITS } from '@/api/blog/blogRules'
import { BLOG_STATUSES, type BlogPostChanges, type BlogPostSummary, type BlogPost, type BlogTermCount } from '@/api/blog/blogTypes'
import type { DbRecord } from '@/api/records/recordTypes'
import type { ResourceDefinition } from '../engine/resourceDefinition'
import { blogPosts } from '../resources/blogPosts'
import { blogCategories, blogTags } from '../resources/blogTerms'
import { pageLocally } from './localList'
import { writablePayload } from './recordsProvider'
import type { FamilyCalls, FamilyProvider, ResourceCalls } from './resourceCalls'

/*
 * The blog family for the console (docs/product.md §7 "Blog"; admin-only writes, docs/product.md §6).
 *
 * - Posts are read through `all`, which shows an admin every post, drafts and scheduled ones too.
 *   The list reads every page of it (BLOG_LIMITS.pageSizeMax a page) and filters, sorts and pages
 *   here: `all` filters by status and title only, and the console also filters by category and tag
 *   and sorts by category and author. A blog of a few hundred posts is a few requests.
 * - A post is laid out flat for the engine's forms: the category as its name, the tags as names
 *   (what `create` and `edit` take), the author's name, and `shown_at`, when it went or goes public.
 * - Writes send only what the form changed (an edit is `edit/{id}` with those fields); the server's
 *   400 and 409 carry messages by field, which land at the form's fields of the same names.
 * - Categories and tags are the `category` and `tags` lists, read-only (the calls have no other).
 */

type Values = Record<string, unknown>

/** One post as the engine's rows and forms hold it. */
export function postRow(post: BlogPostSummary | BlogPost): DbRecord {
  const { author, category, tags, ...fields } = post
  return {
    ...fields,
    category: category?.name ?? '',
    category_id: category?.id ?? null,
    tags: tags.map((tag) => tag.name),
    tag_ids: tags.map((tag) => tag.id),
    author: author.name,
    shown_at: post.status === 'scheduled' ? post.publish_at : post.published_at,
  }
}

const termRow = (term: BlogTermCount): DbRecord => ({ ...term })

/** Every post an admin may see, page by page through `all`. */
async function readEveryPost(): Promise<DbRecord[]> {
  const rows: DbRecord[] = []
  for (let page = 1; ; page += 1) {
    const answer = await listBlogPosts({ page, limit: BLOG_LIMITS.pageSizeMax })
    rows.push(...answer.list.map(postRow))
    if (page >= answer.num_pages || answer.list.length === 0) return rows
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value))

/** The form's changed fields as `create` and `edit` take them. */
export function postChanges(values: Values): BlogPostChanges {
  const out: BlogPostChanges = {}
  for (const field of ['title', 'slug', 'excerpt', 'body_markdown', 'cover_image', 'cover_alt'] as const) {
    if (field in values) out[field] = text(values[field])
  }
  if ('status' in values) {
    const status = BLOG_STATUSES.find((candidate) => candidate === values.status)
    if (status) out.status = status
  }
  if ('publish_at' in values) out.publish_at = text(values.publish_at) || null
  if ('category' in values) out.category = text(values.category).trim() || null
  if ('tags' in values) out.tags = Array.isArray(values.tags) ? values.tags.map(text).filter((tag) => tag.trim() !== '') : []
  return out
}

/** The list's tag filter is a list membership (a post has several tags); the others are the usual kind. */
function byTag(rows: DbRecord[], params: GetListParams): { rows: DbRecord[]; params: GetListParams } {
  const { tag_ids: tagId, ...filter } = (params.filter ?? {}) as Values
  if (tagId === undefined || tagId === '') return { rows, params }
  const wanted = Number(tagId)
  return { rows: rows.filter((row) => Array.isArray(row.tag_ids) && row.tag_ids.includes(wanted)), params: { ...params, filter } }
}

function localReads(definition: ResourceDefinition, readAll: () => Promise<DbRecord[]>): Pick<ResourceCalls, 'getList' | 'getMany' | 'getManyReference'> {
  return {
    async getList(params) {
      const chosen = byTag(await readAll(), params)
      return pageLocally(chosen.rows, chosen.params, definition)
    },
    async getMany(params) {
      const ids = new Set(params.ids.map(Number))
      return { data: (await readAll()).filter((row) => ids.has(row.id)) }
    },
    async getManyReference(params) {
      const matching = (await readAll()).filter((row) => String(row[params.target]) === String(params.id))
      return pageLocally(matching, { ...params, filter: params.filter }, definition)
    },
  }
}

const postCalls: FamilyCalls = {
  ...localReads(blogPosts, readEveryPost),
  async getOne(params) {
    return { data: postRow((await getBlogPost(Number(params.id))).model) }
  },
  async create(params) {
    const changes = postChanges(writablePayload(blogPosts, 'create', params.data))
    const { title = '', body_markdown = '', status = 'draft', ...rest } = changes
    return { data: postRow(await createBlogPost({ ...rest, title, body_markdown, status })) }
  },
  async update(params) {
    const changes = postChanges(writablePayload(blogPosts, 'edit', params.data, params.previousData))
    return { data: postRow(await editBlogPost(Number(params.id), changes)) }
  },
  async delete(params) {
    await deleteBlogPost(Number(params.id))
    return { data: params.previousData ?? { id: Number(params.id) } }
  },
  async deleteMany(params) {
    // The blog has no bulk delete: one call per post, stopping at the first refusal.
    for (const id of params.ids) await deleteBlogPost(Number(id))
    return { data: params.ids }
  },
}

function termCalls(definition: ResourceDefinition, read: () => Promise<BlogTermCount[]>): FamilyCalls {
  const readAll = async () => (await read()).map(termRow)
  return {
    ...localReads(definition, readAll),
    async getOne(params) {
      const found = (await readAll()).find((row) => String(row.id) === String(params.id))
      if (!found) throw new ApiError(404, `There is no ${definition.labels.singular} #${params.id}.`)
      return { data: found }
    },
  }
}

export const blogProvider: FamilyProvider = {
  [blogPosts.name]: postCalls,
  [blogCategories.name]: termCalls(blogCategories, () => listBlogCategories()),
  [blogTags.name]: termCalls(blogTags, () => listBlogTags()),
}
