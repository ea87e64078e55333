import { Link } from 'react-router'
import { getProfile } from '@/api/auth/authApi'
import { LabelledSpinner } from '@/ui/spinner/LabelledSpinner'
import { accountPaths } from './accountPaths'
import { EmailSection } from './EmailSection'
import { LoadProblem } from './LoadProblem'
import { OfflineNote } from './OfflineNote'
import { PasswordSection } from './PasswordSection'
import { TwoFactorSection } from './TwoFactorSection'
import { useLoad } from './useLoad'
import './account.css'

const loadAccount = async () => (await getProfile()).model

/** /user/setting: sign-in email, password and two-factor authentication. */
export function SettingsPage() {
  const { state, retry, replace } = useLoad(loadAccount)

  return (
    <div className="account-page">
      <p className="account-page__back">
        <Link to={accountPaths.profile}>Your profile</Link>
      </p>
      <h1 className="account-page__title">Settings</h1>
      {state.kind === 'loading' && <LabelledSpinner label="Loading your settings…" />}
      {state.kind === 'failed' && (
        <LoadProblem message={state.message} offline={state.offline} offlineText="Your settings need a connection." onRetry={retry} />
      )}
      {state.kind === 'ready' && (
        <>
          <OfflineNote />
          <EmailSection email={state.data.email} onChange={(email) => replace({ ...state.data, email })} />
          <PasswordSection />
          <TwoFactorSection profile={state.data} onChange={(enabled) => replace({ ...state.data, two_factor_enabled: enabled })} />
        </>
      )}
    </div>
  )
}
