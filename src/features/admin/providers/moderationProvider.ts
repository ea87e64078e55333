import * as records from '@/api/records/recordsApi'
import type { ChatReportRecord, ReviewRecord } from '@/api/records/contentTypes'
import { removeMessage } from '@/api/spaces/roomsApi'
import { chatReports } from '../resources/chatReports'
import { reportCalls } from './reportCalls'
import type { FamilyProvider } from './resourceCalls'

/*
 * Moderation of what members write: reviews and messages in spaces.
 *
 * Hiding a review (with the reason the server requires) and showing it again are records PUTs of
 * `review`, the same road as every other records write. The server refuses a hide without a
 * reason with a 400 under `hidden_reason`; the action's dialog shows it under its reason field,
 * which carries that name.
 *
 * A reported message is removed through `realtime/chat/remove` (admins only), which blanks the
 * message for every member and settles every report of it as removed with the reason; dismissing
 * a report is a records PUT of `chat_report` with its reason (`resolved_reason`, which the server
 * requires of a settled report). Each dialog's reason field carries the name its call gives it,
 * so a 400 lands under it.
 */

type Moderation = Pick<ReviewRecord, 'hidden' | 'hidden_reason'>
type Dismissal = Pick<ChatReportRecord, 'status' | 'resolved_reason' | 'resolved_at'>

const numberOf = (value: unknown) => (typeof value === 'number' ? value : Number(value))

export const moderationProvider: FamilyProvider = {
  reviews: {
    actions: {
      async hideReview({ record, values }) {
        const reason = typeof values.hidden_reason === 'string' ? values.hidden_reason.trim() : ''
        return records.update('review', record.id, { hidden: true, hidden_reason: reason } satisfies Moderation)
      },
      async showReview({ record }) {
        return records.update('review', record.id, { hidden: false, hidden_reason: null } satisfies Moderation)
      },
    },
  },
  [chatReports.name]: {
    ...reportCalls(chatReports),
    actions: {
      async removeReportedMessage({ record, values }) {
        const reason = typeof values.reason === 'string' ? values.reason.trim() : ''
        return removeMessage({ room_id: numberOf(record.room_id), chat_id: numberOf(record.chat_id), reason })
      },
      async dismissReport({ record, values }) {
        const reason = typeof values.resolved_reason === 'string' ? values.resolved_reason.trim() : ''
        // The records PUT stamps only updated_at; when the report was settled is part of the report.
        return records.update('chat_report', record.id, { status: 'dismissed', resolved_reason: reason, resolved_at: new Date().toISOString() } satisfies Dismissal)
      },
    },
  },
}
