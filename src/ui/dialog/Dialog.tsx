import {
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react'
import './dialog.css'

export interface DialogProps {
  open: boolean
  /** Rendered as the dialog's h2 and its accessible name. */
  title: ReactNode
  /** Rendered under the title and linked with aria-describedby. */
  description?: ReactNode
  children?: ReactNode
  /** Buttons shown at the bottom, right-aligned (full width on phones). */
  actions?: ReactNode
  /** Asked to close: Escape or a click on the backdrop (only when dismissible). */
  onClose?: () => void
  /** When false, Escape and the backdrop do nothing: the dialog only closes when `open` turns false. */
  dismissible?: boolean
  /** Receives focus on open; otherwise the browser focuses the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>
  className?: string
}

function supportsModal(dialog: HTMLDialogElement): boolean {
  // jsdom (and very old engines) have no showModal(); the fallback keeps the dialog usable there.
  return typeof dialog.showModal === 'function'
}

/**
 * A modal built on the native <dialog>: showModal() makes the page behind inert and keeps focus
 * inside, which no hand-rolled focus trap does as reliably.
 */
export function Dialog({
  open,
  title,
  description,
  children,
  actions,
  onClose,
  dismissible = true,
  initialFocusRef,
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const descriptionId = useId()

  useLayoutEffect(() => {
    const dialog = ref.current
    if (!open || !dialog) return
    const returnFocusTo = document.activeElement
    if (supportsModal(dialog)) {
      if (!dialog.open) dialog.showModal()
    } else {
      dialog.setAttribute('open', '')
    }
    initialFocusRef?.current?.focus()
    return () => {
      // The element unmounts with the dialog, so the browser cannot restore focus by itself.
      if (returnFocusTo instanceof HTMLElement && returnFocusTo.isConnected) returnFocusTo.focus()
    }
  }, [open, initialFocusRef])

  if (!open) return null

  const requestClose = () => {
    if (dismissible) onClose?.()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return
    // Handled here, not by the browser, so the parent decides whether the dialog closes.
    event.preventDefault()
    event.stopPropagation()
    requestClose()
  }

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault()
    requestClose()
  }

  const onNativeClose = () => {
    // Browsers may force-close a modal (e.g. Escape pressed twice without user activation).
    // While `open` is still true the dialog must stay: reopen it, or report the close.
    const dialog = ref.current
    if (!dialog) return
    if (dismissible) onClose?.()
    else if (supportsModal(dialog) && !dialog.open) dialog.showModal()
  }

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    // The body fills the dialog, so a click whose target is the <dialog> itself hit the backdrop.
    if (event.target === event.currentTarget) requestClose()
  }

  return (
    <dialog
      ref={ref}
      className={['mt-dialog', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      aria-modal="true"
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClose={onNativeClose}
      onClick={onClick}
    >
      <div className="mt-dialog__body">
        <h2 id={titleId} className="mt-dialog__title">
          {title}
        </h2>
        {description && (
          <p id={descriptionId} className="mt-dialog__description">
            {description}
          </p>
        )}
        {children}
        {actions && <div className="mt-dialog__actions">{actions}</div>}
      </div>
    </dialog>
  )
}
