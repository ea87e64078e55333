import type { OkResponse } from '../friends/friendTypes'
import { bodyCall, call, endpoint, plainCall } from '../http'
import type {
  CreateGroupBody,
  GroupDetailsResponse,
  GroupInvitationResponse,
  GroupInviteesResponse,
  GroupResponse,
  GroupsResponse,
  InviteToGroupBody,
  RespondToGroupInvitationBody,
  UpdateGroupBody,
} from './groupTypes'

const detailsCall = endpoint('GET', '/v3/api/movetime/group-details/{id}')
const inviteesCall = endpoint('GET', '/v3/api/movetime/group/{id}/invitee-retrieve')
const updateCall = endpoint('PUT', '/v3/api/movetime/group/{id}')
const deleteCall = endpoint('DELETE', '/v3/api/movetime/group/{id}')
const respondCall = endpoint('POST', '/v3/api/movetime/group/invitation/{id}/respond')
const removeMemberCall = endpoint('DELETE', '/v3/api/movetime/group/{id}/member/{userId}')

export const getGroups = plainCall<GroupsResponse>('GET', '/v3/api/movetime/retrieve-groups')

export const getGroupDetails = (groupId: number, signal?: AbortSignal) =>
  call<GroupDetailsResponse>(detailsCall, { params: { id: groupId }, signal })

export const getGroupInvitees = (groupId: number, signal?: AbortSignal) =>
  call<GroupInviteesResponse>(inviteesCall, { params: { id: groupId }, signal })

export const inviteToGroup = bodyCall<InviteToGroupBody, GroupInvitationResponse>('POST', '/v3/api/movetime/group/invitation')

export const createGroup = bodyCall<CreateGroupBody, GroupResponse>('POST', '/v3/api/movetime/group')

export const updateGroup = (groupId: number, body: UpdateGroupBody) => call<GroupResponse>(updateCall, { params: { id: groupId }, body })

export const deleteGroup = (groupId: number) => call<OkResponse>(deleteCall, { params: { id: groupId } })

export const respondToGroupInvitation = (invitationId: number, body: RespondToGroupInvitationBody) =>
  call<GroupInvitationResponse>(respondCall, { params: { id: invitationId }, body })

/** The owner removes a member; any member removes themselves (leaves). The owner hands over before leaving. */
export const removeGroupMember = (groupId: number, userId: number) =>
  call<OkResponse>(removeMemberCall, { params: { id: groupId, userId } })
