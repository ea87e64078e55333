import type { MemberCard } from '@/api/friends/friendTypes'
import type { Db } from '@mocks/db/collections'
import type { UserRow } from '@mocks/db/schemas'

/*
 * Who stands where with whom, read straight from the tables: friendship is an accepted
 * friend_request row (either direction), a block is a member_block row (either direction), and
 * group membership is group.member_ids. Every community call and the challenge leaderboard ask
 * here, so one rule decides what a member may see of another.
 */

export function areFriends(db: Db, a: number, b: number): boolean {
  if (a === b) return false
  return db.friend_request.findFirst((q) =>
    q.where((row) => row.status === 'accepted' && ((row.user_id === a && row.friend_id === b) || (row.user_id === b && row.friend_id === a))),
  ) !== undefined
}

/** True when either member blocked the other: neither then sees, asks or invites the other. */
export function isBlockedEitherWay(db: Db, a: number, b: number): boolean {
  return db.member_block.findFirst((q) =>
    q.where((row) => (row.user_id === a && row.blocked_id === b) || (row.user_id === b && row.blocked_id === a)),
  ) !== undefined
}

/** Whether `blockerId` blocked `blockedId` (one direction only). */
export function hasBlocked(db: Db, blockerId: number, blockedId: number): boolean {
  return db.member_block.findFirst((q) => q.where((row) => row.user_id === blockerId && row.blocked_id === blockedId)) !== undefined
}

export function friendIdsOf(db: Db, userId: number): number[] {
  const ids = db.friend_request
    .findMany((q) => q.where((row) => row.status === 'accepted' && (row.user_id === userId || row.friend_id === userId)))
    .map((row) => (row.user_id === userId ? row.friend_id : row.user_id))
  return [...new Set(ids)].filter((id) => id !== userId)
}

export function groupIdsOf(db: Db, userId: number): number[] {
  return db.group.findMany((q) => q.where((row) => row.member_ids.includes(userId))).map((row) => row.id)
}

function shareAGroup(db: Db, a: number, b: number): boolean {
  return db.group.findFirst((q) => q.where((row) => row.member_ids.includes(a) && row.member_ids.includes(b))) !== undefined
}

/**
 * Whether `viewerId` may see `memberId`'s activity and challenge progress: always their own;
 * otherwise as the member chose in community-privacy, and never across a block.
 */
export function canSeeActivity(db: Db, viewerId: number, memberId: number): boolean {
  if (viewerId === memberId) return true
  if (isBlockedEitherWay(db, viewerId, memberId)) return false
  const member = db.user.findFirst((q) => q.where((row) => row.id === memberId))
  if (!member) return false
  switch (member.community_privacy) {
    case 'nobody':
      return false
    case 'friends':
      return areFriends(db, viewerId, memberId)
    case 'friends_and_groups':
      return areFriends(db, viewerId, memberId) || shareAGroup(db, viewerId, memberId)
  }
}

/** How a member is shown to another: never the email; first name only when `restricted`. */
export function memberCard(user: UserRow, restricted: boolean): MemberCard {
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: restricted ? '' : user.last_name,
    photo: restricted ? '' : user.photo,
  }
}

/**
 * A member as another sees them in the friends and group lists: a member who chose "nobody" shows
 * only a first name to anyone but themselves and their friends.
 */
export function cardFor(db: Db, viewerId: number, user: UserRow): MemberCard {
  const restricted = user.id !== viewerId && user.community_privacy === 'nobody' && !areFriends(db, viewerId, user.id)
  return memberCard(user, restricted)
}
