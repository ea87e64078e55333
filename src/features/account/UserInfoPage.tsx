import { Link } from 'react-router'
import { getProfile } from '@/api/auth/authApi'
import { getUserInfo } from '@/api/moves/movesApi'
import { LabelledSpinner } from '@/ui/spinner/LabelledSpinner'
import { accountPaths } from './accountPaths'
import { LoadProblem } from './LoadProblem'
import { UserInfoForm, type TrainingInfo } from './UserInfoForm'
import { useLoad } from './useLoad'
import './account.css'

async function loadTrainingInfo(): Promise<TrainingInfo> {
  const [info, profile] = await Promise.all([getUserInfo(), getProfile()])
  return { goal: info.model.goal, level: info.model.level, phone: profile.model.phone }
}

/** /user/info: the member's training goal, level and phone, saved with the userinfo call. */
export function UserInfoPage() {
  const { state, retry, replace } = useLoad(loadTrainingInfo)

  return (
    <div className="account-page">
      <p className="account-page__back">
        <Link to={accountPaths.profile}>Your profile</Link>
      </p>
      <h1 className="account-page__title">Your info</h1>
      {state.kind === 'loading' && <LabelledSpinner label="Loading your info…" />}
      {state.kind === 'failed' && (
        <LoadProblem message={state.message} offline={state.offline} offlineText="Your info will show when you are back online." onRetry={retry} />
      )}
      {state.kind === 'ready' && <UserInfoForm initial={state.data} onSaved={replace} />}
    </div>
  )
}
