import type { GroupActivity, GroupDetails, GroupInvitation, GroupMember, GroupSummary } from '@/api/groups/groupTypes'
import type { GroupInvitationRow } from '@mocks/db/communitySchemas'
import type { GroupRow } from '@mocks/db/contentSchemas'
import { db } from '@mocks/db/db'
import type { UserRow } from '@mocks/db/schemas'
import { inLibraryOf } from '@mocks/moves/moveAccess'
import { challengeSummariesForGroup } from './challengeSummaries'
import { findGroup } from './groupRules'
import { canSeeActivity, cardFor, hasBlocked } from './visibility'

/** What the group calls answer, built from the rows for one viewer. */

export const GROUP_ACTIVITY_LIMIT = 20

const DELETED_MEMBER: UserRow = {
  id: 0,
  email: '',
  password_hash: '',
  first_name: 'A former member',
  last_name: '',
  role: 'user',
  phone: '',
  photo: '',
  verified: false,
  two_factor_enabled: false,
  two_factor_secret: '',
  two_factor_pending_secret: '',
  community_privacy: 'nobody',
  created_at: '',
}

function userById(id: number): UserRow | undefined {
  return db.user.findFirst((q) => q.where((row) => row.id === id))
}

/** An account deleted by an admin still owns or invited: it shows as a former member. */
const someone = (id: number) => userById(id) ?? { ...DELETED_MEMBER, id }

export function toGroupSummary(group: GroupRow, viewerId: number): GroupSummary {
  const role = group.owner_id === viewerId ? 'owner' : group.member_ids.includes(viewerId) ? 'member' : null
  return {
    id: group.id,
    name: group.name,
    description: group.description,
    cover_url: group.cover_url,
    owner: cardFor(db, viewerId, someone(group.owner_id)),
    member_count: group.member_ids.length,
    my_role: role,
    created_at: group.created_at ?? '',
  }
}

/** Null when its group is gone (deleted by an admin through the console). */
export function toInvitation(row: GroupInvitationRow, viewerId: number): GroupInvitation | null {
  const group = findGroup(row.group_id)
  if (!group) return null
  const { id, name, cover_url, member_count } = toGroupSummary(group, viewerId)
  return {
    id: row.id,
    group: { id, name, cover_url, member_count },
    invited_by: cardFor(db, viewerId, someone(row.invited_by)),
    invitee: cardFor(db, viewerId, someone(row.user_id)),
    status: row.status,
    created_at: row.created_at,
  }
}

const byName = (a: GroupRow, b: GroupRow) => a.name.localeCompare(b.name) || a.id - b.id
const newestFirst = (a: { created_at: string; id: number }, b: { created_at: string; id: number }) => b.created_at.localeCompare(a.created_at) || b.id - a.id

const presentInvitations = (rows: GroupInvitationRow[], viewerId: number) =>
  rows
    .sort(newestFirst)
    .map((row) => toInvitation(row, viewerId))
    .filter((invitation): invitation is GroupInvitation => invitation !== null)

/** My groups, and the invitations waiting for my answer (none from a member I blocked or who blocked me). */
export function groupsOf(viewerId: number): { groups: GroupSummary[]; invitations: GroupInvitation[] } {
  const groups = db.group.findMany((q) => q.where((row) => row.member_ids.includes(viewerId))).sort(byName)
  const waiting = db.group_invitation.findMany((q) =>
    q.where((row) => row.user_id === viewerId && row.status === 'pending' && !hasBlocked(db, row.invited_by, viewerId) && !hasBlocked(db, viewerId, row.invited_by)),
  )
  return { groups: groups.map((group) => toGroupSummary(group, viewerId)), invitations: presentInvitations(waiting, viewerId) }
}

export function inviteesOf(groupId: number, viewerId: number): GroupInvitation[] {
  return presentInvitations(
    db.group_invitation.findMany((q) => q.where((row) => row.group_id === groupId)),
    viewerId,
  )
}

/** Members the viewer may see: everyone but those who blocked the viewer. Owner first, then by name. */
function membersOf(group: GroupRow, viewerId: number): GroupMember[] {
  return group.member_ids
    .filter((id) => id === viewerId || id === group.owner_id || !hasBlocked(db, id, viewerId))
    .map((id) => someone(id))
    .sort((a, b) => Number(b.id === group.owner_id) - Number(a.id === group.owner_id) || a.first_name.localeCompare(b.first_name) || a.id - b.id)
    .map((user) => ({
      member: cardFor(db, viewerId, user),
      role: user.id === group.owner_id ? 'owner' : 'member',
      joined_at: group.joined_at[String(user.id)] ?? group.created_at ?? '',
    }))
}

/**
 * The newest viewings of members whose privacy lets this viewer see them, of moves the viewer may
 * open (a member's private move is not the group's business).
 */
function activityOf(group: GroupRow, viewerId: number): GroupActivity[] {
  const visible = new Set(group.member_ids.filter((id) => canSeeActivity(db, viewerId, id)))
  const rows = db.user_history.findMany((q) => q.where((row) => visible.has(row.user_id)))
  rows.sort((a, b) => b.watched_at.localeCompare(a.watched_at) || b.id - a.id)
  const activity: GroupActivity[] = []
  for (const row of rows) {
    if (activity.length === GROUP_ACTIVITY_LIMIT) break
    const move = db.move.findFirst((q) => q.where((candidate) => candidate.id === row.move_id))
    const user = userById(row.user_id)
    if (!move || !user || !inLibraryOf(move, viewerId)) continue
    activity.push({
      member: cardFor(db, viewerId, user),
      move_id: move.id,
      move_title: move.title,
      seconds_watched: row.seconds_watched,
      watched_at: row.watched_at,
    })
  }
  return activity
}

export function groupDetails(group: GroupRow, viewerId: number): GroupDetails {
  return {
    group: toGroupSummary(group, viewerId),
    members: membersOf(group, viewerId),
    challenges: challengeSummariesForGroup(db, group.id, viewerId),
    activity: activityOf(group, viewerId),
  }
}
