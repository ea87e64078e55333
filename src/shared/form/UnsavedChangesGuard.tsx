import { useContext, useEffect } from 'react'
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router'
import { ConfirmDialog } from '@/ui/dialog/ConfirmDialog'

export const LEAVE_TITLE = 'Leave without saving?'

/**
 * Asks before leaving a page with unsaved input: an in-app link shows a dialog, closing the tab
 * or reloading shows the browser's own prompt. Render one per page, `when` covering all its forms.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const dataRouter = useContext(UNSAFE_DataRouterContext)

  useEffect(() => {
    if (!when) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [when])

  // Blocking in-app navigation needs a data router; a page rendered in a plain router (a story) has none.
  return dataRouter ? <LeaveDialog when={when} /> : null
}

function LeaveDialog({ when }: { when: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname)
  const blocked = blocker.state === 'blocked'
  return (
    <ConfirmDialog
      subject={blocked ? 'leave' : null}
      title={LEAVE_TITLE}
      description="What you typed on this page has not been saved and will be lost."
      keepLabel="Stay on this page"
      confirmLabel="Leave"
      onClose={() => blocker.reset?.()}
      onConfirm={async () => blocker.proceed?.()}
    />
  )
}
