import { lazy, Suspense, useState } from 'react'
import { useSetAtom } from 'jotai'
import { useNavigate } from 'react-router'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import { paths } from '@/shared/paths/routePaths'
import { Button } from '@/ui/button/Button'

// Most visits never delete: the dialog loads on the first click.
const DeleteMoveDialog = lazy(() => import('../mine/DeleteMoveDialog').then((m) => ({ default: m.DeleteMoveDialog })))

/** "Delete" for the member's own move: asks first, then deletes and returns to their moves. */
export function DeleteMoveButton({ moveId, title }: { moveId: number; title: string }) {
  const [open, setOpen] = useState(false)
  const showSnackbar = useSetAtom(showSnackbarAtom)
  const navigate = useNavigate()

  const deleted = () => {
    showSnackbar({ text: `“${title}” deleted` })
    navigate(paths.myMoves, { replace: true })
  }

  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete
      </Button>
      {open && (
        <Suspense fallback={null}>
          <DeleteMoveDialog
            move={{ id: moveId, title }}
            // The page shows one move, so the title need not name it; the description does.
            heading="Delete this move?"
            description={`“${title}” will be removed from your moves for good. This can’t be undone.`}
            onCancel={() => setOpen(false)}
            onDeleted={deleted}
          />
        </Suspense>
      )}
    </>
  )
}
