import type { BlogFilterPage } from '@/api/blog/blogTypes'
import { PageFrame } from '@/shared/page/PageFrame'
import type { RemoteData } from '@/shared/remote/useRemoteData'
import { EmptyState } from '@/shared/states/EmptyState'
import { NotFoundState } from '@/shared/states/NotFoundState'
import { RemoteContent } from '@/shared/states/RemoteContent'
import { Button } from '@/ui/button/Button'
import { BlogFilters } from './BlogFilters'
import { BlogPostList } from './BlogPostList'
import { hasFilters, type BlogIndexQuery } from './blogQuery'
import type { BlogTerms } from './blogReads'
import './blog.css'

export interface BlogIndexViewProps {
  query: BlogIndexQuery
  posts: Pick<RemoteData<BlogFilterPage>, 'state' | 'retry'>
  terms: Pick<RemoteData<BlogTerms>, 'state' | 'retry'>
  onChange: (next: BlogIndexQuery) => void
  /** The link to another page of this list. */
  linkToPage: (page: number) => string
}

const OFFLINE = 'The blog will show when you are back online.'

/** /blog: the filters beside the newest posts, one page at a time; every state of both. */
export function BlogIndexView({ query, posts, terms, onChange, linkToPage }: BlogIndexViewProps) {
  const clear = () => onChange({ tags: [], categories: [], rule: query.rule, page: 1 })
  const filtered = hasFilters(query)
  return (
    <PageFrame title="Blog" intro="Technique, programming and recovery from MoveTime's coaches, and stories from our members." width="wide">
      <div className="blog-index">
        <aside className="blog-index__filters" aria-label="Filters">
          <RemoteContent remote={terms} loading="Loading topics…" what="The topics" section offline="The topics will show when you are back online.">
            {(data) => <BlogFilters terms={data} query={query} onChange={onChange} />}
          </RemoteContent>
        </aside>
        <section className="blog-index__posts" aria-label="Posts" aria-busy={posts.state.status === 'loading'}>
          <RemoteContent
            remote={posts}
            loading="Loading posts…"
            what="The posts"
            offline={OFFLINE}
            notFound={
              <NotFoundState title="These filters name a topic that no longer exists" action={<Button onClick={clear}>Clear filters</Button>}>
                It may have been renamed or removed.
              </NotFoundState>
            }
            empty={
              filtered ? (
                <EmptyState title="No posts match these filters" action={<Button onClick={clear}>Clear filters</Button>}>
                  {query.rule === 'all' ? 'Try “At least one of them”, or choose fewer topics.' : 'Try other topics.'}
                </EmptyState>
              ) : (
                <EmptyState title={query.page > 1 ? 'There are no posts on this page' : 'No posts yet'}>
                  {query.page > 1 ? 'The blog has fewer pages than that.' : 'Posts will appear here once they are published.'}
                </EmptyState>
              )
            }
          >
            {(page) => (
              <>
                <p className="blog-index__count" role="status">
                  {page.total === 1 ? '1 post' : `${page.total} posts`}
                  {filtered ? ' match these filters' : ''}
                </p>
                <BlogPostList page={page} linkTo={linkToPage} />
              </>
            )}
          </RemoteContent>
        </section>
      </div>
    </PageFrame>
  )
}
