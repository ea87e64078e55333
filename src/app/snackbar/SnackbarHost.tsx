import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { clearSnackbarAtom, snackbarAtom } from '@/lib/snackbar/snackbarState'
import type { SnackbarView as View } from '@/ui/snackbar/SnackbarView'
import { whenIdle } from '../startup/whenIdle'

let loadedView: typeof View | null = null
let loadingView: Promise<typeof View> | null = null

/** Fetches the snackbar's code (once); the host draws it when it is in. */
export function loadSnackbarView(): Promise<typeof View> {
  return (loadingView ??= import('@/ui/snackbar/SnackbarView').then(
    (module) => (loadedView = module.SnackbarView),
    (error: unknown) => {
      loadingView = null
      throw error
    },
  ))
}

/** The app's one snackbar: shows snackbarAtom's message and clears it after its duration (docs/product.md §9: 3000 ms). */
export function SnackbarHost() {
  const { globalMessage, toastStatus, duration, id } = useAtomValue(snackbarAtom)
  const clear = useSetAtom(clearSnackbarAtom)
  // The snackbar's code, in once the first page has drawn (a message is never part of a first draw),
  // or at once when a message comes sooner. Its live regions are then in the page before the usual
  // first message: screen readers announce changes to regions they already know.
  const [SnackbarView, setSnackbarView] = useState(() => loadedView)
  const messageWaiting = globalMessage !== ''
  useEffect(() => {
    if (SnackbarView) return
    let active = true
    const load = () =>
      void loadSnackbarView().then(
        (loaded) => active && setSnackbarView(() => loaded),
        // Offline before the app was saved: the next message tries again.
        () => undefined,
      )
    const cancel = messageWaiting ? null : whenIdle(load)
    if (messageWaiting) load()
    return () => {
      active = false
      cancel?.()
    }
  }, [SnackbarView, messageWaiting])

  useEffect(() => {
    if (!globalMessage) return
    // Keyed on id: a newer message (even with the same text) starts its own full duration.
    const timer = window.setTimeout(() => clear(id), duration)
    return () => window.clearTimeout(timer)
  }, [globalMessage, id, duration, clear])

  return SnackbarView && <SnackbarView message={globalMessage} status={toastStatus} onDismiss={() => clear(id)} />
}
