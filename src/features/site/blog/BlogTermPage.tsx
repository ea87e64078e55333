import { useParams, useSearchParams } from 'react-router'
import { isBlogSlug } from '@/api/blog/blogRules'
import { paths } from '@/shared/paths/routePaths'
import { pageLink, readPageNumber } from './blogQuery'
import { BLOG_PAGE_SIZE, useBlogList } from './blogReads'
import { BlogTermView } from './BlogTermView'

/**
 * /blog/category/{slug} and /blog/tag/{slug}, one route (`/blog/:kind/:slug`) to keep the route
 * table, part of every first load, small. Another kind, or a slug that cannot exist, is the 404 page.
 */
export function BlogTermPage() {
  const params = useParams()
  const kind = params.kind === 'tag' ? 'tag' : 'category'
  const slug = params.slug?.toLowerCase() ?? ''
  const [search] = useSearchParams()
  const page = readPageNumber(search)
  const valid = (params.kind === 'tag' || params.kind === 'category') && isBlogSlug(slug)
  const terms = { [kind === 'tag' ? 'tags' : 'categories']: [slug] }
  const posts = useBlogList({ ...terms, page, limit: BLOG_PAGE_SIZE }, valid)
  const path = kind === 'tag' ? paths.blogTag(slug) : paths.blogCategory(slug)
  return <BlogTermView kind={kind} posts={posts} linkToPage={(to) => pageLink(path, to)} />
}
