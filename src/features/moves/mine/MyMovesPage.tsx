import { useAtomValue, useSetAtom } from 'jotai'
import { useLayoutEffect, useRef, useState } from 'react'
import { getMyMoves } from '@/api/moves/movesApi'
import type { MoveSummary } from '@/api/moves/moveTypes'
import { appStore } from '@/lib/auth/authState'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import { favouritesAtom } from '@/offline/favourites/favouritesState'
import { paths } from '@/shared/paths/routePaths'
import { useRemoteData } from '@/shared/remote/useRemoteData'
import { EmptyState } from '@/shared/states/EmptyState'
import { Button } from '@/ui/button/Button'
import { ButtonLink } from '@/ui/button/ButtonLink'
import { MoveGrid } from '../card/MoveGrid'
import { MovesContent } from '../states/MovesContent'
import { DeleteMoveDialog } from './DeleteMoveDialog'
import './myMovesPage.css'

const loadMyMoves = async () => (await getMyMoves()).list

/** /user/my-moves: the moves the member added, to open, edit or delete. */
export function MyMovesPage() {
  const remote = useRemoteData({ key: 'my-moves', load: loadMyMoves, isEmpty: (moves) => moves.length === 0 })
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
    remote.update((moves) => moves.filter((m) => m.id !== move.id))
    setToDelete(null)
    setDeletions((n) => n + 1)
    showSnackbar({ text: `“${move.title}” deleted` })
  }

  const actions = (move: MoveSummary) => (
    <>
      {/* The names say which move: a list of identical "Edit" links is a guessing game by ear. */}
      <ButtonLink variant="secondary" className="my-moves__action" to={paths.editMove(move.id)} aria-label={`Edit ${move.title}`}>
        Edit
      </ButtonLink>
      <Button variant="ghost" className="my-moves__action my-moves__delete" onClick={() => setToDelete(move)} aria-label={`Delete ${move.title}`}>
        Delete
      </Button>
    </>
  )

  const addMove = (
    <ButtonLink to={paths.addMove}>
      Add a move
    </ButtonLink>
  )

  return (
    <div className="my-moves">
      <div className="my-moves__header">
        <h1 ref={headingRef} tabIndex={-1} className="my-moves__title">
          My moves
        </h1>
        {remote.state.status === 'ready' && addMove}
      </div>
      <MovesContent
        remote={remote}
        loading="Loading your moves…"
        empty={
          <EmptyState title="You have not added any moves" action={addMove}>
            Film a move you love, add it here, and keep it private or share it with everyone.
          </EmptyState>
        }
      >
        {(moves) => <MoveGrid moves={moves} label="Your moves" actions={actions} showFavourite={favouritesKnown} />}
      </MovesContent>
      <DeleteMoveDialog move={toDelete} onCancel={() => setToDelete(null)} onDeleted={deleted} />
    </div>
  )
}
