import type { CommunityPrivacy } from '@/api/friends/friendTypes'
import type { Db } from './collections'
import type { GroupInvitationRow, MemberBlockRow } from './communitySchemas'
import type { FriendRequestRow, GroupRow } from './contentSchemas'
import { seedDate as at } from './seedTime'

/*
 * The community's demo rows (issue 20). Members are the demo accounts of seed.ts: 1 Maya (the demo
 * member), 3 Jordan, 4 Priya, 5 Tom, 8 Sofia, 9 Daniel, 10 Hannah; 11 Amir and 12 Claire have no
 * relation to anyone, for end-to-end tests. What Maya sees:
 * - friends: Jordan, Tom, Sofia and Daniel; Priya's request waits for her answer; her own request
 *   to Hannah waits for Hannah's;
 * - groups: she owns Morning Movers (with Jordan, Sofia and Daniel; Tom is invited), belongs to
 *   Jordan's Core Crew, and is invited to Daniel's Lunch Break Lifters;
 * - privacy: Tom shares with friends only, Hannah with nobody, everyone else with friends and groups.
 * Covers are posters the app ships (public/media/posters), the ones the group form offers.
 */

/** Members whose privacy is not the default; seed.ts writes it on their account. */
export const COMMUNITY_PRIVACY_OF: Readonly<Record<number, CommunityPrivacy>> = { 5: 'friends', 10: 'nobody' }

export const SEED_FRIEND_REQUESTS: FriendRequestRow[] = [
  { id: 1, user_id: 1, friend_id: 3, status: 'accepted', created_at: at(4), updated_at: at(4, 3) },
  { id: 2, user_id: 4, friend_id: 1, status: 'pending', created_at: at(6) },
  { id: 3, user_id: 5, friend_id: 1, status: 'accepted', created_at: at(5), updated_at: at(5, 6) },
  { id: 4, user_id: 1, friend_id: 8, status: 'accepted', created_at: at(5, 2), updated_at: at(6, 1) },
  { id: 5, user_id: 9, friend_id: 1, status: 'accepted', created_at: at(6, 4), updated_at: at(6, 5) },
  { id: 6, user_id: 1, friend_id: 10, status: 'pending', created_at: at(7) },
  { id: 7, user_id: 3, friend_id: 5, status: 'accepted', created_at: at(3), updated_at: at(3, 2) },
  { id: 8, user_id: 9, friend_id: 10, status: 'accepted', created_at: at(2), updated_at: at(2, 1) },
]

export const SEED_GROUPS: GroupRow[] = [
  {
    id: 1,
    name: 'Morning Movers',
    description: 'Ten minutes before work, every weekday.',
    cover_url: '/media/posters/runners-stretch.webp',
    owner_id: 1,
    member_ids: [1, 3, 8, 9],
    joined_at: { 1: at(3), 3: at(3, 5), 8: at(6, 2), 9: at(7, 1) },
    created_at: at(3),
  },
  {
    id: 2,
    name: 'Core Crew',
    description: 'Planks, bridges and everything in between.',
    cover_url: '/media/posters/plank.webp',
    owner_id: 3,
    member_ids: [3, 5, 1],
    joined_at: { 3: at(4), 5: at(4, 6), 1: at(5, 3) },
    created_at: at(4),
  },
  {
    id: 3,
    name: 'Lunch Break Lifters',
    description: 'A kettlebell, a dumbbell and half an hour at noon.',
    cover_url: '/media/posters/goblet-squat.webp',
    owner_id: 9,
    member_ids: [9, 10],
    joined_at: { 9: at(5), 10: at(5, 4) },
    created_at: at(5),
  },
]

export const SEED_GROUP_INVITATIONS: GroupInvitationRow[] = [
  { id: 1, group_id: 3, user_id: 1, invited_by: 9, status: 'pending', created_at: at(8) },
  { id: 2, group_id: 1, user_id: 5, invited_by: 1, status: 'pending', created_at: at(8, 2) },
  { id: 3, group_id: 2, user_id: 1, invited_by: 3, status: 'accepted', created_at: at(5), updated_at: at(5, 3) },
  { id: 4, group_id: 1, user_id: 3, invited_by: 1, status: 'accepted', created_at: at(3, 1), updated_at: at(3, 5) },
]

export const SEED_MEMBER_BLOCKS: MemberBlockRow[] = []

/** Writes the community's demo rows into empty collections. */
export async function seedCommunity(target: Db): Promise<void> {
  // structuredClone so a write to a seeded row never edits the seed itself.
  for (const row of SEED_FRIEND_REQUESTS) await target.friend_request.create(structuredClone(row))
  for (const row of SEED_GROUPS) await target.group.create(structuredClone(row))
  for (const row of SEED_GROUP_INVITATIONS) await target.group_invitation.create(structuredClone(row))
  for (const row of SEED_MEMBER_BLOCKS) await target.member_block.create(structuredClone(row))
}
