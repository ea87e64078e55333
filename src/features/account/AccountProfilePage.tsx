import { useState } from 'react'
import { getProfile } from '@/api/auth/authApi'
import { UnsavedChangesGuard } from '@/shared/form/UnsavedChangesGuard'
import { PageFrame } from '@/shared/page/PageFrame'
import { useRemoteData } from '@/shared/remote/useRemoteData'
import { RemoteContent } from '@/shared/states/RemoteContent'
import { EmailSection } from './EmailSection'
import { PasswordSection } from './PasswordSection'
import { ProfileEditForm } from './ProfileEditForm'
import { TwoFactorSection } from './TwoFactorSection'
import './account.css'

const loadAccount = async () => (await getProfile()).model

/**
 * /admin/profile and /public/profile: the signed-in account's details, sign-in email, password and
 * two-factor on one page. Members have the same parts spread over their profile and settings pages.
 */
export function AccountProfilePage() {
  const remote = useRemoteData({ key: 'account', load: loadAccount })
  const [detailsUnsaved, setDetailsUnsaved] = useState(false)
  const [emailUnsaved, setEmailUnsaved] = useState(false)
  const [passwordUnsaved, setPasswordUnsaved] = useState(false)

  return (
    <PageFrame title="Your profile" width="narrow">
      <RemoteContent remote={remote} loading="Loading your profile…" what="Your profile" offline="Your profile needs a connection.">
        {(account) => (
          <>
            <ProfileEditForm key={account.id} profile={account} onDirtyChange={setDetailsUnsaved} />
            <EmailSection email={account.email} onChange={(email) => remote.replace({ ...account, email })} onDirtyChange={setEmailUnsaved} />
            <PasswordSection onDirtyChange={setPasswordUnsaved} />
            <TwoFactorSection profile={account} onChange={(enabled) => remote.replace({ ...account, two_factor_enabled: enabled })} />
          </>
        )}
      </RemoteContent>
      <UnsavedChangesGuard when={detailsUnsaved || emailUnsaved || passwordUnsaved} />
    </PageFrame>
  )
}
