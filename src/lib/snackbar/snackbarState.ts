import { atom } from 'jotai'

export type ToastStatus = 'success' | 'error' | 'warning' | 'info'

export interface SnackbarState {
  globalMessage: string
  toastStatus: ToastStatus
  /** Milliseconds before the message clears itself. */
  duration: number
  /** Increments per message so the same text shown twice restarts its timer. */
  id: number
}

/** docs/product.md §9: a snackbar message clears itself after 3000 ms by default. */
export const SNACKBAR_DEFAULT_MS = 3000

export const snackbarAtom = atom<SnackbarState>({ globalMessage: '', toastStatus: 'success', duration: SNACKBAR_DEFAULT_MS, id: 0 })

export const showSnackbarAtom = atom(
  null,
  (get, set, message: { text: string; status?: ToastStatus; duration?: number }) => {
    set(snackbarAtom, {
      globalMessage: message.text,
      toastStatus: message.status ?? 'success',
      duration: message.duration ?? SNACKBAR_DEFAULT_MS,
      id: get(snackbarAtom).id + 1,
    })
  },
)

export const clearSnackbarAtom = atom(null, (get, set, id: number) => {
  // Only clear the message this timer belongs to; a newer message keeps its own timer.
  if (get(snackbarAtom).id === id) set(snackbarAtom, { ...get(snackbarAtom), globalMessage: '' })
})
