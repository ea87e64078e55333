import { describe, expect, it } from 'vitest'
import type { FriendsResponse } from '@/api/friends/friendTypes'
import type { GroupsResponse } from '@/api/groups/groupTypes'
import { db } from '@mocks/db/db'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { callMock, signIn } from '@mocks/testing/callMock'
import { LARGE_COMMUNITY, largeGroups, loadLargeCommunity } from './largeCommunity'

const FIRST_USER = 200_001

async function generatedMembers(count: number): Promise<number[]> {
  const template = db.user.findFirst((q) => q.where({ id: DEMO_ACCOUNTS.amir.id }))!
  const ids = Array.from({ length: count }, (_, index) => FIRST_USER + index)
  for (const id of ids) await db.user.create({ ...template, id, email: `gen${id}@members.example.net`, first_name: 'Gen', last_name: `Member ${id}` })
  return ids
}

describe('the large community data', () => {
  it('gives the demo member 200 more friends and 50 more groups, and replaces them when loaded again', async () => {
    const ids = await generatedMembers(300)
    const token = await signIn(DEMO_ACCOUNTS.member)
    const seededFriends = (await callMock<FriendsResponse>('GET', `/v3/api/custom/movetime/get-friends/${DEMO_ACCOUNTS.member.id}`, { token })).body.list.length
    const seededGroups = (await callMock<GroupsResponse>('GET', '/v3/api/movetime/retrieve-groups', { token })).body.groups.length

    for (let load = 0; load < 2; load += 1) {
      await loadLargeCommunity(db, ids, Date.now())
      const friends = await callMock<FriendsResponse>('GET', `/v3/api/custom/movetime/get-friends/${DEMO_ACCOUNTS.member.id}`, { token })
      expect(friends.body.list).toHaveLength(seededFriends + LARGE_COMMUNITY.friends)
      const groups = await callMock<GroupsResponse>('GET', '/v3/api/movetime/retrieve-groups', { token })
      expect(groups.body.groups).toHaveLength(seededGroups + LARGE_COMMUNITY.groups)
      expect(groups.body.groups.filter((group) => group.my_role === 'owner').length).toBeGreaterThanOrEqual(LARGE_COMMUNITY.ownedGroups)
    }
  })

  it('keeps every group’s owner among its members, with no one twice', () => {
    const ids = Array.from({ length: 2000 }, (_, index) => FIRST_USER + index)
    for (const group of largeGroups(ids, Date.now())) {
      expect(group.member_ids).toContain(group.owner_id)
      expect(group.member_ids).toContain(DEMO_ACCOUNTS.member.id)
      expect(new Set(group.member_ids).size).toBe(group.member_ids.length)
    }
  })
})
