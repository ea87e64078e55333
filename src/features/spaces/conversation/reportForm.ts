import { REPORT_NOTE_MAX, type ReportReason } from '@/api/spaces/spaceTypes'
import type { FieldErrors } from '@/shared/form/fieldErrors'

export interface ReportValues {
  /** '' until a reason is chosen. */
  reason: ReportReason | ''
  note: string
}

export const REASON_LABEL: Record<ReportReason, string> = {
  spam: 'Spam or advertising',
  abuse: 'Abuse, harassment or hate',
  other: 'Something else',
}

export function noteCount(note: string): string {
  return `${note.length} of ${REPORT_NOTE_MAX} characters`
}

export function validateReport(values: ReportValues): FieldErrors<keyof ReportValues> {
  return {
    reason: values.reason ? undefined : 'Choose why you are reporting this message.',
    note: values.note.length > REPORT_NOTE_MAX ? `Keep the note to ${REPORT_NOTE_MAX} characters (it has ${values.note.length}).` : undefined,
  }
}
