import { useState } from 'react'
import { getProfile } from '@/api/auth/authApi'
import { useRemoteData } from '@/shared/remote/useRemoteData'
import { RemoteContent } from '@/shared/states/RemoteContent'
import { EmailSection } from './EmailSection'
import { LaterAnalyticsChoiceSection, LaterCalendarTimeZoneSection, LaterCommunityPrivacySection } from './LaterSettingsSections'
import { OfflineNote } from './OfflineNote'
import { PasswordSection } from './PasswordSection'
import { ProfileSubpage } from './ProfileSubpage'
import { TwoFactorSection } from './TwoFactorSection'
import './account.css'

const loadAccount = async () => (await getProfile()).model

/** /user/setting: sign-in email, password, two-factor authentication, community privacy, the calendar's time zone and the analytics choice. */
export function SettingsPage() {
  const remote = useRemoteData({ key: 'account', load: loadAccount })
  const [emailUnsaved, setEmailUnsaved] = useState(false)
  const [passwordUnsaved, setPasswordUnsaved] = useState(false)
  const [privacyUnsaved, setPrivacyUnsaved] = useState(false)
  const [zoneUnsaved, setZoneUnsaved] = useState(false)

  return (
    <ProfileSubpage title="Settings" unsaved={emailUnsaved || passwordUnsaved || privacyUnsaved || zoneUnsaved}>
      <RemoteContent remote={remote} loading="Loading your settings…" what="Your settings" offline="Your settings need a connection.">
        {(account) => (
          <>
            <OfflineNote />
            <EmailSection email={account.email} onChange={(email) => remote.replace({ ...account, email })} onDirtyChange={setEmailUnsaved} />
            <PasswordSection onDirtyChange={setPasswordUnsaved} />
            <TwoFactorSection profile={account} onChange={(enabled) => remote.replace({ ...account, two_factor_enabled: enabled })} />
            {/* Its own read: a failure there leaves the sign-in settings usable. */}
            <LaterCommunityPrivacySection onDirtyChange={setPrivacyUnsaved} />
          </>
        )}
      </RemoteContent>
      {/* Kept on this device: shown and saved offline too, whatever the account's read did. */}
      <LaterCalendarTimeZoneSection onDirtyChange={setZoneUnsaved} />
      {/* Kept on this device too; deleting recorded visits needs the network and says so when it fails. */}
      <LaterAnalyticsChoiceSection />
    </ProfileSubpage>
  )
}
