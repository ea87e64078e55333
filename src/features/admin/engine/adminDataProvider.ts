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

/** A file for an 'upload' field (docs/product.md §7 `upload`, or `s3/upload` for large media). */
export interface UploadParams {
  file: File
  storage: 'server' | 's3'
  signal?: AbortSignal
  /** 0..1 as the bytes go out. */
  onProgress?: (fraction: number) => void
}

/** A template's test send (docs/product.md §7 `mail/send`), filled in and sanitised. */
export interface TestEmailParams {
  to: string
  subject: string
  html: string
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
  hideReview: ActionMethod
  showReview: ActionMethod
  removeReportedMessage: ActionMethod
  dismissReport: ActionMethod
  markContactAnswered: ActionMethod
  markContactNew: ActionMethod
}

/** The names a definition's record actions may run. */
export type AdminActionName = keyof AdminActions

export type AdminDataProvider = DataProvider &
  AdminActions & {
    exportCsv: (resource: string, params: ExportParams) => Promise<ExportResult>
    /** Calls that belong to no one resource: a form's file upload, a template's test email. */
    upload: (params: UploadParams) => Promise<{ url: string }>
    sendTestEmail: (params: TestEmailParams) => Promise<unknown>
  }
