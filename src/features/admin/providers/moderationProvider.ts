import * as records from '@/api/records/recordsApi'
import type { ReviewRecord } from '@/api/records/contentTypes'
import type { FamilyProvider } from './resourceCalls'

/*
 * Moderation of members' reviews: hiding one (with the reason the server requires) and showing it
 * again are records PUTs of `review`, the same road as every other records write. The server
 * refuses a hide without a reason with a 400 under `hidden_reason`; the action's dialog shows it
 * under its reason field, which carries that name.
 */

type Moderation = Pick<ReviewRecord, 'hidden' | 'hidden_reason'>

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
}
