import type { AnalyticsSettings } from '@/api/analytics/analyticsTypes'
import type { AnalyticsSettingRow } from '@mocks/db/analyticsSchemas'
import { db } from '@mocks/db/db'

/** The admin's snapshot switch: one row (id 1); no row reads as off. */
const SETTING_ID = 1

const settingRow = (): AnalyticsSettingRow | undefined => db.analytics_setting.findFirst((q) => q.where({ id: SETTING_ID })) as AnalyticsSettingRow | undefined

export function snapshotsEnabled(): boolean {
  return settingRow()?.snapshots_enabled ?? false
}

export function analyticsSettings(): AnalyticsSettings {
  const row = settingRow()
  return { snapshots_enabled: row?.snapshots_enabled ?? false, updated_at: row?.updated_at ?? null }
}

/** The row's creation, claimed before its await: two admins' first switches make one row, not two. */
let creating: Promise<unknown> | null = null

export async function setSnapshotsEnabled(enabled: boolean, adminId: number): Promise<AnalyticsSettings> {
  if (!settingRow()) {
    creating ??= db.analytics_setting.create({ id: SETTING_ID, snapshots_enabled: false, updated_at: null, updated_by: null }).finally(() => {
      creating = null
    })
    await creating
  }
  const stamp = new Date().toISOString()
  await db.analytics_setting.update((q) => q.where({ id: SETTING_ID }), {
    data(draft) {
      draft.snapshots_enabled = enabled
      draft.updated_at = stamp
      draft.updated_by = adminId
    },
  })
  return analyticsSettings()
}
