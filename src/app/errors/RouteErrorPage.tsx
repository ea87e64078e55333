import { ButtonLink } from '@/ui/button/ButtonLink'
import { errorMessage } from '@/api/apiError'
import { Button } from '@/ui/button/Button'
import { paths } from '@/shared/paths/routePaths'
import { isChunkLoadError } from './chunkLoadError'
import { ErrorArt } from './ErrorArt'
import './errorPage.css'

export const CHUNK_LOAD_MESSAGE = 'This page could not be loaded. Check your connection and try again.'

function describe(error: unknown): string {
  return isChunkLoadError(error) ? CHUNK_LOAD_MESSAGE : errorMessage(error)
}

/** What RouteErrorBoundary shows: a page that threw while rendering, or whose code failed to load. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const chunk = isChunkLoadError(error)
  return (
    // The error replaces the whole layout, so the page brings its own <main>.
    <main className="mt-error-page mt-error-page--standalone">
      <ErrorArt />
      <h1 className="mt-error-page__title">Something went wrong</h1>
      <p className={chunk ? 'mt-error-page__text' : 'mt-error-page__detail'}>{describe(error)}</p>
      <div className="mt-error-page__actions">
        {/* A reload fetches the current build's files, which is what a stale or failed chunk needs. */}
        <Button onClick={() => window.location.reload()}>Try again</Button>
        <ButtonLink variant="secondary" to={paths.home}>
          Go to the home page
        </ButtonLink>
      </div>
    </main>
  )
}
