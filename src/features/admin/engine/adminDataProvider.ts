import type { DataProvider } from 'ra-core'
import type { DbRecord } from '@/api/records/recordTypes'

/*
 * What the admin's one data provider offers beyond ra-core's calls: a method per record action a
 * definition names, and the server-written CSV export. Definitions hold only these names; the
 * providers (../providers) hold the calls.
 */

/** What a record action's method is given: the record as the list or view shows it, and the dialog's values. */
export interface ActionParams {
  record: DbRecord
  values: Record<string, unknown>
}

export interface ExportParams {
  /** The list's current filter. */
  filter: Record<string, unknown>
}

export interface ExportResult {
  csv: string
  fileName: string
}

type ActionMethod = (resource: string, params: ActionParams) => Promise<unknown>

export interface AdminActions {
  approveRefund: ActionMethod
  declineRefund: ActionMethod
  refundInvoice: ActionMethod
  archivePlan: ActionMethod
  archivePrice: ActionMethod
  cancelSubscription: ActionMethod
  addUsageCharge: ActionMethod
}

/** The names a definition's record actions may run. */
export type AdminActionName = keyof AdminActions

export type AdminDataProvider = DataProvider &
  AdminActions & {
    exportCsv: (resource: string, params: ExportParams) => Promise<ExportResult>
  }
