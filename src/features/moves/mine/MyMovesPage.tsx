import { useAtomValue, useSetAtom } from 'jotai'
import { useLayoutEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { getMyMoves } from '@/api/moves/movesApi'
import type { MoveSummary } from '@/api/moves/moveTypes'
import { appStore } from '@/lib/auth/authState'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import { favouritesAtom } from '@/offline/favourites/favouritesState'
import { Button } from '@/ui/button/Button'
import { buttonClassName } from '@/ui/button/buttonClassName'
import { MoveGrid } from '../card/MoveGrid'
import { MovesLoadFailed, MovesLoading } from '../card/MoveListStates'
import { ADD_MOVE_PATH, editMovePath } from '../card/movePaths'
import { useMoveListLoad } from '../card/useMoveListLoad'
import { DeleteMoveDialog } from './DeleteMoveDialog'
import './myMovesPage.css'

const loadMyMoves = () => getMyMoves()

/** /user/my-moves: the moves the member added, to open, edit or delete. */
export function MyMovesPage() {
  const { state, retry, updateMoves } = useMoveListLoad(loadMyMoves)
  const [toDelete, setToDelete] = useState<MoveSummary | null>(null)
  const [deletions, setDeletions] = useState(0)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const showSnackbar = useSetAtom(showSnackbarAtom)
  const favouritesKnown = useAtomValue(favouritesAtom, { store: appStore }).known

  useLayoutEffect(() => {
    // The Delete button that opened the dialog went with its card; focus the page, not <body>.
    if (deletions > 0) headingRef.current?.focus()
  }, [deletions])

  const deleted = (move: MoveSummary) => {
    updateMoves((moves) => moves.filter((m) => m.id !== move.id))
    setToDelete(null)
    setDeletions((n) => n + 1)
    showSnackbar({ text: `“${move.title}” deleted` })
  }

  const actions = (move: MoveSummary) => (
    <>
      {/* The names say which move: a list of identical "Edit" links is a guessing game by ear. */}
      <Link className={buttonClassName('secondary', 'my-moves__action')} to={editMovePath(move.id)} aria-label={`Edit ${move.title}`}>
        Edit
      </Link>
      <Button variant="ghost" className="my-moves__action my-moves__delete" onClick={() => setToDelete(move)} aria-label={`Delete ${move.title}`}>
        Delete
      </Button>
    </>
  )

  return (
    <div className="my-moves">
      <div className="my-moves__header">
        <h1 ref={headingRef} tabIndex={-1} className="my-moves__title">
          My moves
        </h1>
        {state.kind === 'ready' && state.moves.length > 0 && (
          <Link className={buttonClassName('primary')} to={ADD_MOVE_PATH}>
            Add a move
          </Link>
        )}
      </div>
      {state.kind === 'loading' && <MovesLoading label="Loading your moves…" />}
      {state.kind === 'failed' && <MovesLoadFailed message={state.message} onRetry={retry} />}
      {state.kind === 'ready' &&
        (state.moves.length === 0 ? (
          <div className="move-list-empty">
            <h2>You have not added any moves</h2>
            <p>Film a move you love, add it here, and keep it private or share it with everyone.</p>
            <Link className={buttonClassName('primary')} to={ADD_MOVE_PATH}>
              Add a move
            </Link>
          </div>
        ) : (
          <MoveGrid moves={state.moves} label="Your moves" actions={actions} showFavourite={favouritesKnown} />
        ))}
      <DeleteMoveDialog move={toDelete} onCancel={() => setToDelete(null)} onDeleted={deleted} />
    </div>
  )
}
