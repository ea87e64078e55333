import { Link } from '@/ui/link/Link'

export interface BlogPagerProps {
  page: number
  pages: number
  /** The link to another page of the same list. */
  linkTo: (page: number) => string
}

/** Newer and older pages of a list, as links (the page is in the URL), with where the reader is. */
export function BlogPager({ page, pages, linkTo }: BlogPagerProps) {
  if (pages <= 1) return null
  return (
    <nav className="blog-pager" aria-label="Pages of posts">
      {page > 1 ? (
        <Link to={linkTo(page - 1)} rel="prev">
          ← Newer posts
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
      <p className="blog-pager__where">
        Page {page} of {pages}
      </p>
      {page < pages ? (
        <Link to={linkTo(page + 1)} rel="next">
          Older posts →
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  )
}
