import type { ChallengeDetails, ChallengeSummary } from '@/api/challenges/challengeTypes'
import type { Friend, FriendRequestsResponse } from '@/api/friends/friendTypes'
import type { GroupDetails, GroupsResponse } from '@/api/groups/groupTypes'

/**
 * One community page's last server answer, kept whole: each page is read and saved as one thing,
 * so a record per page (not per friend or group) is all the store needs. `savedAt` (epoch ms)
 * lets the page say how old the copy is.
 */
interface Copy<K extends string, T> {
  key: K
  data: T
  savedAt: number
}

export type FriendsCopy = Copy<'friends', Friend[]>
export type FriendRequestsCopy = Copy<'friend-requests', FriendRequestsResponse>
export type GroupsCopy = Copy<'groups', GroupsResponse>
export type GroupCopy = Copy<`group:${number}`, GroupDetails>
export type ChallengesCopy = Copy<'challenges', ChallengeSummary[]>
export type ChallengeCopy = Copy<`challenge:${number}`, ChallengeDetails>

export type CommunityRecord = FriendsCopy | FriendRequestsCopy | GroupsCopy | GroupCopy | ChallengesCopy | ChallengeCopy
