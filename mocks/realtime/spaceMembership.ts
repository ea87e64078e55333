import { db } from '@mocks/db/db'
import type { ChatRoomRow } from '@mocks/db/spaceSchemas'
import { hasCoachPlan } from '@mocks/bookings/bookingAllowance'
import { bookingsOfMember, findCoach } from '@mocks/bookings/bookingStore'
import { areFriends, groupIdsOf, hasBlocked, isBlockedEitherWay } from '@mocks/community/visibility'
import { findUser } from '@mocks/http/guard'
import { HttpError } from '@mocks/http/httpErrors'
import { spaceKeys, withSpaceLock } from './spaceLocks'
import { SPACE_MESSAGES as M } from './spaceMessages'
import { coachRoomOf, createRoom, directRoomOf, findRoom, groupRoomOf, memberStateOf, saveMemberState } from './spaceStore'

/*
 * Who belongs to a space, read live at every request: a group's space has the group's members as
 * they are now (joining or leaving the group joins or leaves its space, and a deleted group's
 * space has nobody); a direct space its two members, less one who left it; a coach space the
 * member and the coach's member account. Anyone else is told "You're not a member of this space."
 * (403), also for a space that does not exist, so ids cannot be probed.
 */

export function membersOf(room: ChatRoomRow): number[] {
  if (room.kind === 'group') return room.group_id === null ? [] : (db.group.findFirst((q) => q.where((row) => row.id === room.group_id))?.member_ids ?? [])
  if (room.kind === 'coach') {
    // The coach's side is whichever member account the coach row names now.
    const coachAccount = room.coach_id === null ? null : (findCoach(room.coach_id)?.user_id ?? null)
    return [room.member_ids[0] ?? 0, ...(coachAccount === null ? [] : [coachAccount])].filter((id) => id > 0)
  }
  return room.member_ids
}

export function hasLeft(room: ChatRoomRow, userId: number): boolean {
  return room.kind === 'direct' && (memberStateOf(room.id, userId)?.left_at ?? null) !== null
}

export function belongsTo(room: ChatRoomRow, userId: number): boolean {
  return membersOf(room).includes(userId) && !hasLeft(room, userId)
}

export function requireMember(roomId: number, userId: number): ChatRoomRow {
  const room = findRoom(roomId)
  if (!room || !belongsTo(room, userId)) throw new HttpError(403, M.notMember)
  return room
}

/** The other member of a direct or coach space. */
export function otherMemberOf(room: ChatRoomRow, userId: number): number | null {
  if (room.kind === 'group') return null
  return membersOf(room).find((id) => id !== userId) ?? null
}

const firstNameOf = (userId: number | null) => (userId === null ? 'The other member' : (findUser(userId)?.first_name ?? 'The other member'))

/** Why `userId` may read the space but not write in it; '' when they may write. */
export function sendBlockedReason(room: ChatRoomRow, userId: number): string {
  if (room.kind === 'group') return ''
  const other = otherMemberOf(room, userId)
  if (room.kind === 'direct') {
    if (other === null) return M.sendBlocked
    if (hasBlocked(db, userId, other)) return M.sendBlockedByYou
    if (isBlockedEitherWay(db, userId, other)) return M.sendBlocked
    if (hasLeft(room, other)) return M.otherLeft(firstNameOf(other))
    if (!areFriends(db, userId, other)) return M.notFriends(firstNameOf(other))
    return ''
  }
  // A coach space lives on the member's plan; both sides read it afterwards.
  const memberId = room.member_ids[0] ?? 0
  if (!hasCoachPlan(memberId)) return memberId === userId ? M.coachPlanEnded : M.memberPlanEnded(firstNameOf(memberId))
  return ''
}

/** A group's space, made the first time it is needed (every group has one). */
export function ensureGroupRoom(groupId: number): Promise<ChatRoomRow> {
  const existing = groupRoomOf(groupId)
  if (existing) return Promise.resolve(existing)
  return withSpaceLock([spaceKeys.group(groupId)], async () => groupRoomOf(groupId) ?? createRoom({ kind: 'group', group_id: groupId, coach_id: null, member_ids: [] }))
}

/** The coach whose member account is `userId` (none for most members). */
function coachIdsOfAccount(userId: number): number[] {
  return db.coach.findMany((q) => q.where((row) => row.user_id === userId)).map((row) => row.id)
}

/** Every space `userId` belongs to now (group spaces made as needed). */
export async function spacesOf(userId: number): Promise<ChatRoomRow[]> {
  const groupRooms: ChatRoomRow[] = []
  for (const groupId of groupIdsOf(db, userId)) groupRooms.push(await ensureGroupRoom(groupId))
  const coachIds = coachIdsOfAccount(userId)
  const others = db.chat_room.findMany((q) =>
    q.where((row) => row.kind !== 'group' && (row.member_ids.includes(userId) || (row.kind === 'coach' && row.coach_id !== null && coachIds.includes(row.coach_id)))),
  )
  return [...groupRooms, ...others].filter((room) => belongsTo(room, userId))
}

/**
 * Spaces `userId` was in and is no longer (left the group or the direct space, the group was
 * deleted): the list's catch-up tells the client to drop them. Known from the member's own state
 * rows, which every space they read or wrote in has.
 */
export function formerSpacesOf(userId: number): number[] {
  return db.chat_member
    .findMany((q) => q.where((row) => row.user_id === userId))
    .map((row) => findRoom(row.room_id))
    .filter((room): room is ChatRoomRow => room !== undefined && !belongsTo(room, userId))
    .map((room) => room.id)
}

/** Gets or makes the direct space with a friend; opening it again brings it back for both. */
export function openDirectSpace(me: number, otherId: number): Promise<ChatRoomRow> {
  return withSpaceLock([spaceKeys.pair(me, otherId)], async () => {
    if (otherId === me) throw new HttpError(400, M.talkToYourself, { user_id: M.talkToYourself })
    if (!findUser(otherId)) throw new HttpError(400, M.chooseMember, { user_id: M.chooseMember })
    if (hasBlocked(db, me, otherId)) throw new HttpError(403, M.blockedByYou)
    if (isBlockedEitherWay(db, me, otherId)) throw new HttpError(403, M.blocked)
    if (!areFriends(db, me, otherId)) throw new HttpError(403, M.friendsOnly)
    const room = directRoomOf(me, otherId) ?? (await createRoom({ kind: 'direct', group_id: null, coach_id: null, member_ids: [me, otherId].sort((a, b) => a - b) }))
    for (const member of room.member_ids) {
      if (memberStateOf(room.id, member)?.left_at) await saveMemberState(room.id, member, (draft) => (draft.left_at = null))
    }
    return room
  })
}

/** Gets or makes a Coach plan member's space with a coach they have booked. */
export function openCoachSpace(me: number, coachId: number): Promise<ChatRoomRow> {
  return withSpaceLock([spaceKeys.coach(me, coachId)], async () => {
    const coach = findCoach(coachId)
    if (!coach) throw new HttpError(400, M.coachNotFound, { coach_id: M.coachNotFound })
    const existing = coachRoomOf(me, coachId)
    if (existing) return existing
    if (!hasCoachPlan(me)) throw new HttpError(403, M.coachPlanRequired)
    if (!bookingsOfMember(me).some((booking) => booking.coach_id === coachId)) throw new HttpError(403, M.coachBookingFirst)
    if (coach.user_id === null || coach.user_id === me) throw new HttpError(403, M.coachNoAccount)
    return createRoom({ kind: 'coach', group_id: null, coach_id: coachId, member_ids: [me, coach.user_id] })
  })
}
