import { lazy, Suspense } from 'react'
import { Outlet } from 'react-router'
import { useBackgroundSync } from './offline/useBackgroundSync'
import { DocumentTitle } from './routes/DocumentTitle'
import { LazySessionExpiredDialog } from './session/LazySessionExpiredDialog'
import { StartupCheck } from './startup/StartupCheck'
import { SnackbarHost } from './snackbar/SnackbarHost'
import { UpdatePrompt } from './pwa/UpdatePrompt'

// A compile-time constant: api builds drop the panel and everything it imports.
const DevPanel = __MOCK__ ? lazy(() => import('./devtools/DevPanel').then((m) => ({ default: m.DevPanel }))) : null

/** Everything every page shares: title, start-up session check, dialogs, toasts, update prompt. */
export function AppRoot() {
  useBackgroundSync()
  return (
    <>
      <DocumentTitle />
      <StartupCheck>
        <Outlet />
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
