import { filterBlogPosts, getBlogPost, listBlogCategories, listBlogTags } from '@/api/blog/blogApi'
import { BLOG_LIMITS } from '@/api/blog/blogRules'
import type { BlogFilterPage, BlogFilterQuery, BlogPostAnswer, BlogTermCount } from '@/api/blog/blogTypes'
import { useRemoteData, type RemoteData } from '@/shared/remote/useRemoteData'
import { blogListKey } from './blogQuery'

/*
 * The blog's reads, each under a stable key (`blog:list:<query>`, `blog:post:<slug>`,
 * `blog:terms`). Their `load` is a plain call of src/api/blog, with nothing of the browser in it,
 * so the build's prerender can run the same reads in Node and embed the answers the page draws.
 */

/** Posts a page of the index or of a term shows. */
export const BLOG_PAGE_SIZE = BLOG_LIMITS.pageSize

export const blogPostKey = (slug: string) => `blog:post:${slug}`
export const BLOG_TERMS_KEY = 'blog:terms'

export interface BlogTerms {
  tags: BlogTermCount[]
  categories: BlogTermCount[]
}

/** `enabled: false`: a term slug that cannot exist; nothing is asked and the state is not-found. */
export function useBlogList(query: BlogFilterQuery, enabled = true): RemoteData<BlogFilterPage> {
  return useRemoteData({
    key: blogListKey(query),
    load: (signal) => filterBlogPosts(query, signal),
    isEmpty: (page) => page.list.length === 0,
    enabled,
  })
}

export function useBlogPost(slug: string): RemoteData<BlogPostAnswer> {
  return useRemoteData({
    key: blogPostKey(slug),
    load: (signal) => getBlogPost(slug, signal),
    // A slug the server could never hold (`/blog/Hello%20World`) is not asked for.
    enabled: slug.length > 0,
  })
}

export function useBlogTerms(): RemoteData<BlogTerms> {
  return useRemoteData({
    key: BLOG_TERMS_KEY,
    load: async (signal) => {
      const [tags, categories] = await Promise.all([listBlogTags(signal), listBlogCategories(signal)])
      return { tags, categories }
    },
  })
}
