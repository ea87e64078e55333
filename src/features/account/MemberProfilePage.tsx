import { useLocation } from 'react-router'
import { Link } from '@/ui/link/Link'
import { ButtonLink } from '@/ui/button/ButtonLink'
import { getProfile } from '@/api/auth/authApi'
import type { Profile } from '@/api/auth/authTypes'
import type { UserInfo } from '@/api/moves/moveTypes'
import { profileSource } from '@/offline/sources/dashboardSources'
import { formatLongDate } from '@/shared/dates/formatDate'
import { PageFrame } from '@/shared/page/PageFrame'
import { paths } from '@/shared/paths/routePaths'
import { remoteData } from '@/shared/remote/remoteState'
import { useRemoteData, type RemoteData } from '@/shared/remote/useRemoteData'
import { RemoteContent } from '@/shared/states/RemoteContent'
import { Panel } from '@/ui/panel/Panel'
import { AccountFact } from './AccountFact'
import { ProfileAvatar } from './ProfileAvatar'
import { levelLabel } from './trainingOptions'
import './account.css'

const loadAccount = async () => (await getProfile()).model

/**
 * /user/profile and /account/profile: who the member is, their training info and how their
 * account is secured. The basics come from the device first (the offline store keeps them), so
 * the page opens in the gym with no signal; phone, verification and two-factor need the server.
 */
export function MemberProfilePage() {
  const basics = useRemoteData({ key: 'profile', load: profileSource.fetch, device: profileSource })
  const account = useRemoteData({ key: 'account', load: loadAccount })
  const { pathname } = useLocation()
  const inAccountHub = pathname.startsWith(paths.account)

  return (
    <PageFrame title="Your profile" width="narrow">
      {inAccountHub && (
        <p className="account-page__back">
          <Link to={paths.account}>Your account</Link>
        </p>
      )}
      <RemoteContent
        remote={basics}
        loading="Loading your profile…"
        what="Your profile"
        offline="Your profile will show when you are back online."
        savedText="You’re offline. This is your profile as saved on this device."
      >
        {(info) => <ProfileDetails info={info} account={account} />}
      </RemoteContent>
    </PageFrame>
  )
}

interface ProfileDetailsProps {
  info: UserInfo
  account: RemoteData<Profile>
}

function ProfileDetails({ info, account }: ProfileDetailsProps) {
  // The account answer is the fresher of the two for what both carry.
  const profile = remoteData(account.state) ?? null
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

      <Panel title="Account">
        <RemoteContent
          remote={account}
          section
          loading="Loading your account details…"
          what="Your account details"
          offline="Your phone, email verification and two-factor status show when you are back online."
        >
          {(details) => (
            <dl className="account-facts">
              <AccountFact term="Email">{details.email}</AccountFact>
              <AccountFact term="Phone">{details.phone || <span className="account-muted">Not added</span>}</AccountFact>
              <AccountFact term="Email verification">{details.verified ? 'Verified' : 'Not verified yet'}</AccountFact>
              <AccountFact term="Two-factor authentication">
                {details.two_factor_enabled ? 'On' : 'Off'}{' '}
                <Link to={paths.settings}>{details.two_factor_enabled ? 'Manage' : 'Turn on in Settings'}</Link>
              </AccountFact>
            </dl>
          )}
        </RemoteContent>
      </Panel>

      <Panel title="Training">
        {info.goal || info.level ? (
          <dl className="account-facts">
            <AccountFact term="Goal">{info.goal || <span className="account-muted">Not chosen</span>}</AccountFact>
            <AccountFact term="Level">{levelLabel(info.level) || <span className="account-muted">Not chosen</span>}</AccountFact>
          </dl>
        ) : (
          <div className="account-empty">
            <p>You have not told us your goal and level yet. They help us suggest moves that suit you.</p>
            <p>
              <ButtonLink variant="secondary" to={paths.userInfo}>
                Add your info
              </ButtonLink>
            </p>
          </div>
        )}
      </Panel>

      <nav className="mt-panel" aria-label="Profile links">
        <ul className="account-links">
          <li>
            <Link to={paths.editProfile(info.id)}>Edit profile</Link>
          </li>
          <li>
            <Link to={paths.userInfo}>Your info</Link>
          </li>
          <li>
            <Link to={paths.settings}>Settings</Link>
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
