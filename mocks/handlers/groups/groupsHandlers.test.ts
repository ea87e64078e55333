import { beforeEach, describe, expect, it } from 'vitest'
import type { OkResponse } from '@/api/friends/friendTypes'
import type {
  GroupDetailsResponse,
  GroupInvitationResponse,
  GroupInviteesResponse,
  GroupResponse,
  GroupsResponse,
} from '@/api/groups/groupTypes'
import { db, nextId } from '@mocks/db/db'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { signIn } from '@mocks/testing/callMock'
import { ID, V3, as, tokensFor } from '../friends/communityCalls.testing'

/*
 * Seed (mocks/db/seedCommunity.ts): Maya (1) owns Morning Movers (1: Maya, Jordan 3, Sofia 8,
 * Daniel 9; Tom 5 invited, invitation 2) and belongs to Jordan's Core Crew (2: Jordan, Tom, Maya);
 * Daniel's Lunch Break Lifters (3: Daniel, Hannah 10) invited her (invitation 1). Maya's friends:
 * Jordan, Tom, Sofia, Daniel. Amir (11) and Claire (12) know nobody.
 */

type Tokens = Awaited<ReturnType<typeof tokensFor<'maya' | 'jordan' | 'sofia' | 'daniel' | 'amir' | 'tom'>>>
let t: Tokens

beforeEach(async () => {
  t = await tokensFor('maya', 'jordan', 'sofia', 'daniel', 'amir', 'tom')
})

const groupsOf = (token: string) => as<GroupsResponse>(token).get(`${V3}/retrieve-groups`)
const details = (token: string, id: number | string) => as<GroupDetailsResponse>(token).get(`${V3}/group-details/${id}`)
const invite = (token: string, body: unknown) => as<GroupInvitationResponse>(token).post(`${V3}/group/invitation`, body)
const answer = (token: string, id: number, action: string) => as<GroupInvitationResponse>(token).post(`${V3}/group/invitation/${id}/respond`, { action })
const create = (token: string, body: unknown) => as<GroupResponse>(token).post(`${V3}/group`, body)
const removeMember = (token: string, groupId: number, userId: number) => as<OkResponse>(token).delete(`${V3}/group/${groupId}/member/${userId}`)
const membersOf = (groupId: number) => db.group.findFirst((q) => q.where({ id: groupId }))?.member_ids

async function watched(userId: number, minutesAgo: number): Promise<void> {
  const at = new Date(Date.now() - minutesAgo * 60_000).toISOString()
  await db.user_history.create({ id: nextId('user_history'), user_id: userId, move_id: 1, seconds_watched: 40, completed: true, watched_at: at, received_at: at, time_zone: 'UTC' })
}

describe('retrieve-groups', () => {
  it('lists my groups by name with my role, and invitations waiting for me', async () => {
    const { body } = await groupsOf(t.maya)
    expect(body.groups.map((group) => [group.name, group.my_role, group.member_count])).toEqual([
      ['Core Crew', 'member', 3],
      ['Morning Movers', 'owner', 4],
    ])
    expect(body.groups[1]).toMatchObject({ cover_url: '/media/posters/runners-stretch.webp', owner: { id: ID.maya, first_name: 'Maya' } })
    expect(body.invitations).toEqual([
      expect.objectContaining({ id: 1, group: expect.objectContaining({ id: 3, name: 'Lunch Break Lifters' }), invited_by: expect.objectContaining({ id: ID.daniel }), status: 'pending' }),
    ])
  })

  it('is for members only', async () => {
    const admin = await signIn(DEMO_ACCOUNTS.admin)
    expect((await groupsOf(admin)).status).toBe(403)
  })
})

describe('group-details/{id}', () => {
  it('shows members (owner first), the group’s challenges and recent activity', async () => {
    const { status, body } = await details(t.maya, 1)
    expect(status).toBe(200)
    expect(body.model.members.map((member) => [member.member.first_name, member.role])).toEqual([
      ['Maya', 'owner'],
      ['Daniel', 'member'],
      ['Jordan', 'member'],
      ['Sofia', 'member'],
    ])
    expect(body.model.challenges.every((challenge) => challenge.group_id === 1)).toBe(true)
    expect(body.model.activity.length).toBeLessThanOrEqual(20)
  })

  it('is a 404 for anyone outside the group, as for a group that does not exist', async () => {
    for (const id of [1, 9999, 'x']) {
      const outside = await details(t.amir, id)
      expect(outside.status).toBe(404)
      expect(outside.body.message).toBe('This group does not exist, or you are not a member of it.')
    }
    // Invited is not a member yet.
    expect((await details(t.maya, 3)).status).toBe(404)
  })

  it('shows activity only of members whose privacy lets the viewer see it, newest first', async () => {
    // Jordan and Sofia are not friends; they share Morning Movers.
    await watched(ID.sofia, 1)
    await watched(ID.daniel, 2)
    const shared = await details(t.jordan, 1)
    expect(shared.body.model.activity.slice(0, 2).map((entry) => [entry.member.first_name, entry.move_id])).toEqual([
      ['Sofia', 1],
      ['Daniel', 1],
    ])
    expect(shared.body.model.activity[0]!.move_title).toEqual(expect.any(String))

    await as(t.sofia).put(`${V3}/community-privacy`, { privacy: 'friends' })
    const friendsOnly = await details(t.jordan, 1)
    expect(friendsOnly.body.model.activity.map((entry) => entry.member.id)).not.toContain(ID.sofia)
    // Maya is Sofia's friend: she still sees it.
    expect((await details(t.maya, 1)).body.model.activity[0]!.member.id).toBe(ID.sofia)

    await as(t.sofia).put(`${V3}/community-privacy`, { privacy: 'nobody' })
    expect((await details(t.maya, 1)).body.model.activity.map((entry) => entry.member.id)).not.toContain(ID.sofia)
    expect((await details(t.sofia, 1)).body.model.activity[0]!.member.id).toBe(ID.sofia)
  })

  it('hides a member who blocked the viewer, and their activity', async () => {
    await watched(ID.sofia, 1)
    await as(t.sofia).post(`${V3}/blocks`, { user_id: ID.jordan })
    const { body } = await details(t.jordan, 1)
    expect(body.model.members.map((member) => member.member.id)).not.toContain(ID.sofia)
    expect(body.model.activity.map((entry) => entry.member.id)).not.toContain(ID.sofia)
    // The blocker still sees the member they blocked (to remove them, were they the owner).
    expect((await details(t.sofia, 1)).body.model.members.map((member) => member.member.id)).toContain(ID.jordan)
  })
})

describe('invitations', () => {
  it('lets the owner invite a friend by id or any member by exact email', async () => {
    const friend = await invite(t.sofia, { group_id: 1, user_id: ID.maya })
    expect(friend.status).toBe(403)
    const byEmail = await invite(t.maya, { group_id: 1, email: 'AMIR.HADDAD@example.com' })
    expect(byEmail.status).toBe(200)
    expect(byEmail.body.model).toMatchObject({ group: { id: 1 }, invitee: { id: ID.amir }, invited_by: { id: ID.maya }, status: 'pending' })
    // Tom (a friend) is invited already: the same invitation, not a second one.
    const tom = await invite(t.maya, { group_id: 1, user_id: ID.tom })
    expect(tom.body.model.id).toBe(2)
    const invitees = await as<GroupInviteesResponse>(t.maya).get(`${V3}/group/1/invitee-retrieve`)
    expect(invitees.body.list.map((row) => [row.invitee.first_name, row.status])).toEqual([
      ['Amir', 'pending'],
      ['Tom', 'pending'],
      ['Jordan', 'accepted'],
    ])
  })

  it('lets only the owner invite or see who is invited; outsiders learn nothing', async () => {
    const member = await invite(t.jordan, { group_id: 1, email: DEMO_ACCOUNTS.amir.email })
    expect(member.status).toBe(403)
    expect(member.body.message).toBe('Only the group’s owner can invite members.')
    expect((await invite(t.amir, { group_id: 1, user_id: ID.maya })).status).toBe(404)
    expect((await as(t.jordan).get(`${V3}/group/1/invitee-retrieve`)).status).toBe(403)
    expect((await as(t.amir).get(`${V3}/group/1/invitee-retrieve`)).status).toBe(404)
    expect(db.group_invitation.findMany((q) => q.where({ user_id: ID.amir }))).toEqual([])
  })

  it('refuses a stranger by id, a member already in, an unknown email, and a blocked member', async () => {
    const stranger = await invite(t.maya, { group_id: 1, user_id: ID.amir })
    expect(stranger.status).toBe(400)
    expect(stranger.body.validation).toEqual({ user_id: 'You can choose only your friends here; invite anyone else by their email address.' })
    const inAlready = await invite(t.maya, { group_id: 1, user_id: ID.jordan })
    expect(inAlready.status).toBe(409)
    expect(inAlready.body.message).toBe('Jordan is already in this group.')
    expect((await invite(t.maya, { group_id: 1, email: 'nobody@example.com' })).body.validation).toEqual({ email: 'No member has this email address.' })
    expect((await invite(t.maya, { group_id: 1 })).status).toBe(400)
    await as(t.amir).post(`${V3}/blocks`, { user_id: ID.maya })
    const blocked = await invite(t.maya, { group_id: 1, email: DEMO_ACCOUNTS.amir.email })
    expect(blocked.status).toBe(403)
  })

  it('lets the invitee accept (joining the group) or decline; a repeat is harmless', async () => {
    const accepted = await answer(t.maya, 1, 'accept')
    expect(accepted.status).toBe(200)
    expect(accepted.body.model.status).toBe('accepted')
    expect(membersOf(3)).toEqual([ID.daniel, ID.hannah, ID.maya])
    expect((await answer(t.maya, 1, 'accept')).status).toBe(200)
    expect(membersOf(3)).toEqual([ID.daniel, ID.hannah, ID.maya])
    expect((await answer(t.maya, 1, 'decline')).status).toBe(409)
    expect((await details(t.maya, 3)).status).toBe(200)
    expect((await groupsOf(t.maya)).body.invitations).toEqual([])
  })

  it('lets only the invitee answer and only the owner cancel', async () => {
    const ownerAccepts = await answer(t.daniel, 1, 'accept')
    expect(ownerAccepts.status).toBe(403)
    expect(ownerAccepts.body.message).toBe('Only the invited member can accept or decline this invitation.')
    expect((await answer(t.amir, 1, 'accept')).status).toBe(404)
    expect((await answer(t.maya, 1, 'cancel')).status).toBe(403)
    expect(membersOf(3)).toEqual([ID.daniel, ID.hannah])

    expect((await answer(t.maya, 2, 'cancel')).body.model.status).toBe('cancelled')
    const late = await answer(t.tom, 2, 'accept')
    expect(late.status).toBe(409)
    expect(late.body.message).toBe('This invitation was already cancelled.')
    expect(membersOf(1)).not.toContain(ID.tom)
  })
})

describe('creating, editing and deleting a group', () => {
  const input = { name: 'Stretch Club', description: 'Ten minutes of mobility.', cover_url: '/media/posters/plank.webp', client_ref: 'g1' }

  it('makes the creator its owner and only member', async () => {
    const created = await create(t.amir, input)
    expect(created.status).toBe(200)
    expect(created.body.model).toMatchObject({ name: 'Stretch Club', owner: { id: ID.amir }, member_count: 1, my_role: 'owner', cover_url: '/media/posters/plank.webp' })
    expect(membersOf(created.body.model.id)).toEqual([ID.amir])
  })

  it('stores one group from a replayed or parallel create with one client_ref', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => create(t.amir, input)))
    expect(answers.map((one) => one.status)).toEqual(Array(8).fill(200))
    expect(new Set(answers.map((one) => one.body.model.id)).size).toBe(1)
    expect(db.group.findMany((q) => q.where({ name: 'Stretch Club' }))).toHaveLength(1)
    // Another member's identical client_ref is their own group.
    expect((await create(t.tom, input)).body.model.id).not.toBe(answers[0]!.body.model.id)
  })

  it('answers 400 with a message per field', async () => {
    const bad = await create(t.amir, { name: '  ', description: 'x'.repeat(1001), cover_url: 'javascript:alert(1)', client_ref: '' })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.validation ?? {}).sort()).toEqual(['client_ref', 'cover_url', 'description', 'name'])
    expect(bad.body.validation?.cover_url).toBe('Choose a cover photo, or leave it empty.')
    expect((await create(t.amir, { ...input, cover_url: '//evil.example/x.png' })).status).toBe(400)
  })

  it('lets only the owner edit, and hand over only to a member', async () => {
    expect((await as(t.jordan).put(`${V3}/group/1`, { name: 'Mine now' })).status).toBe(403)
    expect((await as(t.amir).put(`${V3}/group/1`, { name: 'Mine now' })).status).toBe(404)
    const renamed = await as<GroupResponse>(t.maya).put(`${V3}/group/1`, { name: 'Early Movers', cover_url: '' })
    expect(renamed.body.model).toMatchObject({ name: 'Early Movers', cover_url: '', description: 'Ten minutes before work, every weekday.' })
    const outsider = await as(t.maya).put(`${V3}/group/1`, { owner_id: ID.amir })
    expect(outsider.status).toBe(400)
    expect(outsider.body.validation).toEqual({ owner_id: 'Hand the group over to one of its members.' })
    const handed = await as<GroupResponse>(t.maya).put(`${V3}/group/1`, { owner_id: ID.jordan })
    expect(handed.body.model).toMatchObject({ owner: { id: ID.jordan }, my_role: 'member' })
    expect((await as(t.maya).put(`${V3}/group/1`, { name: 'Back' })).status).toBe(403)
  })

  it('lets only the owner delete, taking its invitations with it', async () => {
    expect((await as(t.jordan).delete(`${V3}/group/1`)).status).toBe(403)
    expect((await as(t.maya).delete(`${V3}/group/1`)).status).toBe(200)
    expect(db.group.findFirst((q) => q.where({ id: 1 }))).toBeUndefined()
    expect(db.group_invitation.findMany((q) => q.where({ group_id: 1 }))).toEqual([])
    expect((await details(t.jordan, 1)).status).toBe(404)
  })
})

describe('removing members and leaving', () => {
  it('lets the owner remove a member, and no other member', async () => {
    const byMember = await removeMember(t.jordan, 1, ID.sofia)
    expect(byMember.status).toBe(403)
    expect(byMember.body.message).toBe('Only the group’s owner can remove members.')
    expect((await removeMember(t.amir, 1, ID.sofia)).status).toBe(404)
    expect((await removeMember(t.maya, 1, ID.sofia)).body.message).toBe('Member removed from the group.')
    expect(membersOf(1)).toEqual([ID.maya, ID.jordan, ID.daniel])
    expect((await removeMember(t.maya, 1, ID.sofia)).status).toBe(404)
  })

  it('lets any member leave, but not the owner until they hand over', async () => {
    expect((await removeMember(t.sofia, 1, ID.sofia)).body.message).toBe('You left the group.')
    expect((await details(t.sofia, 1)).status).toBe(404)
    const owner = await removeMember(t.maya, 1, ID.maya)
    expect(owner.status).toBe(409)
    expect(owner.body.message).toBe('You own this group: hand it over to another member before you leave, or delete the group.')
    await as(t.maya).put(`${V3}/group/1`, { owner_id: ID.daniel })
    expect((await removeMember(t.maya, 1, ID.maya)).status).toBe(200)
    expect(membersOf(1)).toEqual([ID.jordan, ID.daniel])
  })
})
