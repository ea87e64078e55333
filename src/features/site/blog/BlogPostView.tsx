import { Link } from '@/ui/link/Link'
import type { BlogPostAnswer } from '@/api/blog/blogTypes'
import { PageFrame } from '@/shared/page/PageFrame'
import { paths } from '@/shared/paths/routePaths'
import type { RemoteData } from '@/shared/remote/useRemoteData'
import { RemoteContent } from '@/shared/states/RemoteContent'
import { RichText } from '../common/RichText'
import { BlogNotFound } from './BlogNotFound'
import { BlogPostCard } from './BlogPostCard'
import { formatPostDate, readingTime } from './blogDates'
import { useBlogTitle } from './useBlogTitle'
import './blog.css'

export interface BlogPostViewProps {
  post: Pick<RemoteData<BlogPostAnswer>, 'state' | 'retry'>
}

function Post({ answer }: { answer: BlogPostAnswer }) {
  const { model: post, related } = answer
  useBlogTitle(post.title)
  return (
    <div className="blog-post-page">
      <article className="blog-post">
        <nav className="blog-post__crumbs" aria-label="Breadcrumb">
          <ol>
            <li>
              <Link to={paths.blog()}>Blog</Link>
            </li>
            {post.category && (
              <li>
                <Link to={paths.blogCategory(post.category.slug)}>{post.category.name}</Link>
              </li>
            )}
          </ol>
        </nav>
        <header className="blog-post__header">
          <h1 className="blog-post__title">{post.title}</h1>
          <p className="blog-post__meta">
            <span>By {post.author.name}</span>
            {post.published_at && <time dateTime={post.published_at}>{formatPostDate(post.published_at)}</time>}
            <span>{readingTime(post.reading_minutes)}</span>
          </p>
        </header>
        {post.cover_image && (
          <img className="blog-post__cover" src={post.cover_image} alt={post.cover_alt} width={720} height={480} fetchPriority="high" />
        )}
        <RichText kind="markdown" source={post.body_markdown} className="blog-post__body" />
        {post.tags.length > 0 && (
          <section className="blog-post__tags" aria-labelledby="blog-post-tags-title">
            <h2 id="blog-post-tags-title" className="blog-post__tags-title">
              Tags
            </h2>
            <ul>
              {post.tags.map((tag) => (
                <li key={tag.slug}>
                  <Link className="blog-tag" to={paths.blogTag(tag.slug)}>
                    {tag.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </article>
      {related.length > 0 && (
        <section className="blog-related" aria-labelledby="blog-related-title">
          <h2 id="blog-related-title" className="blog-related__title">
            Read next
          </h2>
          <ul className="blog-list blog-list--related">
            {related.map((other) => (
              <li key={other.id}>
                <BlogPostCard post={other} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}

/** /blog/{slug}: one post, its body rendered from Markdown by the app's one renderer, and what to read next. */
export function BlogPostView({ post }: BlogPostViewProps) {
  if (post.state.status === 'not-found') return <BlogNotFound />
  if (post.state.status === 'ready') return <Post answer={post.state.data} />
  return (
    <PageFrame title="Blog" width="narrow">
      <RemoteContent remote={post} loading="Loading the post…" what="This post" offline="This post will show when you are back online.">
        {(answer) => <Post answer={answer} />}
      </RemoteContent>
    </PageFrame>
  )
}
