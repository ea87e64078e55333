import { useState } from 'react'
import { flushSync } from 'react-dom'
import { useSetAtom } from 'jotai'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'

export const LAZY_DIALOG_FAILED = 'That could not open. Check your connection and try again.'

export interface LazyDialog<M> {
  /** The dialogs' module once loaded (render them from it), or null before the first open. */
  module: M | null
  /** The key of the opener waiting for the code, for its busy state; null when none waits. */
  loading: string | null
  /**
   * Loads the code on the first call, then `show`s the dialog with it. While it loads, `loading`
   * is `key`; a second open meanwhile is ignored; a failure is said in a snackbar.
   */
  open: (key: string, show: (module: M) => void) => void
}

/** Code loaded once per page load, so a page visited again opens its dialogs at once. */
const loaded = new WeakMap<() => Promise<unknown>, unknown>()

/**
 * Dialogs a page draws only on demand, loaded on their first open rather than with the page
 * (docs/architecture.md "Member bundle budget"). `load` must be one function kept at module level
 * (e.g. `() => import('./FriendDialogs')`): it is how the loaded code is remembered.
 *
 * The opener shows busy while the code loads, which disables it and so drops its focus; focus is
 * put back on it before the dialog opens, so the dialog returns focus there when it closes.
 */
export function useLazyDialog<M>(load: () => Promise<M>): LazyDialog<M> {
  const [module, setModule] = useState<M | null>(() => (loaded.get(load) as M | undefined) ?? null)
  const [loading, setLoading] = useState<string | null>(null)
  const showSnackbar = useSetAtom(showSnackbarAtom)

  const open = (key: string, show: (module: M) => void) => {
    if (module) {
      show(module)
      return
    }
    if (loading !== null) return
    const opener = document.activeElement
    setLoading(key)
    load().then(
      (code) => {
        loaded.set(load, code)
        flushSync(() => {
          setModule(code)
          setLoading(null)
        })
        const focused = document.activeElement
        if (opener instanceof HTMLElement && opener.isConnected && (focused === null || focused === document.body)) opener.focus()
        show(code)
      },
      () => {
        setLoading(null)
        showSnackbar({ text: LAZY_DIALOG_FAILED, status: 'error' })
      },
    )
  }

  return { module, loading, open }
}
