import * as stripe from '@/api/payments/stripeApi'
import * as records from '@/api/records/recordsApi'
import type { DbRecord } from '@/api/records/recordTypes'
import { subscriptions } from '../../resources/subscriptions'
import { pageLocally } from '../localList'
import { asRow, type FamilyCalls } from '../resourceCalls'

/*
 * Every member's subscription (stripe `subscriptions`, answered whole), each with its member's
 * email; an admin ends one at once (`subscription/{id}` DELETE) or adds metered sessions to its
 * next invoice (`subscription/usage-charge`).
 */

/** The page's members by email (records `user`, one call for the page). */
async function withMembers(rows: DbRecord[]): Promise<DbRecord[]> {
  const ids = [...new Set(rows.map((row) => Number(row.user_id)))]
  if (ids.length === 0) return rows
  const users = await records.getMany<DbRecord>('user', ids)
  const emails = new Map(users.map((user) => [user.id, typeof user.email === 'string' ? user.email : '']))
  return rows.map((row) => ({ ...row, member: emails.get(Number(row.user_id)) || `Member #${String(row.user_id)}` }))
}

export const subscriptionCalls: FamilyCalls = {
  getList: async (params) => {
    const page = pageLocally((await stripe.listAllSubscriptions()).list.map(asRow), params, subscriptions)
    return { data: await withMembers(page.data), total: page.total }
  },
  actions: {
    cancelSubscription: ({ record }) => stripe.cancelSubscriptionNow(record.id),
    addUsageCharge: ({ record, values }) => stripe.addUsageCharge({ subId: record.id, quantity: Number(values.quantity) }),
  },
}
