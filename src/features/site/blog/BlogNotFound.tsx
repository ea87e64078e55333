import { PageFrame } from '@/shared/page/PageFrame'
import { paths } from '@/shared/paths/routePaths'
import { PAGE_NOT_FOUND } from '@/shared/states/pageNotFound'
import { ButtonLink } from '@/ui/button/ButtonLink'
import { useBlogTitle } from './useBlogTitle'

/**
 * An unknown post, category or tag: the app's 404 page (docs/product.md §2's words and title), with
 * the way back to the blog. A draft reads the same, so an unpublished post does not show it exists.
 */
export function BlogNotFound() {
  useBlogTitle(PAGE_NOT_FOUND.title)
  return (
    <PageFrame title={PAGE_NOT_FOUND.title} intro={PAGE_NOT_FOUND.text} width="narrow">
      <p className="blog-not-found__actions">
        <ButtonLink to={paths.blog()}>Go to the blog</ButtonLink>
        <ButtonLink to={paths.home} variant="secondary">
          Go to the home page
        </ButtonLink>
      </p>
    </PageFrame>
  )
}
