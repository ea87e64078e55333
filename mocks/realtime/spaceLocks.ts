import { withAccountLock } from '@mocks/accounts/accountLocks'

/**
 * The spaces' unique things, claimed before the first await (the same queue as the accounts'
 * locks): a room's next chat_id (one message stored at a time per room, so ids increase without
 * gaps or repeats), an author's sends (client_id dedupe and the per-minute limit are checked
 * afresh inside, so two parallel sends of one client_id store one message and the 101st of a
 * burst is refused), a member's state of a room (one row per pair), a direct pair, a member's
 * coach space and a group's space (made once), a message's reports.
 */
export const spaceKeys = {
  room: (roomId: number) => `space-room:${roomId}`,
  author: (userId: number) => `space-author:${userId}`,
  memberState: (roomId: number, userId: number) => `space-member:${roomId}:${userId}`,
  pair: (a: number, b: number) => `space-pair:${Math.min(a, b)}:${Math.max(a, b)}`,
  coach: (memberId: number, coachId: number) => `space-coach:${memberId}:${coachId}`,
  group: (groupId: number) => `space-group:${groupId}`,
  report: (roomId: number, chatId: number) => `space-report:${roomId}:${chatId}`,
} as const

export function withSpaceLock<T>(keys: readonly string[], work: () => Promise<T>): Promise<T> {
  return withAccountLock(keys, work)
}
