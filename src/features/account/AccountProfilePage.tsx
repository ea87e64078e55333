import { getProfile } from '@/api/auth/authApi'
import { LabelledSpinner } from '@/ui/spinner/LabelledSpinner'
import { EmailSection } from './EmailSection'
import { LoadProblem } from './LoadProblem'
import { PasswordSection } from './PasswordSection'
import { ProfileEditForm } from './ProfileEditForm'
import { TwoFactorSection } from './TwoFactorSection'
import { useLoad } from './useLoad'
import './account.css'

const loadAccount = async () => (await getProfile()).model

/**
 * /admin/profile and /public/profile: the signed-in account's details, sign-in email, password and
 * two-factor on one page. Members have the same parts spread over their profile and settings pages.
 */
export function AccountProfilePage() {
  const { state, retry, replace } = useLoad(loadAccount)

  return (
    <div className="account-page">
      <h1 className="account-page__title">Your profile</h1>
      {state.kind === 'loading' && <LabelledSpinner label="Loading your profile…" />}
      {state.kind === 'failed' && (
        <LoadProblem message={state.message} offline={state.offline} offlineText="Your profile needs a connection." onRetry={retry} />
      )}
      {state.kind === 'ready' && (
        <>
          <ProfileEditForm key={state.data.id} profile={state.data} />
          <EmailSection email={state.data.email} onChange={(email) => replace({ ...state.data, email })} />
          <PasswordSection />
          <TwoFactorSection profile={state.data} onChange={(enabled) => replace({ ...state.data, two_factor_enabled: enabled })} />
        </>
      )}
    </div>
  )
}
