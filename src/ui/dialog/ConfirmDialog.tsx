import { useRef, useState, type ReactNode } from 'react'
import { Button } from '../button/Button'
import { FormAlert } from '../field/FormAlert'
import { Dialog } from './Dialog'

export interface ConfirmDialogProps {
  /** What is being asked about (its id), or null when closed. A new subject drops the last error. */
  subject: number | string | null
  title: string
  description?: ReactNode
  children?: ReactNode
  keepLabel: string
  confirmLabel: string
  busyLabel?: string
  /** Offline, say: the confirm button is disabled (the caller explains why in `children`). */
  confirmDisabled?: boolean
  onClose: () => void
  /** Does the work; a rejection's message stays in the dialog, which stays open. */
  onConfirm: () => Promise<void>
}

/**
 * Asks before something that cannot be undone at once. Focus starts on the keep button, so a
 * stray Enter changes nothing; while the work runs the dialog cannot be dismissed, and a failure
 * stays in the dialog with its reason.
 */
export function ConfirmDialog({
  subject,
  title,
  description,
  children,
  keepLabel,
  confirmLabel,
  busyLabel = confirmLabel,
  confirmDisabled = false,
  onClose,
  onConfirm,
}: ConfirmDialogProps) {
  const keepRef = useRef<HTMLButtonElement>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [shownFor, setShownFor] = useState(subject)

  if (subject !== shownFor) {
    setShownFor(subject)
    setError('')
  }

  const confirm = async () => {
    setBusy(true)
    setError('')
    try {
      await onConfirm()
    } catch (failure) {
      // ApiError's message is the server's, written for the member.
      setError(failure instanceof Error && failure.message ? failure.message : 'Something went wrong. Please try again.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog
      open={subject !== null}
      title={subject !== null ? title : ''}
      description={subject !== null ? description : undefined}
      onClose={onClose}
      dismissible={!busy}
      initialFocusRef={keepRef}
      actions={
        <>
          <Button ref={keepRef} variant="secondary" onClick={onClose} disabled={busy}>
            {keepLabel}
          </Button>
          <Button variant="danger" busy={busy} disabled={confirmDisabled} onClick={() => void confirm()}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      <FormAlert>{error}</FormAlert>
    </Dialog>
  )
}
