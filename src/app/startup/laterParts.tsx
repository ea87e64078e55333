import { LaterAnalytics } from '../analytics/LaterAnalytics'
import { useBackgroundSync } from '../offline/useBackgroundSync'
import { UpdatePrompt } from '../pwa/UpdatePrompt'
import { LazySessionExpiredDialog } from '../session/LazySessionExpiredDialog'
import { SnackbarHost } from '../snackbar/SnackbarHost'

/*
 * The parts of the app's frame that no first draw shows: each waits for something that comes after
 * it (a consent answer, a message, an expired session, a new version, the outbox's next send).
 * AppRoot loads this module once the first page has drawn, so their code is not among what a page
 * asks for before its heading. What they watch is kept meanwhile: a message or an expired session
 * that comes sooner shows as they mount.
 */

/** Before the page in the document's order, so the consent banner is reached early from the keyboard; it never takes focus. */
export function PartsBeforePage() {
  return <LaterAnalytics />
}

/** After the page: the session dialog, the snackbar, the update prompt, and the member's background sync. */
export function PartsAfterPage() {
  useBackgroundSync()
  return (
    <>
      <LazySessionExpiredDialog />
      <SnackbarHost />
      <UpdatePrompt />
    </>
  )
}
