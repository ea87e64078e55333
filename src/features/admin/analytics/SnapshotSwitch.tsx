import { useState } from 'react'
import { errorMessage } from '@/api/apiError'
import { getAnalyticsSettings, updateAnalyticsSettings } from '@/api/analytics/analyticsApi'
import type { AnalyticsSettings } from '@/api/analytics/analyticsTypes'
import { useRemoteData } from '@/shared/remote/useRemoteData'
import { RemoteContent } from '@/shared/states/RemoteContent'
import { FormAlert } from '@/ui/field/FormAlert'
import { TitledSection } from '@/ui/section/TitledSection'

export const SNAPSHOT_SWITCH_TEXT = {
  title: 'Session snapshots',
  label: 'Record session snapshots',
  explanation:
    'A snapshot is an outline of the pages a visitor goes through, to see where a layout gets in the way. Every text and every field is masked, hidden fields and regions marked private are left out, and payment, settings, chat, friends, sign-in and contact pages are never recorded. Only visitors who allowed snapshots in the privacy banner are recorded, and only while this is on.',
  on: 'On: visitors who allowed snapshots are recorded.',
  off: 'Off: no snapshots are recorded.',
} as const

/**
 * The admin's switch for snapshots (html_copy). It lives in the analytics settings call, which every
 * visitor's collector reads before it loads the recorder; turning it off stops new recordings from the
 * next page load, and the server refuses snapshot parts from then on.
 */
export function SnapshotSwitch() {
  const remote = useRemoteData<AnalyticsSettings>({ key: 'admin-analytics-settings', load: (signal) => getAnalyticsSettings(signal) })
  const [saving, setSaving] = useState(false)
  const [refusal, setRefusal] = useState('')

  const turn = async (settings: AnalyticsSettings) => {
    setSaving(true)
    setRefusal('')
    try {
      remote.replace(await updateAnalyticsSettings({ snapshots_enabled: !settings.snapshots_enabled }))
    } catch (failure) {
      setRefusal(errorMessage(failure))
    } finally {
      setSaving(false)
    }
  }

  return (
    <TitledSection title={SNAPSHOT_SWITCH_TEXT.title} className="admin-analytics__panel" titleClassName="admin-analytics__panel-title">
      <p className="admin-analytics__explain" id="snapshot-switch-explanation">
        {SNAPSHOT_SWITCH_TEXT.explanation}
      </p>
      <RemoteContent remote={remote} section loading="Loading the snapshot setting…" what="The snapshot setting">
        {(settings) => (
          <div className="admin-analytics__switch-row">
            <button
              type="button"
              role="switch"
              aria-checked={settings.snapshots_enabled}
              aria-describedby="snapshot-switch-explanation"
              aria-busy={saving || undefined}
              disabled={saving}
              className="admin-switch"
              onClick={() => void turn(settings)}
            >
              <span className="admin-switch__track" aria-hidden="true">
                <span className="admin-switch__thumb" />
              </span>
              <span>{SNAPSHOT_SWITCH_TEXT.label}</span>
            </button>
            <p className="admin-analytics__switch-state" role="status">
              {settings.snapshots_enabled ? SNAPSHOT_SWITCH_TEXT.on : SNAPSHOT_SWITCH_TEXT.off}
            </p>
          </div>
        )}
      </RemoteContent>
      <FormAlert>{refusal}</FormAlert>
    </TitledSection>
  )
}
