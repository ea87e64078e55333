import { useSetAtom } from 'jotai'
import { Link, useNavigate, useParams } from 'react-router'
import { updateMove } from '@/api/moves/movesApi'
import type { MoveInput } from '@/api/moves/moveTypes'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import { FormAlert } from '@/ui/field/FormAlert'
import { LoadFailedAlert } from '@/ui/field/LoadFailedAlert'
import { LabelledSpinner } from '@/ui/spinner/LabelledSpinner'
import { MoveForm } from './MoveForm'
import { valuesFromMove } from './moveFormValues'
import { parseMoveId, useEditableMove } from './useEditableMove'
import './moveEditorPage.css'

export const editMessages = {
  notFound: 'We could not find that move. It may have been deleted.',
  notYours: 'You can only edit moves you added.',
} as const

/** /user/move/edit/:id: a member edits a move they added; its video and poster stay unless replaced. */
export function EditMovePage() {
  const params = useParams()
  const id = parseMoveId(params.id)
  const { state, retry } = useEditableMove(id)
  const navigate = useNavigate()
  const showSnackbar = useSetAtom(showSnackbarAtom)

  const save = async (input: MoveInput) => {
    if (id === null) return
    await updateMove(id, input)
    showSnackbar({ text: 'Changes saved' })
    navigate(`/user/view-moves/${id}`)
  }

  return (
    <div className="move-editor-page">
      <h1 className="move-editor-page__title">{state.kind === 'ready' ? `Edit “${state.move.title}”` : 'Edit move'}</h1>

      {state.kind === 'loading' && (
        <LabelledSpinner label="Loading the move…" />
      )}

      {state.kind === 'not-found' && (
        <div className="move-editor-page__state">
          <FormAlert tone="info">{editMessages.notFound}</FormAlert>
          <p>
            <Link to="/user/my-moves">Go to my moves</Link>
          </p>
        </div>
      )}

      {state.kind === 'not-yours' && (
        <div className="move-editor-page__state">
          <FormAlert tone="info">{editMessages.notYours}</FormAlert>
          <p>
            {state.move ? <Link to={`/user/view-moves/${state.move.id}`}>View “{state.move.title}”</Link> : <Link to="/user/my-moves">Go to my moves</Link>}
          </p>
        </div>
      )}

      {state.kind === 'failed' && (
        <div className="move-editor-page__state">
          <LoadFailedAlert message={state.message} onRetry={retry} />
        </div>
      )}

      {state.kind === 'ready' && (
        <div className="move-editor-page__card">
          <MoveForm
            key={state.move.id}
            initialValues={valuesFromMove(state.move)}
            submitLabel="Save changes"
            cancelTo={`/user/view-moves/${state.move.id}`}
            onSubmit={save}
          />
        </div>
      )}
    </div>
  )
}
