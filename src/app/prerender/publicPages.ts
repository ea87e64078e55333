import { matchRoutes } from 'react-router'
import { filterBlogPosts } from '@/api/blog/blogApi'
import { BLOG_LIMITS } from '@/api/blog/blogRules'
import type { BlogPostSummary } from '@/api/blog/blogTypes'
import { routeTable } from '../routes/routeTable'
import type { AppRoute } from '../routes/routeTypes'
import { BLOG_PATH, SITE_PATHS } from './prerenderedPaths'

/** A page rendered to HTML at build time; a blog post carries its summary for its head. */
export interface PublicPage {
  path: string
  route: AppRoute
  post?: BlogPostSummary
}

/** Any published post's address, to find the route that shows posts. */
const SOME_POST_PATH = `${BLOG_PATH}/a-post`

export function routeOf(path: string): AppRoute | undefined {
  return matchRoutes(routeTable, path)?.[0]?.route
}

/** Every public post, newest first, through the same public call the blog pages make. */
async function publishedPosts(): Promise<BlogPostSummary[]> {
  const posts: BlogPostSummary[] = []
  for (let page = 1; ; page += 1) {
    const answer = await filterBlogPosts({ page, limit: BLOG_LIMITS.pageSizeMax })
    posts.push(...answer.list)
    if (page >= answer.num_pages || answer.list.length === 0) return posts
  }
}

/**
 * What the build prerenders: home, terms, privacy, FAQ and contact; the blog's index and each
 * published post once their routes are in the route table.
 */
export async function publicPages(): Promise<PublicPage[]> {
  const pages: PublicPage[] = []
  const add = (path: string, post?: BlogPostSummary) => {
    const route = routeOf(path)
    if (!route) throw new Error(`${path} is prerendered but no route of the route table shows it.`)
    if (route.access !== 'open') throw new Error(`${path} is prerendered but its route is not open to visitors.`)
    pages.push({ path, route, ...(post ? { post } : {}) })
  }
  SITE_PATHS.forEach((path) => add(path))
  if (routeOf(BLOG_PATH)) add(BLOG_PATH)
  const postRoute = routeOf(SOME_POST_PATH)
  if (postRoute && postRoute.path !== '*') for (const post of await publishedPosts()) add(`${BLOG_PATH}/${post.slug}`, post)
  return pages
}
