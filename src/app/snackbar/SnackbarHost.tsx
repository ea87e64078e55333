import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { clearSnackbarAtom, snackbarAtom } from '@/lib/snackbar/snackbarState'
import { SnackbarView } from '@/ui/snackbar/SnackbarView'

/**
 * The app's one snackbar: shows snackbarAtom's message and clears it after its duration (docs/product.md §9: 3000 ms).
 * It joins the page after the first draw (../startup/laterParts), before the usual first message: its
 * live regions are then in the page already, and screen readers announce changes to regions they know.
 * A message that came sooner waits in the atom and shows, for its full duration, when the host mounts.
 */
export function SnackbarHost() {
  const { globalMessage, toastStatus, duration, id } = useAtomValue(snackbarAtom)
  const clear = useSetAtom(clearSnackbarAtom)

  useEffect(() => {
    if (!globalMessage) return
    // Keyed on id: a newer message (even with the same text) starts its own full duration.
    const timer = window.setTimeout(() => clear(id), duration)
    return () => window.clearTimeout(timer)
  }, [globalMessage, id, duration, clear])

  return <SnackbarView message={globalMessage} status={toastStatus} onDismiss={() => clear(id)} />
}
