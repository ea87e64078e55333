import { useRef, useState } from 'react'
import { errorMessage } from '@/api/apiError'
import { deleteMove } from '@/api/moves/movesApi'
import type { MoveSummary } from '@/api/moves/moveTypes'
import { Button } from '@/ui/button/Button'
import { Dialog } from '@/ui/dialog/Dialog'
import { FormAlert } from '@/ui/field/FormAlert'

/** What the dialog needs to know about the move it asks about. */
export type MoveToDelete = Pick<MoveSummary, 'id' | 'title'>

export interface DeleteMoveDialogProps<Move extends MoveToDelete> {
  /** The move to delete, or null when the dialog is closed. */
  move: Move | null
  onCancel: () => void
  onDeleted: (move: Move) => void
  /** The dialog's title; the list names the move here, as several moves are in view. */
  heading?: string
  description?: string
}

/**
 * Asks before deleting one of the member's moves (from their list or the move's own page). Focus
 * starts on Cancel, so a stray Enter keeps the move; while the call runs the dialog cannot be
 * dismissed, and a failure stays in the dialog with the reason.
 */
export function DeleteMoveDialog<Move extends MoveToDelete>({
  move,
  onCancel,
  onDeleted,
  heading = move ? `Delete “${move.title}”?` : '',
  description = 'The move and its video are removed for good. This cannot be undone.',
}: DeleteMoveDialogProps<Move>) {
  const cancelRef = useRef<HTMLButtonElement>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  // Compared by id, so a caller that builds the move object on every render keeps the error shown.
  const [shownForId, setShownForId] = useState(move?.id)

  // A new move to ask about (or closing the dialog) drops the previous one's error.
  if (move?.id !== shownForId) {
    setShownForId(move?.id)
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
      title={heading}
      description={description}
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
