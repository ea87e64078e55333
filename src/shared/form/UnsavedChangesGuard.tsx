import { useContext, useEffect, useState } from 'react'
import { UNSAFE_NavigationContext } from 'react-router'
import { isBlockable } from '@/lib/navigation/blockableHistory'
import { ConfirmDialog } from '@/ui/dialog/ConfirmDialog'

export const LEAVE_TITLE = 'Leave without saving?'

/**
 * Asks before leaving a page with unsaved input: an in-app link or the back button shows a
 * dialog, closing the tab or reloading shows the browser's own prompt. Render one per page,
 * `when` covering all its forms. Moving within the page (a step or tab in the query) is free.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { navigator } = useContext(UNSAFE_NavigationContext)
  const [proceed, setProceed] = useState<(() => void) | null>(null)

  useEffect(() => {
    if (!when) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [when])

  // Only the app's router history can hold a navigation back; a page in a plain router (a story) cannot.
  useEffect(() => {
    if (!when || !isBlockable(navigator)) return
    return navigator.block(({ currentLocation, nextLocation, proceed: leave }) => {
      if (currentLocation.pathname === nextLocation.pathname) return false
      setProceed(() => leave)
      return true
    })
  }, [when, navigator])

  return (
    <ConfirmDialog
      subject={proceed ? 'leave' : null}
      title={LEAVE_TITLE}
      description="What you typed on this page has not been saved and will be lost."
      keepLabel="Stay on this page"
      confirmLabel="Leave"
      onClose={() => setProceed(null)}
      onConfirm={async () => {
        setProceed(null)
        proceed?.()
      }}
    />
  )
}
