import { useSetAtom } from 'jotai'
import { useNavigate } from 'react-router'
import { createMove } from '@/api/moves/movesApi'
import type { MoveInput } from '@/api/moves/moveTypes'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import { paths } from '@/shared/paths/routePaths'
import { MoveForm } from './MoveForm'
import './moveEditorPage.css'

/** /user/move/add: a member adds their own move, then lands on its page. */
export function AddMovePage() {
  const navigate = useNavigate()
  const showSnackbar = useSetAtom(showSnackbarAtom)

  const add = async (input: MoveInput) => {
    const move = await createMove(input)
    showSnackbar({ text: 'Move added' })
    navigate(paths.moveDetail(move.id))
  }

  return (
    <div className="move-editor-page">
      <h1 className="move-editor-page__title">Add a move</h1>
      <div className="move-editor-page__card">
        <MoveForm submitLabel="Add move" cancelTo={paths.myMoves} onSubmit={add} />
      </div>
    </div>
  )
}
