import { db } from '@mocks/db/db'
import type { ChatRoomRow } from '@mocks/db/spaceSchemas'
import { otherMemberOf } from './spaceMembership'
import { memberStateOf, messagesOf } from './spaceStore'

/*
 * The space list's `version` (room/my, room/poll?since): the real clock's milliseconds when the
 * answer was made — one global counter that never goes back, the same in every tab and after a
 * restart, with no table of its own to write on every change. The real clock, not the mock's:
 * groups and friendships are stamped with it, and the spaces' own stamps (the mock clock, never
 * behind it) then at worst show as changed again while the mock clock is moved ahead. A space "changed after `since`"
 * when something its summary shows carries a later time: its messages (sent, or removed later),
 * the member's own state (read pointer, mute, leaving), the other member's leaving, the group's
 * last change (members joining or leaving, its name or cover), a block or friendship change
 * between a direct space's two members.
 *
 * A change stamped just before an answer may land just after it, so the catch-up also repeats
 * what changed in the VERSION_OVERLAP_MS before `since`: at least once, never missed (the client
 * merges a summary it already has). Not versioned: presence (it comes with every poll), and the
 * end of a block (an unblock deletes its row, leaving no time to compare; the list re-reads it
 * when opened).
 */

export const VERSION_OVERLAP_MS = 5_000

const timeOf = (value: string | null | undefined) => (value ? Date.parse(value) || 0 : 0)

export function currentVersion(): number {
  return Date.now()
}

/** The last time something `userId` sees of the space changed. */
export function changedAt(room: ChatRoomRow, userId: number): number {
  const times = [timeOf(room.created_at), timeOf(memberStateOf(room.id, userId)?.updated_at)]
  for (const message of messagesOf(room.id)) times.push(timeOf(message.date), timeOf(message.updated_at))
  if (room.kind === 'group') {
    const group = db.group.findFirst((q) => q.where((row) => row.id === room.group_id))
    times.push(timeOf(group?.updated_at), timeOf(group?.created_at))
  }
  const other = otherMemberOf(room, userId)
  if (other !== null) {
    times.push(timeOf(memberStateOf(room.id, other)?.updated_at))
    const between = (a: number, b: number) => (a === userId && b === other) || (a === other && b === userId)
    for (const block of db.member_block.findMany((q) => q.where((row) => between(row.user_id, row.blocked_id)))) times.push(timeOf(block.created_at))
    for (const request of db.friend_request.findMany((q) => q.where((row) => between(row.user_id, row.friend_id)))) times.push(timeOf(request.updated_at), timeOf(request.created_at))
  }
  return Math.max(...times)
}

export function changedSince(room: ChatRoomRow, userId: number, since: number): boolean {
  return since <= 0 || changedAt(room, userId) >= since - VERSION_OVERLAP_MS
}
