import { bodyCall, call, endpoint, plainCall } from '../http'
import type {
  BlockMemberBody,
  CommunityPrivacyResponse,
  FriendRequestResponse,
  FriendRequestsResponse,
  FriendsResponse,
  MemberSearchResponse,
  OkResponse,
  RespondToFriendRequestBody,
  SendFriendRequestBody,
  SetCommunityPrivacyBody,
} from './friendTypes'

const friendsCall = endpoint('GET', '/v3/api/custom/movetime/get-friends/{id}')
const respondCall = endpoint('POST', '/v3/api/movetime/friend-req/{id}/respond')
const removeFriendCall = endpoint('DELETE', '/v3/api/movetime/friends/{id}')
const unblockCall = endpoint('DELETE', '/v3/api/movetime/blocks/{id}')
const searchCall = endpoint('GET', '/v3/api/movetime/member-search')

/** The member's own friends; the server refuses any other member's id. */
export const getFriends = (userId: number, signal?: AbortSignal) => call<FriendsResponse>(friendsCall, { params: { id: userId }, signal })

export const getFriendRequests = plainCall<FriendRequestsResponse>('GET', '/v3/api/custom/movetime/friend-req')

export const sendFriendRequest = bodyCall<SendFriendRequestBody, FriendRequestResponse>('POST', '/v3/api/movetime/friend-req')

/** Accepting or declining is the receiver's; cancelling the sender's. Repeating an answer is harmless. */
export const respondToFriendRequest = (requestId: number, body: RespondToFriendRequestBody) =>
  call<FriendRequestResponse>(respondCall, { params: { id: requestId }, body })

/** Ends the friendship for both members. */
export const removeFriend = (userId: number) => call<OkResponse>(removeFriendCall, { params: { id: userId } })

export const blockMember = bodyCall<BlockMemberBody, OkResponse>('POST', '/v3/api/movetime/blocks')

export const unblockMember = (userId: number) => call<OkResponse>(unblockCall, { params: { id: userId } })

export const searchMembers = (q: string, signal?: AbortSignal) => call<MemberSearchResponse>(searchCall, { query: { q }, signal })

export const getCommunityPrivacy = plainCall<CommunityPrivacyResponse>('GET', '/v3/api/movetime/community-privacy')

export const setCommunityPrivacy = bodyCall<SetCommunityPrivacyBody, CommunityPrivacyResponse>('PUT', '/v3/api/movetime/community-privacy')
