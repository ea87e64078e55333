/**
 * Shapes of the groups family (docs/product.md §7: retrieve-groups, group/{id}/invitee-retrieve,
 * group/invitation, group-details/{id}, and our extensions to create, edit, hand over, delete,
 * answer invitations and remove members). Shared by the client and the mock.
 */
import type { ChallengeSummary } from '../challenges/challengeTypes'
import type { MemberCard } from '../friends/friendTypes'

export const GROUP_NAME_MAX = 80
export const GROUP_DESCRIPTION_MAX = 1000

export type GroupRole = 'owner' | 'member'

export interface GroupSummary {
  id: number
  name: string
  description: string
  /** '' when the group has no cover photo. */
  cover_url: string
  owner: MemberCard
  member_count: number
  /** The viewer's place in it; null for an invited member who has not answered. */
  my_role: GroupRole | null
  created_at: string
}

export const GROUP_INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'cancelled'] as const
export type GroupInvitationStatus = (typeof GROUP_INVITATION_STATUSES)[number]

export interface GroupInvitation {
  id: number
  group: Pick<GroupSummary, 'id' | 'name' | 'cover_url' | 'member_count'>
  invited_by: MemberCard
  /** The invited member, when the email belongs to one (it always does: only members are invited). */
  invitee: MemberCard
  status: GroupInvitationStatus
  created_at: string
  /**
   * Set on the device only, never by the server: this answer was made on this device and waits in
   * the outbox (`status` already shows it). Say it is sent when the member is back online.
   */
  queued?: boolean
}

/** GET retrieve-groups: the groups I belong to and the invitations waiting for my answer. */
export interface GroupsResponse {
  error: false
  groups: GroupSummary[]
  invitations: GroupInvitation[]
}

export interface GroupMember {
  member: MemberCard
  role: GroupRole
  joined_at: string
}

/** One viewing by a member who shares their activity with this viewer. */
export interface GroupActivity {
  member: MemberCard
  move_id: number
  move_title: string
  seconds_watched: number
  watched_at: string
}

export interface GroupDetails {
  group: GroupSummary
  members: GroupMember[]
  challenges: ChallengeSummary[]
  /** Newest first, at most 20; only members whose privacy lets this viewer see it. */
  activity: GroupActivity[]
}

/** GET group-details/{id}: members only (others get 404, so a private group's existence does not leak). */
export interface GroupDetailsResponse {
  error: false
  model: GroupDetails
}

/** GET group/{id}/invitee-retrieve: the owner sees who is invited and how they answered. */
export interface GroupInviteesResponse {
  error: false
  list: GroupInvitation[]
}

/** POST group/invitation: the owner invites a member by id (a friend) or by exact email. */
export interface InviteToGroupBody {
  group_id: number
  user_id?: number
  email?: string
}

export interface GroupInvitationResponse {
  error: false
  model: GroupInvitation
}

export interface GroupInput {
  name: string
  description: string
  cover_url: string
}

/** POST group: `client_ref` makes a create replayed after a lost answer store one group. */
export type CreateGroupBody = GroupInput & { client_ref: string }

/** PUT group/{id}: the owner edits it, or hands it over with `owner_id` (a member of the group). */
export type UpdateGroupBody = Partial<GroupInput> & { owner_id?: number }

export interface GroupResponse {
  error: false
  model: GroupSummary
}

/** The invitee accepts or declines; the owner cancels. */
export const GROUP_INVITATION_ACTIONS = ['accept', 'decline', 'cancel'] as const
export type GroupInvitationAction = (typeof GROUP_INVITATION_ACTIONS)[number]

export interface RespondToGroupInvitationBody {
  action: GroupInvitationAction
}
