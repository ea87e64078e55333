import type { BlogPage } from '@/api/blog/blogTypes'
import { BlogPager } from './BlogPager'
import { BlogPostCard } from './BlogPostCard'

/** How many cards load their cover at once: those a phone or a wide screen shows first. */
const EAGER_COVERS = 2

/** One page of posts, newest first, and the links to the pages around it. */
export function BlogPostList({ page, linkTo }: { page: BlogPage; linkTo: (page: number) => string }) {
  return (
    <>
      <ul className="blog-list" aria-label="Posts">
        {page.list.map((post, index) => (
          <li key={post.id}>
            <BlogPostCard post={post} eager={index < EAGER_COVERS} />
          </li>
        ))}
      </ul>
      <BlogPager page={page.page} pages={page.num_pages} linkTo={linkTo} />
    </>
  )
}
