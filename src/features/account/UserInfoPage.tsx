import { useState } from 'react'
import { getProfile } from '@/api/auth/authApi'
import { getUserInfo } from '@/api/moves/movesApi'
import { useRemoteData } from '@/shared/remote/useRemoteData'
import { RemoteContent } from '@/shared/states/RemoteContent'
import { ProfileSubpage } from './ProfileSubpage'
import { UserInfoForm, type TrainingInfo } from './UserInfoForm'
import './account.css'

async function loadTrainingInfo(): Promise<TrainingInfo> {
  const [info, profile] = await Promise.all([getUserInfo(), getProfile()])
  return { goal: info.model.goal, level: info.model.level, phone: profile.model.phone }
}

/** /user/info: the member's training goal, level and phone, saved with the userinfo call. */
export function UserInfoPage() {
  const remote = useRemoteData({ key: 'user-info', load: loadTrainingInfo })
  const [unsaved, setUnsaved] = useState(false)

  return (
    <ProfileSubpage title="Your info" unsaved={unsaved}>
      <RemoteContent remote={remote} loading="Loading your info…" what="Your info" offline="Your info will show when you are back online.">
        {(info) => <UserInfoForm initial={info} onSaved={remote.replace} onDirtyChange={setUnsaved} />}
      </RemoteContent>
    </ProfileSubpage>
  )
}
