import type { ChallengeDetails, ChallengeSummary } from '@/api/challenges/challengeTypes'
import type { Friend, FriendRequest, FriendRequestsResponse, MemberCard } from '@/api/friends/friendTypes'
import type { GroupDetails, GroupInvitation, GroupSummary, GroupsResponse } from '@/api/groups/groupTypes'

/** Small, hand-made community answers for the offline layer's tests. */

export const memberCard = (id: number, first_name = `Member${id}`): MemberCard => ({ id, first_name, last_name: 'Test', photo: '' })

export const friend = (id: number): Friend => ({ member: memberCard(id), since: '2024-05-01T10:00:00.000Z' })

export function friendRequest(id: number, from: number, to: number): FriendRequest {
  return { id, from: memberCard(from), to: memberCard(to), status: 'pending', created_at: '2024-05-02T10:00:00.000Z' }
}

export function friendRequests(me: number): FriendRequestsResponse {
  return { error: false, incoming: [friendRequest(500, 20, me)], outgoing: [friendRequest(501, me, 21)], blocked: [] }
}

export function groupSummary(id: number, owner = 20): GroupSummary {
  return {
    id,
    name: `Group ${id}`,
    description: '',
    cover_url: '',
    owner: memberCard(owner),
    member_count: 3,
    my_role: 'member',
    created_at: '2024-04-01T10:00:00.000Z',
  }
}

export function groupInvitation(id: number, groupId: number, invitee: number): GroupInvitation {
  const { name, cover_url, member_count } = groupSummary(groupId)
  return { id, group: { id: groupId, name, cover_url, member_count }, invited_by: memberCard(20), invitee: memberCard(invitee), status: 'pending', created_at: '2024-05-03T10:00:00.000Z' }
}

export function groups(me: number): GroupsResponse {
  return { error: false, groups: [groupSummary(1), groupSummary(2)], invitations: [groupInvitation(600, 3, me)] }
}

export function challengeSummary(id: number): ChallengeSummary {
  return {
    id,
    title: `Challenge ${id}`,
    description: '',
    kind: 'count',
    goal: 3,
    start_date: '2024-05-01',
    end_date: '2024-05-07',
    body_area: null,
    move_ids: [],
    creator: memberCard(20),
    group_id: null,
    status: 'active',
    participant_count: 2,
    my_status: 'invited',
    my_progress: null,
  }
}

export function groupDetails(id: number): GroupDetails {
  return { group: groupSummary(id), members: [{ member: memberCard(20), role: 'owner', joined_at: '2024-04-01T10:00:00.000Z' }], challenges: [challengeSummary(900)], activity: [] }
}

export function challengeDetails(id: number): ChallengeDetails {
  return {
    challenge: challengeSummary(id),
    leaderboard: [{ rank: 1, member: memberCard(20), score: 2, completed: false, reached_at: '2024-05-02T10:00:00.000Z', restricted: false, last_activity: null }],
    not_joined: [memberCard(7)],
    days_left: 3,
    rules: ['A day is your own local day.'],
  }
}
