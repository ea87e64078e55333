import { withAccountLock } from '@mocks/accounts/accountLocks'

/**
 * The community's unique things, claimed before any await (the same queue as the accounts'
 * locks): a pair of members (one request, one friendship, one block decision at a time), a
 * group (its member list), and a member's client_ref (a replayed create finds what the first
 * stored). A request queues for its keys the moment it calls and checks afresh when its turn
 * comes, so 8 parallel identical requests store one row and the other 7 find it.
 */

export const communityKeys = {
  pair: (a: number, b: number) => `community-pair:${Math.min(a, b)}:${Math.max(a, b)}`,
  group: (groupId: number) => `community-group:${groupId}`,
  clientRef: (kind: 'friend-request' | 'group', userId: number, ref: string) => `community-ref:${kind}:${userId}:${ref}`,
} as const

export function withCommunityLock<T>(keys: readonly string[], work: () => Promise<T>): Promise<T> {
  return withAccountLock(keys, work)
}
