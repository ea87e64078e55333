import { useContext, useEffect, useRef, useState } from 'react'
import { UNSAFE_NavigationContext } from 'react-router'
import { isBlockable } from '@/lib/navigation/blockableHistory'
import type * as ConfirmDialogModule from '@/ui/dialog/ConfirmDialog'

export const LEAVE_TITLE = 'Leave without saving?'
const LEAVE_TEXT = 'What you typed on this page has not been saved and will be lost.'

type DialogCode = typeof ConfirmDialogModule

// The question is only asked of a page with unsaved input: the dialog's code (and the dialog
// component's) loads once something is unsaved, not with every form page's first draw
// (docs/architecture.md "Member bundle budget").
let loadedDialog: DialogCode | null = null
let loadingDialog: Promise<DialogCode> | null = null

function fetchDialog(): Promise<DialogCode> {
  loadingDialog ??= import('@/ui/dialog/ConfirmDialog').then(
    (code) => (loadedDialog = code),
    (error: unknown) => {
      // Asked again on the next leave: the network may be back by then.
      loadingDialog = null
      throw error
    },
  )
  return loadingDialog
}

/**
 * Asks before leaving a page with unsaved input: an in-app link or the back button shows a
 * dialog, closing the tab or reloading shows the browser's own prompt. Render one per page,
 * `when` covering all its forms. Moving within the page (a step or tab in the query) is free.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { navigator } = useContext(UNSAFE_NavigationContext)
  const [proceed, setProceed] = useState<(() => void) | null>(null)
  const [dialog, setDialog] = useState<DialogCode | null>(() => loadedDialog)
  const mounted = useRef(true)

  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  useEffect(() => {
    if (!when || dialog) return
    // A failure is left to the leave that needs the dialog (below), which asks again.
    fetchDialog().then((code) => mounted.current && setDialog(code), () => undefined)
  }, [when, dialog])

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
      if (dialog) {
        setProceed(() => leave)
        return true
      }
      // Left before the dialog's code came in: it opens when it does. Should it not load at all
      // (offline before it was cached), the browser's own question answers, so no one is stuck here.
      fetchDialog().then(
        (code) => {
          if (!mounted.current) return
          setDialog(code)
          setProceed(() => leave)
        },
        () => {
          if (mounted.current && window.confirm(`${LEAVE_TITLE} ${LEAVE_TEXT}`)) leave()
        },
      )
      return true
    })
  }, [when, navigator, dialog])

  if (!dialog) return null
  const { ConfirmDialog } = dialog
  return (
    <ConfirmDialog
      subject={proceed ? 'leave' : null}
      title={LEAVE_TITLE}
      description={LEAVE_TEXT}
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
