import { startTransition, useOptimistic } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { paths } from '@/shared/paths/routePaths'
import { BlogIndexView } from './BlogIndexView'
import { linkQuery, readBlogQuery, toFilterQuery, type BlogIndexQuery } from './blogQuery'
import { BLOG_PAGE_SIZE, useBlogList, useBlogTerms } from './blogReads'

/** /blog?tags&categories&rule&page: the state is the URL's, so Back undoes a filter. */
export function BlogIndexPage() {
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const query = readBlogQuery(search)
  // The router applies a navigation in a transition; meanwhile the controls show what was chosen,
  // or a ticked box would spring back until the new URL renders.
  const [shown, show] = useOptimistic(query)
  const posts = useBlogList(toFilterQuery(query, BLOG_PAGE_SIZE))
  const terms = useBlogTerms()
  const onChange = (next: BlogIndexQuery) =>
    startTransition(() => {
      show(next)
      void navigate(paths.blog(linkQuery(next)))
    })
  return (
    <BlogIndexView
      query={shown}
      posts={posts}
      terms={terms}
      onChange={onChange}
      linkToPage={(page) => paths.blog(linkQuery({ ...query, page }))}
    />
  )
}
