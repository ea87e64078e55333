/**
 * Shapes of the friends family (docs/product.md §7: get-friends/{id}, friend-req GET and POST, and
 * our extensions for answering, removing, blocking, finding members and the privacy setting).
 * Shared by the client and the mock.
 */

/** How another member is shown: never their email. */
export interface MemberCard {
  id: number
  first_name: string
  /** '' when the viewer may not see more than a first name (privacy "nobody"). */
  last_name: string
  photo: string
}

export const FRIEND_REQUEST_STATUSES = ['pending', 'accepted', 'declined', 'cancelled', 'removed'] as const
export type FriendRequestStatus = (typeof FRIEND_REQUEST_STATUSES)[number]

export interface FriendRequest {
  id: number
  from: MemberCard
  to: MemberCard
  status: FriendRequestStatus
  created_at: string
  /**
   * Set on the device only, never by the server: this request, or its answer, was made on this
   * device and waits in the outbox (`status` already shows the answer). Say it is sent when the
   * member is back online.
   */
  queued?: boolean
}

export interface Friend {
  member: MemberCard
  /** When the request was accepted. */
  since: string
}

/** GET get-friends/{id}: the member's own friends (another member's id is refused). */
export interface FriendsResponse {
  error: false
  list: Friend[]
}

/** GET friend-req: requests waiting on either side, and the members this member blocked. */
export interface FriendRequestsResponse {
  error: false
  incoming: FriendRequest[]
  outgoing: FriendRequest[]
  blocked: MemberCard[]
}

/**
 * POST friend-req. Exactly one of `user_id` (from a search result) or `email` (exact match).
 * `client_ref` is made on the device, so a request queued offline and replayed is stored once.
 */
export interface SendFriendRequestBody {
  user_id?: number
  email?: string
  client_ref: string
}

export interface FriendRequestResponse {
  error: false
  model: FriendRequest
}

/** Only the receiver accepts or declines; only the sender cancels. */
export const FRIEND_REQUEST_ACTIONS = ['accept', 'decline', 'cancel'] as const
export type FriendRequestAction = (typeof FRIEND_REQUEST_ACTIONS)[number]

export interface RespondToFriendRequestBody {
  action: FriendRequestAction
}

/** Where a found member stands with the one searching. */
export type MemberRelation = 'none' | 'friend' | 'request_sent' | 'request_received' | 'blocked'

export interface MemberSearchResult {
  member: MemberCard
  relation: MemberRelation
  /** The waiting request's id when relation is request_sent or request_received. */
  request_id: number | null
}

/** GET member-search?q=: an exact email, or a name prefix of at least 2 letters; at most 20 results. */
export interface MemberSearchResponse {
  error: false
  list: MemberSearchResult[]
}

export const MEMBER_SEARCH_MIN_LENGTH = 2
export const MEMBER_SEARCH_LIMIT = 20

/** Who sees my activity and challenge progress. */
export const COMMUNITY_PRIVACY = ['friends', 'friends_and_groups', 'nobody'] as const
export type CommunityPrivacy = (typeof COMMUNITY_PRIVACY)[number]
export const DEFAULT_COMMUNITY_PRIVACY: CommunityPrivacy = 'friends_and_groups'

export interface CommunityPrivacyResponse {
  error: false
  privacy: CommunityPrivacy
}

export interface SetCommunityPrivacyBody {
  privacy: CommunityPrivacy
}

/** POST blocks. A block ends any friendship and waiting request between the two. */
export interface BlockMemberBody {
  user_id: number
}

export interface OkResponse {
  error: false
  message: string
}
