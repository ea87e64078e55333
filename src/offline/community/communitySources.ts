// CONTRACT STUB (issue 20): the offline helper replaces these bodies; the names and types stay.
import type { ChallengeDetails, ChallengeSummary } from '@/api/challenges/challengeTypes'
import type { FriendRequestsResponse, Friend } from '@/api/friends/friendTypes'
import type { GroupDetails, GroupsResponse } from '@/api/groups/groupTypes'
import type { OfflineFirstSource } from '../sources/offlineFirstSource'

declare function notYet<T>(): OfflineFirstSource<T>

export const friendsSource = (_userId: number): OfflineFirstSource<Friend[]> => notYet()
/** The waiting requests, with this device's queued sends and answers already applied. */
export const friendRequestsSource: OfflineFirstSource<FriendRequestsResponse> = notYet()
export const groupsSource: OfflineFirstSource<GroupsResponse> = notYet()
export const groupSource = (_groupId: number): OfflineFirstSource<GroupDetails> => notYet()
export const challengesSource: OfflineFirstSource<ChallengeSummary[]> = notYet()
export const challengeSource = (_challengeId: number, _timeZone: string): OfflineFirstSource<ChallengeDetails> => notYet()
