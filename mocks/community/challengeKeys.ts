import { withAccountLock } from '@mocks/accounts/accountLocks'

/**
 * The challenges' unique things, queued on the mock's one lock queue (accountLocks.ts) before any
 * await: a creator's client_ref (8 parallel identical creates store one challenge), and a
 * challenge's places (a join, a decline and an invitation of the same member never both create
 * a row for them).
 */
export const challengeKeys = {
  clientRef: (userId: number, ref: string) => `challenge-ref:${userId}:${ref}`,
  places: (challengeId: number) => `challenge-places:${challengeId}`,
} as const

export function withChallengeLock<T>(keys: readonly string[], work: () => Promise<T>): Promise<T> {
  return withAccountLock(keys, work)
}
