import { useAtomValue } from 'jotai'
import { Link, useParams } from 'react-router'
import { getProfile } from '@/api/auth/authApi'
import { authAtom } from '@/lib/auth/authState'
import { FormAlert } from '@/ui/field/FormAlert'
import { LabelledSpinner } from '@/ui/spinner/LabelledSpinner'
import { accountPaths } from './accountPaths'
import { LoadProblem } from './LoadProblem'
import { ProfileEditForm } from './ProfileEditForm'
import { useLoad } from './useLoad'
import './account.css'

export const EDIT_PROFILE_MESSAGES = {
  notYours: 'You can only edit your own profile.',
} as const

const loadAccount = async () => (await getProfile()).model

/** /user/edit-profile/:id: the member edits their own name, phone and photo; any other id is refused without asking the server. */
export function EditProfilePage() {
  const { id } = useParams()
  const { user } = useAtomValue(authAtom)
  const own = user !== null && id === String(user)

  return (
    <div className="account-page">
      <p className="account-page__back">
        <Link to={accountPaths.profile}>Your profile</Link>
      </p>
      <h1 className="account-page__title">Edit profile</h1>
      {own ? (
        <OwnProfileEditor />
      ) : (
        <div className="account-state">
          <FormAlert tone="info">{EDIT_PROFILE_MESSAGES.notYours}</FormAlert>
          {user !== null && (
            <p>
              <Link to={accountPaths.editProfile(user)}>Edit your profile</Link>
            </p>
          )}
        </div>
      )}
    </div>
  )
}

function OwnProfileEditor() {
  const { state, retry } = useLoad(loadAccount)
  if (state.kind === 'loading') return <LabelledSpinner label="Loading your profile…" />
  if (state.kind === 'failed') {
    return <LoadProblem message={state.message} offline={state.offline} offlineText="Editing your profile needs a connection." onRetry={retry} />
  }
  return <ProfileEditForm key={state.data.id} profile={state.data} doneTo={accountPaths.profile} />
}
