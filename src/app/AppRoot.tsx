import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react'
import { Outlet } from 'react-router'
import { FullScreenSpinner } from '@/ui/spinner/FullScreenSpinner'
import { OptionalPart } from './errors/OptionalPart'
import { RouteErrorBoundary } from './errors/RouteErrorBoundary'
import { FirstDrawMark } from './startup/FirstDrawMark'
import { StartupCheck } from './startup/StartupCheck'
import { useFirstPageDrawn } from './startup/useFirstPageDrawn'

// A compile-time constant: api builds drop the panel and everything it imports.
const DevPanel = __MOCK__ ? lazy(() => import('./devtools/DevPanel').then((m) => ({ default: m.DevPanel }))) : null

// One download for both. Should it fail (offline before the app was saved), the frame goes without
// them until the next start (OptionalPart) rather than failing the page.
const laterParts = () => import('./startup/laterParts')
const PartsBeforePage = lazy(() => laterParts().then((m) => ({ default: m.PartsBeforePage })))
const PartsAfterPage = lazy(() => laterParts().then((m) => ({ default: m.PartsAfterPage })))

const subscribeToNothing = () => () => undefined

/** The developer panel, once the app draws in the browser: no part of a prerendered page's HTML, so hydrating it matches. */
function DevPanelInBrowser({ panel: Panel }: { panel: ComponentType }) {
  const inBrowser = useSyncExternalStore(subscribeToNothing, () => true, () => false)
  return inBrowser ? (
    <OptionalPart>
      <Panel />
    </OptionalPart>
  ) : null
}

/** Everything every page shares: start-up session check, error page, then (./startup/laterParts) dialogs, toasts, update prompt. */
export function AppRoot() {
  const drawn = useFirstPageDrawn()
  return (
    <>
      {drawn && (
        <OptionalPart>
          <PartsBeforePage />
        </OptionalPart>
      )}
      <StartupCheck>
        <RouteErrorBoundary>
          {/* Only the first page waits here: later navigations are transitions, which keep the last page until the next is ready. */}
          <Suspense fallback={<FullScreenSpinner />}>
            <Outlet />
            {/* Committed with the page, not the spinner: work the page does not need waits for it (./startup/firstDraw). */}
            <FirstDrawMark />
          </Suspense>
        </RouteErrorBoundary>
      </StartupCheck>
      {drawn && (
        <OptionalPart>
          <PartsAfterPage />
        </OptionalPart>
      )}
      {DevPanel && <DevPanelInBrowser panel={DevPanel} />}
    </>
  )
}
