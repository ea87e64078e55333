import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react'
import { Outlet } from 'react-router'
import { FullScreenSpinner } from '@/ui/spinner/FullScreenSpinner'
import { LaterAnalytics } from './analytics/LaterAnalytics'
import { RouteErrorBoundary } from './errors/RouteErrorBoundary'
import { useBackgroundSync } from './offline/useBackgroundSync'
import { LazySessionExpiredDialog } from './session/LazySessionExpiredDialog'
import { FirstDrawMark } from './startup/FirstDrawMark'
import { StartupCheck } from './startup/StartupCheck'
import { SnackbarHost } from './snackbar/SnackbarHost'
import { UpdatePrompt } from './pwa/UpdatePrompt'

// A compile-time constant: api builds drop the panel and everything it imports.
const DevPanel = __MOCK__ ? lazy(() => import('./devtools/DevPanel').then((m) => ({ default: m.DevPanel }))) : null

const subscribeToNothing = () => () => undefined

/** The developer panel, once the app draws in the browser: no part of a prerendered page's HTML, so hydrating it matches. */
function DevPanelInBrowser({ panel: Panel }: { panel: ComponentType }) {
  const inBrowser = useSyncExternalStore(subscribeToNothing, () => true, () => false)
  return inBrowser ? (
    <Suspense fallback={null}>
      <Panel />
    </Suspense>
  ) : null
}

/** Everything every page shares: start-up session check, error page, dialogs, toasts, update prompt. */
export function AppRoot() {
  useBackgroundSync()
  return (
    <>
      {/* First in the page's order, so the consent banner is reached early from the keyboard; it never takes focus. */}
      <LaterAnalytics />
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
      <LazySessionExpiredDialog />
      <SnackbarHost />
      <UpdatePrompt />
      {DevPanel && <DevPanelInBrowser panel={DevPanel} />}
    </>
  )
}
