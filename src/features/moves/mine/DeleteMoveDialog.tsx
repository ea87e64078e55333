import { useRef, useState } from 'react'
import { errorMessage } from '@/api/apiError'
import { deleteMove } from '@/api/moves/movesApi'
import type { MoveSummary } from '@/api/moves/moveTypes'
import { Button } from '@/ui/button/Button'
import { Dialog } from '@/ui/dialog/Dialog'
import { FormAlert } from '@/ui/field/FormAlert'

export interface DeleteMoveDialogProps {
  /** The move to delete, or null when the dialog is closed. */
  move: MoveSummary | null
  onCancel: () => void
  onDeleted: (move: MoveSummary) => void
}

/**
 * Asks before deleting. Focus starts on Cancel, so a stray Enter keeps the move; while the call
 * runs the dialog cannot be dismissed, and a failure stays in the dialog with the reason.
 */
export function DeleteMoveDialog({ move, onCancel, onDeleted }: DeleteMoveDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [shownFor, setShownFor] = useState(move)

  // A new move to ask about starts without the previous one's error.
  if (move !== shownFor) {
    setShownFor(move)
    setError('')
  }

  const confirm = async () => {
    if (!move) return
    setBusy(true)
    setError('')
    try {
      await deleteMove(move.id)
      onDeleted(move)
    } catch (failure) {
      setError(errorMessage(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog
      open={move !== null}
      title={move ? `Delete “${move.title}”?` : ''}
      description="The move and its video are removed for good. This cannot be undone."
      onClose={onCancel}
      dismissible={!busy}
      initialFocusRef={cancelRef}
      actions={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" busy={busy} onClick={() => void confirm()}>
            Delete move
          </Button>
        </>
      }
    >
      <FormAlert>{error}</FormAlert>
    </Dialog>
  )
}
