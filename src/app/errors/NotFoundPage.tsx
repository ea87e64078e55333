import { paths } from '@/shared/paths/routePaths'
import { PAGE_NOT_FOUND } from '@/shared/states/pageNotFound'
import { ButtonLink } from '@/ui/button/ButtonLink'
import { ErrorArt } from './ErrorArt'
import './errorPage.css'

/** docs/product.md §2: unknown paths show this page (texts are SPEC's, verbatim). */
export function NotFoundPage() {
  return (
    <section className="mt-error-page">
      <ErrorArt />
      <h1 className="mt-error-page__title">{PAGE_NOT_FOUND.title}</h1>
      <p className="mt-error-page__text">{PAGE_NOT_FOUND.text}</p>
      <div className="mt-error-page__actions">
        <ButtonLink to={paths.home}>
          Go to the home page
        </ButtonLink>
      </div>
    </section>
  )
}
