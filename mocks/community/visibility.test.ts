import { describe, expect, it } from 'vitest'
import { db, nextId } from '@mocks/db/db'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { areFriends, canSeeActivity, cardFor, friendIdsOf, groupIdsOf, isBlockedEitherWay, memberCard } from './visibility'

/*
 * On the seed (mocks/db/seedCommunity.ts): Maya (1) is friends with Jordan (3), Tom (5), Sofia (8)
 * and Daniel (9); Jordan and Sofia are not friends but share Morning Movers; Amir (11) shares
 * nothing with anyone. Tom shares with friends only, Hannah (10) with nobody.
 */
const { member: maya, second: jordan, tom, sofia, hannah, amir } = DEMO_ACCOUNTS

async function setPrivacy(id: number, privacy: 'friends' | 'friends_and_groups' | 'nobody') {
  await db.user.update((q) => q.where({ id }), {
    data(draft) {
      draft.community_privacy = privacy
    },
  })
}

describe('friends, groups and blocks', () => {
  it('reads friendship both ways from accepted requests only', () => {
    expect(areFriends(db, maya.id, jordan.id)).toBe(true)
    expect(areFriends(db, jordan.id, maya.id)).toBe(true)
    expect(areFriends(db, maya.id, hannah.id)).toBe(false) // pending
    expect(friendIdsOf(db, maya.id).sort((a, b) => a - b)).toEqual([3, 5, 8, 9])
    expect(groupIdsOf(db, maya.id)).toEqual([1, 2])
  })

  it('sees a block from either side', async () => {
    expect(isBlockedEitherWay(db, maya.id, amir.id)).toBe(false)
    await db.member_block.create({ id: nextId('member_block'), user_id: amir.id, blocked_id: maya.id, created_at: new Date().toISOString() })
    expect(isBlockedEitherWay(db, maya.id, amir.id)).toBe(true)
    expect(isBlockedEitherWay(db, amir.id, maya.id)).toBe(true)
  })
})

describe('canSeeActivity', () => {
  it('always lets a member see their own', async () => {
    await setPrivacy(hannah.id, 'nobody')
    expect(canSeeActivity(db, hannah.id, hannah.id)).toBe(true)
  })

  it('friends and groups: a friend or anyone sharing a group', () => {
    expect(canSeeActivity(db, maya.id, sofia.id)).toBe(true)
    expect(canSeeActivity(db, jordan.id, sofia.id)).toBe(true)
    expect(canSeeActivity(db, amir.id, sofia.id)).toBe(false)
  })

  it('friends: friends only, not group mates', async () => {
    await setPrivacy(sofia.id, 'friends')
    expect(canSeeActivity(db, maya.id, sofia.id)).toBe(true)
    expect(canSeeActivity(db, jordan.id, sofia.id)).toBe(false)
    // Tom (friends only) shares Core Crew with Jordan, who is his friend, and with Maya, who is too.
    expect(canSeeActivity(db, maya.id, tom.id)).toBe(true)
  })

  it('nobody: nobody else, friends included', async () => {
    await setPrivacy(sofia.id, 'nobody')
    expect(canSeeActivity(db, maya.id, sofia.id)).toBe(false)
  })

  it('never across a block, whoever blocked', async () => {
    await db.member_block.create({ id: nextId('member_block'), user_id: maya.id, blocked_id: sofia.id, created_at: new Date().toISOString() })
    expect(canSeeActivity(db, maya.id, sofia.id)).toBe(false)
    expect(canSeeActivity(db, sofia.id, maya.id)).toBe(false)
  })
})

describe('member cards', () => {
  it('never carry an email; restricted cards carry a first name only', () => {
    const row = db.user.findFirst((q) => q.where({ id: sofia.id }))!
    const full = { ...row, photo: '/mock-files/1/sofia.jpg' }
    expect(memberCard(full, false)).toEqual({ id: sofia.id, first_name: 'Sofia', last_name: 'Marquez', photo: '/mock-files/1/sofia.jpg' })
    expect(memberCard(full, true)).toEqual({ id: sofia.id, first_name: 'Sofia', last_name: '', photo: '' })
  })

  it('show a "nobody" member in full only to themselves and their friends', () => {
    const hannahRow = db.user.findFirst((q) => q.where({ id: hannah.id }))!
    expect(cardFor(db, maya.id, hannahRow).last_name).toBe('')
    expect(cardFor(db, hannah.id, hannahRow).last_name).toBe('Kim')
    expect(cardFor(db, DEMO_ACCOUNTS.daniel.id, hannahRow).last_name).toBe('Kim')
  })
})
