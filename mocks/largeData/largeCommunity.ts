import { mulberry32 as random } from '@/lib/random/mulberry32'
import type { Db } from '@mocks/db/collections'
import type { FriendRequestRow, GroupRow } from '@mocks/db/contentSchemas'

/**
 * Part of "Load large admin data": the demo member with 200 friends (generated members, half of
 * whom asked her, half she asked) and in 50 groups (she owns 10; 40 are run by generated
 * members), from 3 to 60 members each, with the shipped covers. Rows live in their own id blocks,
 * so loading again replaces them and leaves the demo rows alone. Seeded generator, dates counted
 * back from the moment of loading, like the rest of the large data.
 */

export const LARGE_COMMUNITY = { friends: 200, groups: 50, ownedGroups: 10 } as const
const FIRST_REQUEST_ID = 1_000_001
const FIRST_GROUP_ID = 100_001
/** The demo member of seed.ts. */
const MEMBER_ID = 1
const DAY_MS = 86_400_000

/** The posters the group form offers as covers (src/features/community/groups/groupCovers.ts). */
const COVERS = [
  '/media/posters/runners-stretch.webp',
  '/media/posters/standing-long-jump.webp',
  '/media/posters/plank.webp',
  '/media/posters/goblet-squat.webp',
  '/media/posters/mountain-climbers.webp',
  '/media/posters/rocket-jump.webp',
]
const FIRST_WORDS = ['Sunrise', 'Lunchtime', 'Evening', 'Weekend', 'Office', 'Riverside', 'Rooftop', 'Park', 'Kitchen', 'Late Night']
const SECOND_WORDS = ['Movers', 'Stretchers', 'Core Club', 'Squad', 'Lifters', 'Runners', 'Flow', 'Crew', 'Circle', 'Collective']

const isInBlock = (id: number, first: number) => id >= first && id < first + 1_000_000

export function removeLargeCommunity(db: Db): void {
  db.friend_request.deleteMany((q) => q.where((row) => isInBlock(row.id, FIRST_REQUEST_ID)))
  db.group_invitation.deleteMany((q) => q.where((row) => isInBlock(row.group_id, FIRST_GROUP_ID)))
  db.group.deleteMany((q) => q.where((row) => isInBlock(row.id, FIRST_GROUP_ID)))
}

export function largeFriendRequests(userIds: readonly number[], now: number): FriendRequestRow[] {
  const next = random(78)
  return userIds.slice(0, LARGE_COMMUNITY.friends).map((userId, index) => {
    const asked = new Date(now - (1 + Math.floor(next() * 300)) * DAY_MS).toISOString()
    const theyAsked = index % 2 === 0
    return {
      id: FIRST_REQUEST_ID + index,
      user_id: theyAsked ? userId : MEMBER_ID,
      friend_id: theyAsked ? MEMBER_ID : userId,
      status: 'accepted',
      created_at: asked,
      updated_at: asked,
    }
  })
}

export function largeGroups(userIds: readonly number[], now: number): GroupRow[] {
  const next = random(91)
  return Array.from({ length: LARGE_COMMUNITY.groups }, (_, index) => {
    const created = new Date(now - (5 + Math.floor(next() * 360)) * DAY_MS).toISOString()
    const owner = index < LARGE_COMMUNITY.ownedGroups ? MEMBER_ID : userIds[Math.floor(next() * userIds.length)]!
    const size = 3 + Math.floor(next() * 58)
    const members = new Set<number>([owner, MEMBER_ID])
    while (members.size < size) members.add(userIds[Math.floor(next() * userIds.length)]!)
    const memberIds = [...members]
    return {
      id: FIRST_GROUP_ID + index,
      name: `${FIRST_WORDS[index % FIRST_WORDS.length]} ${SECOND_WORDS[Math.floor(index / FIRST_WORDS.length) % SECOND_WORDS.length]} ${index + 1}`,
      description: `Generated group ${index + 1}: ${memberIds.length} members moving together.`,
      cover_url: index % 7 === 6 ? '' : COVERS[index % COVERS.length]!,
      owner_id: owner,
      member_ids: memberIds,
      joined_at: Object.fromEntries(memberIds.map((id) => [String(id), created])),
      created_at: created,
      updated_at: created,
    }
  })
}

/** Writes the demo member's 200 friendships and 50 groups among `userIds` (the generated members). */
export async function loadLargeCommunity(db: Db, userIds: readonly number[], now: number): Promise<void> {
  removeLargeCommunity(db)
  if (userIds.length < LARGE_COMMUNITY.friends) return
  for (const row of largeFriendRequests(userIds, now)) await db.friend_request.create(row)
  for (const row of largeGroups(userIds, now)) await db.group.create(row)
}
