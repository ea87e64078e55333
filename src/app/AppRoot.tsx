import { lazy, Suspense } from 'react'
import { Outlet } from 'react-router'
import { FullScreenSpinner } from '@/ui/spinner/FullScreenSpinner'
import { RouteErrorBoundary } from './errors/RouteErrorBoundary'
import { useBackgroundSync } from './offline/useBackgroundSync'
import { LazySessionExpiredDialog } from './session/LazySessionExpiredDialog'
import { StartupCheck } from './startup/StartupCheck'
import { SnackbarHost } from './snackbar/SnackbarHost'
import { UpdatePrompt } from './pwa/UpdatePrompt'

// A compile-time constant: api builds drop the panel and everything it imports.
const DevPanel = __MOCK__ ? lazy(() => import('./devtools/DevPanel').then((m) => ({ default: m.DevPanel }))) : null

/** Everything every page shares: start-up session check, error page, dialogs, toasts, update prompt. */
export function AppRoot() {
  useBackgroundSync()
  return (
    <>
      <StartupCheck>
        <RouteErrorBoundary>
          {/* Only the first page waits here: later navigations are transitions, which keep the last page until the next is ready. */}
          <Suspense fallback={<FullScreenSpinner />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </StartupCheck>
      <LazySessionExpiredDialog />
      <SnackbarHost />
      <UpdatePrompt />
      {DevPanel && (
        <Suspense fallback={null}>
          <DevPanel />
        </Suspense>
      )}
    </>
  )
}
