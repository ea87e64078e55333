import { useRef, useState } from 'react'
import { useSetAtom } from 'jotai'
import { useNavigate } from 'react-router'
import { errorMessage } from '@/api/apiError'
import { deleteMove } from '@/api/moves/movesApi'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import { Button } from '@/ui/button/Button'
import { Dialog } from '@/ui/dialog/Dialog'
import { FormAlert } from '@/ui/field/FormAlert'

/** Where a member lands after deleting one of their moves. */
export const MY_MOVES_PATH = '/user/my-moves'

/** "Delete" for the member's own move: asks first, then deletes and returns to their moves. */
export function DeleteMoveButton({ moveId, title }: { moveId: number; title: string }) {
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const cancelRef = useRef<HTMLButtonElement>(null)
  const showSnackbar = useSetAtom(showSnackbarAtom)
  const navigate = useNavigate()

  const close = () => {
    if (busy) return
    setOpen(false)
    setError('')
  }

  const confirm = async () => {
    setBusy(true)
    setError('')
    try {
      await deleteMove(moveId)
      showSnackbar({ text: `“${title}” deleted` })
      navigate(MY_MOVES_PATH, { replace: true })
    } catch (failure) {
      setError(errorMessage(failure))
      setBusy(false)
    }
  }

  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete
      </Button>
      <Dialog
        open={open}
        title="Delete this move?"
        description={`“${title}” will be removed from your moves for good. This can’t be undone.`}
        onClose={close}
        dismissible={!busy}
        // The safe choice has focus, so a stray Enter does not delete.
        initialFocusRef={cancelRef}
        actions={
          <>
            <Button ref={cancelRef} variant="secondary" onClick={close} disabled={busy}>
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
    </>
  )
}
