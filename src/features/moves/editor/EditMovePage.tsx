import { useSetAtom } from 'jotai'
import { useNavigate, useParams } from 'react-router'
import { Link } from '@/ui/link/Link'
import { ApiError } from '@/api/apiError'
import { getMoveDetail, updateMove } from '@/api/moves/movesApi'
import type { MoveDetail, MoveInput } from '@/api/moves/moveTypes'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import { paths } from '@/shared/paths/routePaths'
import { remoteData } from '@/shared/remote/remoteState'
import { useRemoteData } from '@/shared/remote/useRemoteData'
import { FormAlert } from '@/ui/field/FormAlert'
import { parseMoveId } from '../detail/parseMoveId'
import { MovesContent } from '../states/MovesContent'
import { MoveForm } from './MoveForm'
import { valuesFromMove } from './moveFormValues'
import './moveEditorPage.css'

export const editMessages = {
  notFound: 'We could not find that move. It may have been deleted.',
  notYours: 'You can only edit moves you added.',
} as const

/** The move to edit, or null when the server refused to show it (403): someone else's, unnamed. */
async function loadEditableMove(id: number, signal: AbortSignal): Promise<MoveDetail | null> {
  try {
    return await getMoveDetail(id, signal)
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return null
    throw error
  }
}

/** /user/move/edit/:id: a member edits a move they added; its video and poster stay unless replaced. */
export function EditMovePage() {
  const params = useParams()
  const id = parseMoveId(params.id)
  const remote = useRemoteData({ key: `edit-move:${id}`, load: (signal) => loadEditableMove(id ?? 0, signal), enabled: id !== null })
  const move = remoteData(remote.state)
  const navigate = useNavigate()
  const showSnackbar = useSetAtom(showSnackbarAtom)

  const save = async (input: MoveInput) => {
    if (id === null) return
    await updateMove(id, input)
    showSnackbar({ text: 'Changes saved' })
    navigate(paths.moveDetail(id))
  }

  return (
    <div className="move-editor-page">
      <h1 className="move-editor-page__title">{move?.is_mine ? `Edit “${move.title}”` : 'Edit move'}</h1>
      <MovesContent
        remote={remote}
        loading="Loading the move…"
        notFound={
          <div className="move-editor-page__state">
            <FormAlert tone="info">{editMessages.notFound}</FormAlert>
            <p>
              <Link to={paths.myMoves}>Go to my moves</Link>
            </p>
          </div>
        }
      >
        {(editable) =>
          editable?.is_mine ? (
            <div className="move-editor-page__card">
              <MoveForm
                key={editable.id}
                initialValues={valuesFromMove(editable)}
                submitLabel="Save changes"
                cancelTo={paths.moveDetail(editable.id)}
                onSubmit={save}
              />
            </div>
          ) : (
            <div className="move-editor-page__state">
              <FormAlert tone="info">{editMessages.notYours}</FormAlert>
              <p>
                {editable ? (
                  <Link to={paths.moveDetail(editable.id)}>View “{editable.title}”</Link>
                ) : (
                  <Link to={paths.myMoves}>Go to my moves</Link>
                )}
              </p>
            </div>
          )
        }
      </MovesContent>
    </div>
  )
}
