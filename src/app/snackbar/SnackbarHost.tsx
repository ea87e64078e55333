import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { clearSnackbarAtom, snackbarAtom } from '@/lib/snackbar/snackbarState'
import { SnackbarView } from '@/ui/snackbar/SnackbarView'

/** The app's one snackbar: shows snackbarAtom's message and clears it after its duration (docs/product.md §9: 3000 ms). */
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
