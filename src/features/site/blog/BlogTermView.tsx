import { Link } from '@/ui/link/Link'
import type { BlogFilterPage } from '@/api/blog/blogTypes'
import { PageFrame } from '@/shared/page/PageFrame'
import { paths } from '@/shared/paths/routePaths'
import type { RemoteData } from '@/shared/remote/useRemoteData'
import { EmptyState } from '@/shared/states/EmptyState'
import { RemoteContent } from '@/shared/states/RemoteContent'
import { ButtonLink } from '@/ui/button/ButtonLink'
import { BlogNotFound } from './BlogNotFound'
import { BlogPostList } from './BlogPostList'
import { useBlogTitle } from './useBlogTitle'
import './blog.css'

export type BlogTermKind = 'category' | 'tag'

export interface BlogTermViewProps {
  kind: BlogTermKind
  posts: Pick<RemoteData<BlogFilterPage>, 'state' | 'retry'>
  linkToPage: (page: number) => string
}

function termName(kind: BlogTermKind, page: BlogFilterPage): string {
  return (kind === 'tag' ? page.tags[0]?.name : page.categories[0]?.name) ?? ''
}

function TermTitle({ name }: { name: string }) {
  useBlogTitle(`${name} · Blog`)
  return null
}

const backToBlog = (
  <Link className="blog-term__back" to={paths.blog()}>
    All posts
  </Link>
)

/** /blog/category/{slug} and /blog/tag/{slug}: the posts of one term, newest first, paged. */
export function BlogTermView({ kind, posts, linkToPage }: BlogTermViewProps) {
  const { state } = posts
  if (state.status === 'not-found') return <BlogNotFound />
  const data = state.status === 'ready' || state.status === 'empty' ? state.data : null
  const name = data ? termName(kind, data) : ''
  const label = kind === 'tag' ? 'Tag' : 'Category'
  return (
    <PageFrame
      title={name ? <><span className="blog-term__kind">{label}</span> {name}</> : 'Blog'}
      intro={name ? (kind === 'tag' ? `Posts tagged ${name}, newest first.` : `Posts in ${name}, newest first.`) : undefined}
      actions={backToBlog}
      width="wide"
    >
      {name && <TermTitle name={name} />}
      <RemoteContent
        remote={posts}
        loading="Loading posts…"
        what="The posts"
        offline="These posts will show when you are back online."
        empty={
          <EmptyState title="No posts here yet" action={<ButtonLink to={paths.blog()}>See every post</ButtonLink>}>
            {data && data.page > 1 ? 'There are fewer pages than that.' : `Nothing published carries this ${kind} yet.`}
          </EmptyState>
        }
      >
        {(page) => <BlogPostList page={page} linkTo={linkToPage} />}
      </RemoteContent>
    </PageFrame>
  )
}
