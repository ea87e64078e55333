import { Link, useLocation } from 'react-router'
import { getProfile } from '@/api/auth/authApi'
import type { Profile } from '@/api/auth/authTypes'
import type { UserInfo } from '@/api/moves/moveTypes'
import { useOfflineFirst } from '@/offline/session/useOfflineFirst'
import { profileSource } from '@/offline/sources/dashboardSources'
import { buttonClassName } from '@/ui/button/buttonClassName'
import { FormAlert } from '@/ui/field/FormAlert'
import { LabelledSpinner } from '@/ui/spinner/LabelledSpinner'
import { AccountCard } from './AccountCard'
import { AccountFact } from './AccountFact'
import { accountPaths } from './accountPaths'
import { formatLongDate } from './formatDate'
import { LoadProblem } from './LoadProblem'
import { isNetworkDown } from './networkDown'
import { ProfileAvatar } from './ProfileAvatar'
import { levelLabel } from './trainingOptions'
import { useLoad, type LoadState } from './useLoad'
import './account.css'

const loadAccount = async () => (await getProfile()).model

/**
 * /user/profile and /account/profile: who the member is, their training info and how their
 * account is secured. The basics come from the device first (the offline store keeps them), so
 * the page opens in the gym with no signal; phone, verification and two-factor need the server.
 */
export function MemberProfilePage() {
  const basics = useOfflineFirst(profileSource, 'profile')
  const account = useLoad(loadAccount)
  const { pathname } = useLocation()
  const inAccountHub = pathname.startsWith(accountPaths.hub)

  const retryAll = () => {
    basics.retry()
    account.retry()
  }

  return (
    <div className="account-page">
      {inAccountHub && (
        <p className="account-page__back">
          <Link to={accountPaths.hub}>Your account</Link>
        </p>
      )}
      <h1 className="account-page__title">Your profile</h1>

      {basics.state.kind === 'loading' && <LabelledSpinner label="Loading your profile…" />}

      {basics.state.kind === 'failed' && (
        <LoadProblem
          message={basics.state.message}
          offline={isNetworkDown(basics.state.error)}
          offlineText="Your profile will show when you are back online."
          onRetry={retryAll}
        />
      )}

      {basics.state.kind === 'ready' && (
        <>
          {basics.state.fromDevice && (
            <FormAlert tone="info">
              {basics.state.message ?? 'You’re offline. This is your profile as saved on this device.'}
            </FormAlert>
          )}
          <ProfileDetails info={basics.state.data} account={account.state} onRetryAccount={account.retry} />
        </>
      )}
    </div>
  )
}

interface ProfileDetailsProps {
  info: UserInfo
  account: LoadState<Profile>
  onRetryAccount: () => void
}

function ProfileDetails({ info, account, onRetryAccount }: ProfileDetailsProps) {
  // The account answer is the fresher of the two for what both carry.
  const profile = account.kind === 'ready' ? account.data : null
  const firstName = profile?.first_name ?? info.first_name
  const lastName = profile?.last_name ?? info.last_name
  const fullName = `${firstName} ${lastName}`.trim() || 'Your name is not set'
  const memberSince = formatLongDate(profile?.created_at ?? info.member_since)

  return (
    <>
      <section className="mt-panel account-identity" aria-label="Who you are">
        <ProfileAvatar firstName={firstName} lastName={lastName} photo={profile?.photo ?? info.photo} />
        <div className="account-identity__text">
          <h2 className="account-identity__name">{fullName}</h2>
          <p className="account-muted">{profile?.email ?? info.email}</p>
          {profile && <VerifiedBadge verified={profile.verified} />}
          {memberSince && (
            <p className="account-muted">
              Member since <time dateTime={profile?.created_at ?? info.member_since}>{memberSince}</time>
            </p>
          )}
        </div>
      </section>

      <AccountCard title="Account">
        {account.kind === 'loading' && <LabelledSpinner size={32} label="Loading your account details…" />}
        {account.kind === 'failed' && (
          <LoadProblem
            message={account.message}
            offline={account.offline}
            offlineText="Your phone, email verification and two-factor status show when you are back online."
            onRetry={onRetryAccount}
          />
        )}
        {account.kind === 'ready' && (
          <dl className="account-facts">
            <AccountFact term="Email">{account.data.email}</AccountFact>
            <AccountFact term="Phone">{account.data.phone || <span className="account-muted">Not added</span>}</AccountFact>
            <AccountFact term="Email verification">{account.data.verified ? 'Verified' : 'Not verified yet'}</AccountFact>
            <AccountFact term="Two-factor authentication">
              {account.data.two_factor_enabled ? 'On' : 'Off'}{' '}
              <Link to={accountPaths.settings}>{account.data.two_factor_enabled ? 'Manage' : 'Turn on in Settings'}</Link>
            </AccountFact>
          </dl>
        )}
      </AccountCard>

      <AccountCard title="Training">
        {info.goal || info.level ? (
          <dl className="account-facts">
            <AccountFact term="Goal">{info.goal || <span className="account-muted">Not chosen</span>}</AccountFact>
            <AccountFact term="Level">{levelLabel(info.level) || <span className="account-muted">Not chosen</span>}</AccountFact>
          </dl>
        ) : (
          <div className="account-empty">
            <p>You have not told us your goal and level yet. They help us suggest moves that suit you.</p>
            <p>
              <Link to={accountPaths.info} className={buttonClassName('secondary')}>
                Add your info
              </Link>
            </p>
          </div>
        )}
      </AccountCard>

      <nav className="mt-panel" aria-label="Profile links">
        <ul className="account-links">
          <li>
            <Link to={accountPaths.editProfile(info.id)}>Edit profile</Link>
          </li>
          <li>
            <Link to={accountPaths.info}>Your info</Link>
          </li>
          <li>
            <Link to={accountPaths.settings}>Settings</Link>
          </li>
        </ul>
      </nav>
    </>
  )
}

function VerifiedBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <p className="account-badge account-badge--success">
      <span aria-hidden="true">✓ </span>Verified email
    </p>
  ) : (
    <p className="account-badge account-badge--warning">Email not verified</p>
  )
}
