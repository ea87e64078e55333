import { deleteMove } from '@/api/moves/movesApi'
import type { MoveSummary } from '@/api/moves/moveTypes'
import { ConfirmDialog } from '@/ui/dialog/ConfirmDialog'

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
 * Asks before deleting one of the member's moves (from their list or the move's own page).
 * Focus starts on Cancel, so a stray Enter keeps the move.
 */
export function DeleteMoveDialog<Move extends MoveToDelete>({
  move,
  onCancel,
  onDeleted,
  heading = move ? `Delete “${move.title}”?` : '',
  description = 'The move and its video are removed for good. This cannot be undone.',
}: DeleteMoveDialogProps<Move>) {
  return (
    <ConfirmDialog
      subject={move?.id ?? null}
      title={heading}
      description={description}
      keepLabel="Cancel"
      confirmLabel="Delete move"
      onClose={onCancel}
      onConfirm={async () => {
        if (!move) return
        await deleteMove(move.id)
        onDeleted(move)
      }}
    />
  )
}
