import type { GroupInput, GroupInvitationAction, GroupInvitationStatus } from '@/api/groups/groupTypes'
import type { GroupInvitationRow } from '@mocks/db/communitySchemas'
import type { GroupRow } from '@mocks/db/contentSchemas'
import { db, nextId } from '@mocks/db/db'
import type { UserRow } from '@mocks/db/schemas'
import { HttpError } from '@mocks/http/httpErrors'
import { GROUP_MESSAGES } from './communityMessages'
import { communityKeys, withCommunityLock } from './communityLocks'
import { areFriends, isBlockedEitherWay } from './visibility'

/*
 * Groups and their invitations. `member_ids` is the truth about who belongs and always holds the
 * owner. Every change to a group's members or owner runs under that group's lock and reads the
 * group afresh inside it. Someone outside a group is told it does not exist (404), so a group's
 * existence does not leak; a member asking for an owner's power is told who may (403).
 */

const now = () => new Date().toISOString()

export function findGroup(id: number): GroupRow | undefined {
  return db.group.findFirst((q) => q.where((row) => row.id === id))
}

export function findInvitation(id: number): GroupInvitationRow | undefined {
  return db.group_invitation.findFirst((q) => q.where((row) => row.id === id))
}

/** The group, when `me` belongs to it; 404 otherwise. */
export function groupOfMember(groupId: number, me: number): GroupRow {
  const group = findGroup(groupId)
  if (!group || !group.member_ids.includes(me)) throw new HttpError(404, GROUP_MESSAGES.notFound)
  return group
}

/** The group, when `me` owns it: 404 for outsiders, 403 with `notOwner` for other members. */
function groupOfOwner(groupId: number, me: number, notOwner: string): GroupRow {
  const group = groupOfMember(groupId, me)
  if (group.owner_id !== me) throw new HttpError(403, notOwner)
  return group
}

async function saveGroup(id: number, change: (draft: GroupRow) => void): Promise<GroupRow> {
  const updated = await db.group.update((q) => q.where((row) => row.id === id), {
    data(draft) {
      change(draft)
      draft.updated_at = now()
    },
  })
  if (!updated) throw new HttpError(404, GROUP_MESSAGES.notFound)
  return updated
}

/** A create replayed with the same client_ref answers the group the first one stored. */
export function createGroup(owner: number, input: GroupInput, clientRef: string): Promise<GroupRow> {
  return withCommunityLock([communityKeys.clientRef('group', owner, clientRef)], async () => {
    // By its maker, not its owner: it may have been handed over since, and the replay still names it.
    const made = db.group.findFirst((q) => q.where((row) => row.created_by === owner && row.client_ref === clientRef))
    if (made) return made
    const stamp = now()
    return db.group.create({
      id: nextId('group'),
      ...input,
      owner_id: owner,
      member_ids: [owner],
      joined_at: { [String(owner)]: stamp },
      created_by: owner,
      client_ref: clientRef,
      created_at: stamp,
      updated_at: stamp,
    })
  })
}

/** The owner edits the group or hands it to `owner_id`, one of its members. */
export function updateGroup(me: number, groupId: number, input: Partial<GroupInput> & { owner_id?: number | undefined }): Promise<GroupRow> {
  groupOfOwner(groupId, me, GROUP_MESSAGES.ownerOnlyEdits)
  return withCommunityLock([communityKeys.group(groupId)], async () => {
    const group = groupOfOwner(groupId, me, GROUP_MESSAGES.ownerOnlyEdits)
    const { owner_id: newOwner, ...fields } = input
    if (newOwner !== undefined && !group.member_ids.includes(newOwner)) {
      throw new HttpError(400, GROUP_MESSAGES.handOverToMember, { owner_id: GROUP_MESSAGES.handOverToMember })
    }
    return saveGroup(groupId, (draft) => {
      for (const [key, value] of Object.entries(fields)) if (value !== undefined) Object.assign(draft, { [key]: value })
      if (newOwner !== undefined) draft.owner_id = newOwner
    })
  })
}

/** The owner deletes the group; its invitations go with it. */
export function deleteGroup(me: number, groupId: number): Promise<void> {
  groupOfOwner(groupId, me, GROUP_MESSAGES.ownerOnlyDeletes)
  return withCommunityLock([communityKeys.group(groupId)], async () => {
    groupOfOwner(groupId, me, GROUP_MESSAGES.ownerOnlyDeletes)
    db.group_invitation.deleteMany((q) => q.where((row) => row.group_id === groupId))
    db.group.deleteMany((q) => q.where((row) => row.id === groupId))
  })
}

/**
 * The owner invites `invitee` (already found: a friend by id, or a member by email). An invitation
 * still waiting is answered again rather than doubled.
 */
export function inviteToGroup(me: number, groupId: number, invitee: UserRow, byId: boolean): Promise<GroupInvitationRow> {
  groupOfOwner(groupId, me, GROUP_MESSAGES.ownerOnlyInvites)
  return withCommunityLock([communityKeys.group(groupId)], async () => {
    const group = groupOfOwner(groupId, me, GROUP_MESSAGES.ownerOnlyInvites)
    if (invitee.id === me) throw new HttpError(409, GROUP_MESSAGES.inviteYourself)
    if (isBlockedEitherWay(db, me, invitee.id)) throw new HttpError(403, GROUP_MESSAGES.blocked)
    if (byId && !areFriends(db, me, invitee.id)) {
      throw new HttpError(400, GROUP_MESSAGES.inviteFriendsById, { user_id: GROUP_MESSAGES.inviteFriendsById })
    }
    if (group.member_ids.includes(invitee.id)) throw new HttpError(409, GROUP_MESSAGES.alreadyMember(invitee.first_name))
    const waiting = db.group_invitation.findFirst((q) => q.where((row) => row.group_id === groupId && row.user_id === invitee.id && row.status === 'pending'))
    if (waiting) return waiting
    const stamp = now()
    return db.group_invitation.create({
      id: nextId('group_invitation'),
      group_id: groupId,
      user_id: invitee.id,
      invited_by: me,
      status: 'pending',
      created_at: stamp,
      updated_at: stamp,
    })
  })
}

const ANSWERED: Record<GroupInvitationAction, GroupInvitationStatus> = { accept: 'accepted', decline: 'declined', cancel: 'cancelled' }

/**
 * The invitee accepts or declines; the group's owner cancels. Repeating the answer the invitation
 * already has is harmless; changing an answered one is a conflict. Anyone else: not found.
 */
export function respondToInvitation(me: number, invitationId: number, action: GroupInvitationAction): Promise<GroupInvitationRow> {
  const first = findInvitation(invitationId)
  const firstGroup = first ? findGroup(first.group_id) : undefined
  if (!first || !firstGroup || (first.user_id !== me && firstGroup.owner_id !== me)) {
    return Promise.reject(new HttpError(404, GROUP_MESSAGES.invitationNotFound))
  }
  return withCommunityLock([communityKeys.group(first.group_id)], async () => {
    const row = findInvitation(invitationId)
    const group = row ? findGroup(row.group_id) : undefined
    if (!row || !group) throw new HttpError(404, GROUP_MESSAGES.invitationNotFound)
    if (action === 'cancel' && group.owner_id !== me) throw new HttpError(403, GROUP_MESSAGES.ownerOnlyCancels)
    if (action !== 'cancel' && row.user_id !== me) throw new HttpError(403, GROUP_MESSAGES.onlyInviteeAnswers)
    const wanted = ANSWERED[action]
    if (row.status === wanted) return row
    if (row.status !== 'pending') throw new HttpError(409, GROUP_MESSAGES.alreadyAnswered(row.status))
    if (wanted === 'accepted') {
      if (isBlockedEitherWay(db, me, group.owner_id)) throw new HttpError(403, GROUP_MESSAGES.blockedJoin)
      const stamp = now()
      await saveGroup(group.id, (draft) => {
        if (!draft.member_ids.includes(me)) draft.member_ids = [...draft.member_ids, me]
        draft.joined_at = { ...draft.joined_at, [String(me)]: stamp }
      })
    }
    const updated = await db.group_invitation.update((q) => q.where((candidate) => candidate.id === row.id), {
      data(draft) {
        draft.status = wanted
        draft.updated_at = now()
      },
    })
    if (!updated) throw new HttpError(404, GROUP_MESSAGES.invitationNotFound)
    return updated
  })
}

/**
 * The owner removes a member; anyone removes themselves (leaves). The owner leaves only after
 * handing the group over (or deletes it), so a group always has an owner among its members.
 */
export function removeMember(me: number, groupId: number, userId: number): Promise<'left' | 'removed'> {
  const check = (group: GroupRow) => {
    if (userId === me && group.owner_id === me) throw new HttpError(409, GROUP_MESSAGES.ownerCannotLeave)
    if (userId !== me && group.owner_id !== me) throw new HttpError(403, GROUP_MESSAGES.ownerOnlyRemoves)
    if (!group.member_ids.includes(userId)) throw new HttpError(404, GROUP_MESSAGES.notAMember)
  }
  check(groupOfMember(groupId, me))
  return withCommunityLock([communityKeys.group(groupId)], async () => {
    check(groupOfMember(groupId, me))
    await saveGroup(groupId, (draft) => {
      draft.member_ids = draft.member_ids.filter((id) => id !== userId)
      const joined = { ...draft.joined_at }
      delete joined[String(userId)]
      draft.joined_at = joined
    })
    return userId === me ? 'left' : 'removed'
  })
}
