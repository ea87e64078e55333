import { z } from 'zod'
import type { ChatReportRecord } from '@/api/records/contentTypes'
import type { DbRecord } from '@/api/records/recordTypes'
import { REPORT_REASONS, type ReportReason } from '@/api/spaces/spaceTypes'
import { defineResource, type FieldOption } from '../engine/resourceDefinition'
import { clip, idColumn, idFilter } from './listParts'
import { memberName } from './memberName'
import { adminPaths } from '@/shared/paths/adminPaths'

/**
 * Members' reports of messages in spaces (records `chat_report`). Members write them from a
 * conversation; admins read them here, open reports first, and either remove the message (with a
 * reason, through `realtime/chat/remove`, which settles every report of that message) or dismiss
 * the report and keep the message. The reported text was copied in when it was reported, so the
 * report still says what was said once the message is gone.
 */

/** A member as the list shows them: attached by the admin data provider from `author_id` and `reporter_id`. */
export interface ReportedMember {
  first_name?: string
  last_name?: string
  email?: string
}

export type AdminChatReport = ChatReportRecord &
  DbRecord & {
    author?: ReportedMember | null
    reporter?: ReportedMember | null
  }

export type ReportStatus = ChatReportRecord['status']

/** Whatever is still to decide comes first: the order the list sorts "by status" in. */
export const REPORT_STATUS_ORDER: readonly ReportStatus[] = ['open', 'removed', 'dismissed']

/** Why a report was settled (the message removed, or the report dismissed), kept with the report. */
export const SETTLE_REASON_MAX = 500

const settleReason = (missing: string) => z.string().trim().min(1, missing).max(SETTLE_REASON_MAX, `Keep the reason to ${SETTLE_REASON_MAX} characters or fewer.`)

/** The remove call's body names it `reason`; a 400 from it lands under the dialog's field of that name. */
export const removeMessageSchema = z.object({ reason: settleReason('Say why the message is removed.') })

/** A dismissal is a records PUT, whose 400 names the record's `resolved_reason`. */
export const dismissReportSchema = z.object({ resolved_reason: settleReason('Say why the report is dismissed.') })

const STATUS_LABELS: Record<ReportStatus, string> = { open: 'Open', removed: 'Message removed', dismissed: 'Dismissed' }
const REASON_LABELS: Record<ReportReason, string> = { spam: 'Spam', abuse: 'Abuse', other: 'Other' }

export const reportStatusOptions: FieldOption[] = REPORT_STATUS_ORDER.map((status) => ({ value: status, label: STATUS_LABELS[status] }))
export const reportReasonOptions: FieldOption[] = REPORT_REASONS.map((reason) => ({ value: reason, label: REASON_LABELS[reason] }))

/** The message's author and the member who reported it, by name like every other member in the console. */
export const authorName = (report: Pick<AdminChatReport, 'author_id' | 'author'>) => memberName({ user_id: report.author_id, user: report.author })
export const reporterName = (report: Pick<AdminChatReport, 'reporter_id' | 'reporter'>) => memberName({ user_id: report.reporter_id, user: report.reporter })

/** "Message removed: Insults another member", "Dismissed: Friendly banter" or "Open". */
export function reportStatus(report: Pick<ChatReportRecord, 'status' | 'resolved_reason'>): string {
  const label = STATUS_LABELS[report.status] ?? report.status
  return report.status !== 'open' && report.resolved_reason ? `${label}: ${report.resolved_reason}` : label
}

export const REPORTED_TEXT_EXCERPT = 80
export const NOTE_EXCERPT = 60

const isOpen = (report: AdminChatReport) => report.status === 'open'

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

/** A member chosen by reference to the Users resource reads as they do everywhere in the console. */
const userChoice = (user: DbRecord) => memberName({ user_id: user.id, user: { first_name: text(user.first_name), last_name: text(user.last_name), email: text(user.email) } })

export const chatReports = defineResource<AdminChatReport>({
  name: 'chat_reports',
  labels: { singular: 'message report', plural: 'Message reports' },
  table: 'chat_report',
  fields: [
    { name: 'message_text', label: 'Reported message', kind: 'textarea', readOnly: true },
    { name: 'author_id', label: 'Written by', kind: 'select', numeric: true, readOnly: true, reference: { resource: 'users', label: userChoice } },
    { name: 'reporter_id', label: 'Reported by', kind: 'select', numeric: true, readOnly: true, reference: { resource: 'users', label: userChoice } },
    { name: 'reason', label: 'Reason', kind: 'select', options: reportReasonOptions, readOnly: true },
    { name: 'note', label: 'Note', kind: 'textarea', readOnly: true },
    { name: 'room_id', label: 'Space', kind: 'number', readOnly: true },
    { name: 'chat_id', label: 'Message (chat id)', kind: 'number', readOnly: true },
    { name: 'status', label: 'Status', kind: 'select', options: reportStatusOptions, readOnly: true },
    { name: 'resolved_reason', label: 'Why settled', kind: 'text', readOnly: true },
    { name: 'created_at', label: 'Reported', kind: 'datetime', readOnly: true },
    { name: 'resolved_at', label: 'Settled', kind: 'datetime', readOnly: true },
  ],
  schema: z.object({}),
  columns: [
    idColumn,
    { field: 'message_text', label: 'Reported message', value: (report) => clip(report.message_text ?? '', REPORTED_TEXT_EXCERPT) },
    { field: 'author_id', label: 'Written by', sortable: true, value: authorName },
    { field: 'reporter_id', label: 'Reported by', sortable: true, value: reporterName },
    { field: 'reason', label: 'Reason', sortable: true },
    { field: 'note', label: 'Note', value: (report) => clip(report.note ?? '', NOTE_EXCERPT) },
    { field: 'room_id', label: 'Space', sortable: true, value: (report) => `Space #${report.room_id}` },
    { field: 'status', label: 'Status', sortable: true, value: reportStatus },
    { field: 'created_at', label: 'Reported', sortable: true, value: (report) => report.created_at?.slice(0, 10) ?? '' },
  ],
  filters: [
    idFilter,
    { name: 'status', label: 'Status', kind: 'select', options: reportStatusOptions },
    { name: 'reason', label: 'Reason', kind: 'select', options: reportReasonOptions },
    { name: 'room_id', label: 'Space (id)', kind: 'number' },
    { name: 'author_id', label: 'Written by (account id)', kind: 'number' },
  ],
  searchField: 'message_text',
  // Open reports first, newest first within each status (the data provider's order for `status`).
  defaultSort: { field: 'status', order: 'ASC' },
  recordLabel: (report) => `report #${report.id} (${REASON_LABELS[report.reason] ?? report.reason})`,
  paths: adminPaths.chatReports,
  canDelete: false,
  recordActions: [
    {
      name: 'remove',
      label: 'Remove message',
      when: isOpen,
      title: (report) => `Remove the message of report #${report.id}?`,
      description: () => 'Its text is taken out of the space for everyone and shows as removed. Every report of this message is settled with the reason you give.',
      confirmLabel: 'Remove message',
      busyLabel: 'Removing…',
      tone: 'danger',
      fields: [{ name: 'reason', label: 'Reason', kind: 'textarea', required: true, hint: `Up to ${SETTLE_REASON_MAX} characters.` }],
      schema: removeMessageSchema,
      method: 'removeReportedMessage',
      done: (report) => `Message of report #${report.id} removed.`,
    },
    {
      name: 'dismiss',
      label: 'Dismiss',
      when: isOpen,
      title: (report) => `Dismiss report #${report.id}?`,
      description: () => 'The message stays in the space and the report is closed. The reason is kept with the report.',
      confirmLabel: 'Dismiss report',
      busyLabel: 'Dismissing…',
      fields: [{ name: 'resolved_reason', label: 'Reason', kind: 'textarea', required: true, hint: `Up to ${SETTLE_REASON_MAX} characters.` }],
      schema: dismissReportSchema,
      method: 'dismissReport',
      done: (report) => `Report #${report.id} dismissed.`,
    },
  ],
})
