import { Link } from '@/ui/link/Link'
import type { BlogPostSummary } from '@/api/blog/blogTypes'
import { paths } from '@/shared/paths/routePaths'
import { formatPostDate, readingTime } from './blogDates'

export interface BlogPostCardProps {
  post: BlogPostSummary
  /** h2 in a page's list, h3 under a section's heading (related posts). */
  headingLevel?: 2 | 3
  /** The first cards of a page load their cover at once; the rest when scrolled near. */
  eager?: boolean
}

/**
 * One post in a list: cover, category, title (the link), excerpt, date and reading time. The cover
 * is decorative here (alt=""): the title says what the card is, and the post page describes it.
 */
export function BlogPostCard({ post, headingLevel = 2, eager = false }: BlogPostCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="blog-card">
      {post.cover_image && (
        <img className="blog-card__cover" src={post.cover_image} alt="" width={720} height={480} loading={eager ? 'eager' : 'lazy'} decoding="async" />
      )}
      <div className="blog-card__body">
        {post.category && (
          <p className="blog-card__category">
            <Link to={paths.blogCategory(post.category.slug)}>{post.category.name}</Link>
          </p>
        )}
        <Heading className="blog-card__title">
          <Link to={paths.blogPost(post.slug)}>{post.title}</Link>
        </Heading>
        {post.excerpt && <p className="blog-card__excerpt">{post.excerpt}</p>}
        <p className="blog-card__meta">
          {post.published_at && <time dateTime={post.published_at}>{formatPostDate(post.published_at)}</time>}
          <span>{readingTime(post.reading_minutes)}</span>
        </p>
      </div>
    </article>
  )
}
