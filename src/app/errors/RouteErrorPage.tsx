import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { errorMessage } from '@/api/apiError'
import { Button } from '@/ui/button/Button'
import { buttonClassName } from '@/ui/button/buttonClassName'
import { paths } from '@/shared/paths/routePaths'
import { isChunkLoadError } from './chunkLoadError'
import { ErrorArt } from './ErrorArt'
import { NotFoundPage } from './NotFoundPage'
import './errorPage.css'

export const CHUNK_LOAD_MESSAGE = 'This page could not be loaded. Check your connection and try again.'

function describe(error: unknown): string {
  if (isChunkLoadError(error)) return CHUNK_LOAD_MESSAGE
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data
    if (typeof data === 'string' && data) return data
    return `${error.status} ${error.statusText}`.trim()
  }
  return errorMessage(error)
}

/** The router's errorElement: a thrown loader/render error, a 404 response, or a page whose code failed to load. */
export function RouteErrorPage() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage standalone />

  const chunk = isChunkLoadError(error)
  return (
    // An errorElement may replace the whole layout, so the page brings its own <main>.
    <main className="mt-error-page mt-error-page--standalone">
      <ErrorArt />
      <h1 className="mt-error-page__title">Something went wrong</h1>
      <p className={chunk ? 'mt-error-page__text' : 'mt-error-page__detail'}>{describe(error)}</p>
      <div className="mt-error-page__actions">
        {/* A reload fetches the current build's files, which is what a stale or failed chunk needs. */}
        <Button onClick={() => window.location.reload()}>Try again</Button>
        <Link to={paths.home} className={buttonClassName('secondary')}>
          Go to the home page
        </Link>
      </div>
    </main>
  )
}
