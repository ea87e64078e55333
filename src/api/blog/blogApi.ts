import { call, endpoint } from '../http'
import type {
  BlogAllQuery,
  BlogDeleteResponse,
  BlogFilterPage,
  BlogFilterQuery,
  BlogPage,
  BlogPost,
  BlogPostAnswer,
  BlogPostChanges,
  BlogPostInput,
  BlogPostResponse,
  BlogTermCount,
  BlogTermsResponse,
} from './blogTypes'

/*
 * docs/product.md §7 "Blog". Reads are public (admins see drafts and scheduled posts through `all`
 * and `single`); create, edit and delete are admin-only. Who sees what: blogTypes.ts.
 * Every function here also runs in Node (the build's prerender reads /blog and each post).
 */

const filterCall = endpoint('GET', '/v2/api/lambda/blog/filter')
const allCall = endpoint('GET', '/v2/api/lambda/blog/all')
const createCall = endpoint('POST', '/v2/api/lambda/blog/create')
const singleCall = endpoint('GET', '/v2/api/lambda/blog/single/{id}')
const editCall = endpoint('POST', '/v2/api/lambda/blog/edit/{id}')
const deleteCall = endpoint('DELETE', '/v2/api/lambda/blog/delete/{id}')
const categoriesCall = endpoint('GET', '/v2/api/lambda/blog/category')
const tagsCall = endpoint('GET', '/v2/api/lambda/blog/tags')

/** The query as the server reads it: slugs comma-separated, nothing sent that was not chosen. */
export function blogFilterParams(query: BlogFilterQuery): Record<string, string | number | undefined> {
  return {
    tags: query.tags?.length ? query.tags.join(',') : undefined,
    categories: query.categories?.length ? query.categories.join(',') : undefined,
    rule: query.rule,
    page: query.page,
    limit: query.limit,
  }
}

/** Public posts by tags and categories (slugs) and the rule, newest first, one page. */
export const filterBlogPosts = (query: BlogFilterQuery, signal?: AbortSignal) =>
  call<BlogFilterPage>(filterCall, { query: blogFilterParams(query), signal })

/** Every post for an admin (drafts and scheduled ones too); the public posts for everyone else. */
export const listBlogPosts = (query: BlogAllQuery = {}, signal?: AbortSignal) =>
  call<BlogPage>(allCall, { query: { ...query }, signal })

/** One post by its id or its slug, with related posts. 404 for a post that is not public, unless an admin asks. */
export const getBlogPost = (idOrSlug: number | string, signal?: AbortSignal) =>
  call<BlogPostAnswer>(singleCall, { params: { id: idOrSlug }, signal })

/** Admins only. 400 with a message per field, 409 when the slug is taken. */
export async function createBlogPost(input: BlogPostInput): Promise<BlogPost> {
  const response = await call<BlogPostResponse>(createCall, { body: input })
  return response.model
}

/** Admins only: the fields sent change. 404 when the post is gone, 409 when the new slug is taken. */
export async function editBlogPost(id: number, changes: BlogPostChanges): Promise<BlogPost> {
  const response = await call<BlogPostResponse>(editCall, { params: { id }, body: changes })
  return response.model
}

/** Admins only. */
export const deleteBlogPost = (id: number) => call<BlogDeleteResponse>(deleteCall, { params: { id } })

export async function listBlogCategories(signal?: AbortSignal): Promise<BlogTermCount[]> {
  return (await call<BlogTermsResponse>(categoriesCall, { signal })).list
}

export async function listBlogTags(signal?: AbortSignal): Promise<BlogTermCount[]> {
  return (await call<BlogTermsResponse>(tagsCall, { signal })).list
}
