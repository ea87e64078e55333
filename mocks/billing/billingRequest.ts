import type { UserRow } from '@mocks/db/schemas'
import { requireRole } from '@mocks/http/guard'
import { withBillingLock } from './billingLock'
import { membersWithLiveSubscriptions, settleMember } from './subscriptionLifecycle'

/**
 * The frame of every payment call: who asks, one billing write at a time per member, and the
 * member's subscription brought up to date (renewed or ended) before the call looks at it.
 */

export async function asMember(request: Request, work: (user: UserRow, now: Date) => Promise<Response>): Promise<Response> {
  const { user } = requireRole(request, 'user')
  const now = new Date()
  return withBillingLock(user.id, async () => {
    await settleMember(user.id, now)
    return work(user, now)
  })
}

/** Admin calls see every member's subscriptions settled; writes lock the member they touch. */
export async function asAdmin(request: Request, work: (now: Date) => Promise<Response>): Promise<Response> {
  requireRole(request, 'admin')
  const now = new Date()
  for (const userId of membersWithLiveSubscriptions()) await withBillingLock(userId, () => settleMember(userId, now))
  return work(now)
}

/** A path id; anything that is not one finds nothing (404), like an unknown id. */
export function pathId(raw: string | readonly string[] | undefined): number {
  const value = typeof raw === 'string' ? Number(raw) : Number.NaN
  return Number.isInteger(value) && value > 0 ? value : -1
}
