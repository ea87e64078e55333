import { useState } from 'react'
import { useAtomValue } from 'jotai'
import { useParams } from 'react-router'
import { Link } from '@/ui/link/Link'
import { getProfile } from '@/api/auth/authApi'
import { authAtom } from '@/lib/auth/authState'
import { paths } from '@/shared/paths/routePaths'
import { useRemoteData } from '@/shared/remote/useRemoteData'
import { RemoteContent } from '@/shared/states/RemoteContent'
import { FormAlert } from '@/ui/field/FormAlert'
import { ProfileEditForm } from './ProfileEditForm'
import { ProfileSubpage } from './ProfileSubpage'
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
  const [unsaved, setUnsaved] = useState(false)

  return (
    <ProfileSubpage title="Edit profile" unsaved={own && unsaved}>
      {own ? (
        <OwnProfileEditor onDirtyChange={setUnsaved} />
      ) : (
        <div className="account-state">
          <FormAlert tone="info">{EDIT_PROFILE_MESSAGES.notYours}</FormAlert>
          {user !== null && (
            <p>
              <Link to={paths.editProfile(user)}>Edit your profile</Link>
            </p>
          )}
        </div>
      )}
    </ProfileSubpage>
  )
}

function OwnProfileEditor({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const remote = useRemoteData({ key: 'account', load: loadAccount })
  return (
    <RemoteContent remote={remote} loading="Loading your profile…" what="Your profile" offline="Editing your profile needs a connection.">
      {(profile) => <ProfileEditForm key={profile.id} profile={profile} doneTo={paths.profile} onDirtyChange={onDirtyChange} />}
    </RemoteContent>
  )
}
