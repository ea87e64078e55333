import { Link } from '@/ui/link/Link'
import './history.css'

export interface PaginationProps {
  page: number
  pageCount: number
  /** The link for a page number. */
  hrefFor: (page: number) => string
  label: string
}

/** Previous and next as links (each page has its own address), with where the member is. */
export function Pagination({ page, pageCount, hrefFor, label }: PaginationProps) {
  if (pageCount <= 1) return null
  return (
    <nav className="pagination" aria-label={label}>
      {page > 1 ? (
        <Link className="pagination__link" to={hrefFor(page - 1)} rel="prev">
          Previous page
        </Link>
      ) : (
        <span className="pagination__link pagination__link--off" aria-hidden="true">
          Previous page
        </span>
      )}
      <p className="pagination__where">{`Page ${page} of ${pageCount}`}</p>
      {page < pageCount ? (
        <Link className="pagination__link" to={hrefFor(page + 1)} rel="next">
          Next page
        </Link>
      ) : (
        <span className="pagination__link pagination__link--off" aria-hidden="true">
          Next page
        </span>
      )}
    </nav>
  )
}
