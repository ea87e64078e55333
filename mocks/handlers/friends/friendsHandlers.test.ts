import { beforeEach, describe, expect, it } from 'vitest'
import type {
  CommunityPrivacyResponse,
  FriendRequestResponse,
  FriendRequestsResponse,
  FriendsResponse,
  MemberSearchResponse,
} from '@/api/friends/friendTypes'
import { db } from '@mocks/db/db'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { callMock, signIn } from '@mocks/testing/callMock'
import { CUSTOM, ID, V3, as, tokensFor } from './communityCalls.testing'

/*
 * Seed (mocks/db/seedCommunity.ts): Maya (1) is friends with Jordan (3), Tom (5), Sofia (8) and
 * Daniel (9); request 2 from Priya (4) waits for Maya; request 6 from Maya waits for Hannah (10,
 * privacy "nobody"); Amir (11) and Claire (12) know nobody.
 */

type Tokens = Awaited<ReturnType<typeof tokensFor<'maya' | 'priya' | 'hannah' | 'amir' | 'claire'>>>
let t: Tokens

beforeEach(async () => {
  t = await tokensFor('maya', 'priya', 'hannah', 'amir', 'claire')
})

const friendsOf = async (name: keyof Tokens) => (await as<FriendsResponse>(t[name]).get(`${CUSTOM}/get-friends/${ID[name]}`)).body.list.map((friend) => friend.member.id)
const requestsOf = async (name: keyof Tokens) => (await as<FriendRequestsResponse>(t[name]).get(`${CUSTOM}/friend-req`)).body
const send = (token: string, body: unknown) => as<FriendRequestResponse>(token).post(`${V3}/friend-req`, body)
const respond = (token: string, id: number | string, action: string) => as<FriendRequestResponse>(token).post(`${V3}/friend-req/${id}/respond`, { action })
const search = (token: string, q: string) => as<MemberSearchResponse>(token).get(`${V3}/member-search?q=${encodeURIComponent(q)}`)
const pairRows = (a: number, b: number) =>
  db.friend_request.findMany((q) => q.where((row) => (row.user_id === a && row.friend_id === b) || (row.user_id === b && row.friend_id === a)))

describe('get-friends/{id}', () => {
  it('lists the member’s own friends by name, with when they became friends', async () => {
    const answer = await as<FriendsResponse>(t.maya).get(`${CUSTOM}/get-friends/${ID.maya}`)
    expect(answer.status).toBe(200)
    expect(answer.body.list.map((friend) => friend.member.first_name)).toEqual(['Daniel', 'Jordan', 'Sofia', 'Tom'])
    expect(answer.body.list[0]).toEqual({ member: { id: ID.daniel, first_name: 'Daniel', last_name: 'Okafor', photo: '' }, since: expect.any(String) })
    expect(JSON.stringify(answer.body)).not.toContain('@')
  })

  it('refuses another member’s list, and anyone not signed in as a member', async () => {
    const other = await as(t.maya).get(`${CUSTOM}/get-friends/${ID.priya}`)
    expect(other.status).toBe(403)
    expect(other.body.message).toBe('You can only see your own friends.')
    expect((await callMock('GET', `${CUSTOM}/get-friends/${ID.maya}`)).status).toBe(401)
    const admin = await signIn(DEMO_ACCOUNTS.admin)
    expect((await as(admin).get(`${CUSTOM}/get-friends/${DEMO_ACCOUNTS.admin.id}`)).status).toBe(403)
  })
})

describe('friend-req GET', () => {
  it('lists waiting requests on both sides and the members I blocked', async () => {
    const mine = await requestsOf('maya')
    expect(mine.incoming.map((request) => [request.id, request.from.first_name, request.status])).toEqual([[2, 'Priya', 'pending']])
    expect(mine.outgoing.map((request) => [request.id, request.to.first_name])).toEqual([[6, 'Hannah']])
    // Hannah shares with nobody and is not Maya's friend: her first name only.
    expect(mine.outgoing[0]!.to).toEqual({ id: ID.hannah, first_name: 'Hannah', last_name: '', photo: '' })
    expect(mine.blocked).toEqual([])
  })
})

describe('friend-req POST', () => {
  it('sends a request by exact email (any case) or by id', async () => {
    const byEmail = await send(t.amir, { email: ' CLAIRE.Dubois@example.com ', client_ref: 'r1' })
    expect(byEmail.status).toBe(200)
    expect(byEmail.body.model).toMatchObject({ from: { id: ID.amir }, to: { id: ID.claire, last_name: 'Dubois' }, status: 'pending' })
    const byId = await send(t.amir, { user_id: ID.maya, client_ref: 'r2' })
    expect(byId.status).toBe(200)
    expect((await requestsOf('maya')).incoming.map((request) => request.from.id)).toContain(ID.amir)
  })

  it('answers 400 with a message per field', async () => {
    const neither = await send(t.amir, { client_ref: 'x' })
    expect(neither.status).toBe(400)
    expect(Object.keys(neither.body.validation ?? {}).sort()).toEqual(['email', 'user_id'])
    const both = await send(t.amir, { user_id: ID.claire, email: 'claire.dubois@example.com', client_ref: 'x' })
    expect(both.status).toBe(400)
    const badEmail = await send(t.amir, { email: 'claire', client_ref: 'x' })
    expect(badEmail.body.validation).toEqual({ email: 'Enter an email address like name@example.com.' })
    const noRef = await send(t.amir, { user_id: ID.claire })
    expect(noRef.body.validation).toEqual({ client_ref: 'client_ref must be a text of 1 to 100 characters.' })
    const self = await send(t.amir, { user_id: ID.amir, client_ref: 'x' })
    expect(self.status).toBe(400)
    expect(self.body.validation).toEqual({ user_id: 'You cannot send a friend request to yourself.' })
    expect(pairRows(ID.amir, ID.claire)).toEqual([])
  })

  it('finds only members: an unknown email or an admin’s is not found', async () => {
    const unknown = await send(t.amir, { email: 'nobody@example.com', client_ref: 'x' })
    expect(unknown.status).toBe(404)
    expect(unknown.body.validation).toEqual({ email: 'No member has this email address.' })
    expect((await send(t.amir, { email: DEMO_ACCOUNTS.admin.email, client_ref: 'y' })).status).toBe(404)
    expect((await send(t.amir, { user_id: 9999, client_ref: 'z' })).status).toBe(404)
  })

  it('returns the stored request when the same client_ref comes again, whatever became of it', async () => {
    const first = await send(t.amir, { user_id: ID.claire, client_ref: 'again' })
    await respond(t.claire, first.body.model.id, 'decline')
    const replay = await send(t.amir, { user_id: ID.claire, client_ref: 'again' })
    expect(replay.status).toBe(200)
    expect(replay.body.model).toMatchObject({ id: first.body.model.id, status: 'declined' })
    expect(pairRows(ID.amir, ID.claire)).toHaveLength(1)
  })

  it('stores one request from 8 parallel identical ones, and all 8 answer it', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(t.amir, { user_id: ID.claire, client_ref: 'burst' })))
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200))
    expect(new Set(answers.map((answer) => answer.body.model.id)).size).toBe(1)
    expect(pairRows(ID.amir, ID.claire)).toHaveLength(1)
  })

  it('keeps one request per pair even from parallel requests both ways', async () => {
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, (_, index) => send(t.amir, { user_id: ID.claire, client_ref: `a${index}` })),
      ...Array.from({ length: 4 }, (_, index) => send(t.claire, { user_id: ID.amir, client_ref: `c${index}` })),
    ])
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(7)
    expect(pairRows(ID.amir, ID.claire)).toHaveLength(1)
  })

  it('tells a member who was already asked to accept instead, and friends that they are friends', async () => {
    const reverse = await send(t.hannah, { user_id: ID.maya, client_ref: 'x' })
    expect(reverse.status).toBe(409)
    expect(reverse.body.message).toBe('Maya already asked you; accept their request instead.')
    const again = await send(t.maya, { user_id: ID.hannah, client_ref: 'y' })
    expect(again.body.message).toBe('You already asked Hannah; their answer is on its way.')
    const friends = await send(t.maya, { user_id: ID.daniel, client_ref: 'z' })
    expect(friends.status).toBe(409)
    expect(friends.body.message).toBe('You and Daniel are already friends.')
  })
})

describe('friend-req/{id}/respond', () => {
  it('lets the receiver accept, once: a repeat is harmless, a change of mind a conflict', async () => {
    const accepted = await respond(t.maya, 2, 'accept')
    expect(accepted.status).toBe(200)
    expect(accepted.body.model.status).toBe('accepted')
    expect((await respond(t.maya, 2, 'accept')).status).toBe(200)
    const decline = await respond(t.maya, 2, 'decline')
    expect(decline.status).toBe(409)
    expect(decline.body.message).toBe('This request was already accepted.')
    expect(await friendsOf('maya')).toContain(ID.priya)
    expect(await friendsOf('priya')).toContain(ID.maya)
  })

  it('lets only the receiver accept or decline, and only the sender cancel', async () => {
    const senderAccepts = await respond(t.priya, 2, 'accept')
    expect(senderAccepts.status).toBe(403)
    expect(senderAccepts.body.message).toBe('Only the member you asked can accept or decline this request.')
    expect((await respond(t.amir, 2, 'accept')).status).toBe(404)
    const receiverCancels = await respond(t.maya, 2, 'cancel')
    expect(receiverCancels.status).toBe(403)
    expect(db.friend_request.findFirst((q) => q.where({ id: 2 }))?.status).toBe('pending')

    expect((await respond(t.priya, 2, 'cancel')).body.model.status).toBe('cancelled')
    expect((await respond(t.maya, 2, 'accept')).status).toBe(409)
    expect(await friendsOf('maya')).not.toContain(ID.priya)
  })

  it('answers 400 for an unknown action and 404 for an unknown request', async () => {
    const odd = await respond(t.maya, 2, 'maybe')
    expect(odd.status).toBe(400)
    expect(odd.body.validation).toEqual({ action: 'Choose accept, decline or cancel.' })
    expect((await respond(t.maya, 9999, 'accept')).status).toBe(404)
    expect((await respond(t.maya, '2abc', 'accept')).status).toBe(404)
  })
})

describe('friends/{id} DELETE', () => {
  it('ends the friendship for both; repeating it is fine', async () => {
    const answer = await as(t.maya).delete(`${V3}/friends/${ID.daniel}`)
    expect(answer.status).toBe(200)
    expect(await friendsOf('maya')).not.toContain(ID.daniel)
    const daniel = await signIn(DEMO_ACCOUNTS.daniel)
    expect((await as<FriendsResponse>(daniel).get(`${CUSTOM}/get-friends/${ID.daniel}`)).body.list.map((f) => f.member.id)).not.toContain(ID.maya)
    expect((await as(t.maya).delete(`${V3}/friends/${ID.daniel}`)).status).toBe(200)
    expect((await as(t.maya).delete(`${V3}/friends/9999`)).status).toBe(404)
    // Friends again only through a new request.
    expect((await send(t.maya, { user_id: ID.daniel, client_ref: 'back' })).body.model.status).toBe('pending')
  })
})

describe('blocks', () => {
  it('ends a friendship, waiting requests and invitations between the two', async () => {
    // Maya owns Morning Movers (1); invite Amir by email, then Amir asks Maya to be friends.
    await as(t.maya).post(`${V3}/group/invitation`, { group_id: 1, email: DEMO_ACCOUNTS.amir.email })
    await send(t.amir, { user_id: ID.maya, client_ref: 'x' })
    expect((await as(t.maya).post(`${V3}/blocks`, { user_id: ID.amir })).status).toBe(200)
    expect(pairRows(ID.maya, ID.amir).map((row) => row.status)).toEqual(['cancelled'])
    expect(db.group_invitation.findFirst((q) => q.where((row) => row.user_id === ID.amir))?.status).toBe('cancelled')

    expect((await as(t.maya).post(`${V3}/blocks`, { user_id: ID.daniel })).status).toBe(200)
    expect(await friendsOf('maya')).not.toContain(ID.daniel)
    expect((await requestsOf('maya')).blocked.map((card) => card.id)).toEqual([ID.amir, ID.daniel])
    // Blocking twice is one block.
    await as(t.maya).post(`${V3}/blocks`, { user_id: ID.daniel })
    expect(db.member_block.findMany((q) => q.where({ user_id: ID.maya }))).toHaveLength(2)
  })

  it('stops the blocked member from asking, and the blocker until they unblock', async () => {
    await as(t.maya).post(`${V3}/blocks`, { user_id: ID.amir })
    const blocked = await send(t.amir, { user_id: ID.maya, client_ref: 'x' })
    expect(blocked.status).toBe(403)
    expect(blocked.body.message).toBe('You cannot send this member a friend request.')
    const blocker = await send(t.maya, { user_id: ID.amir, client_ref: 'y' })
    expect(blocker.status).toBe(403)
    expect(blocker.body.message).toBe('You blocked this member. Unblock them first if you want to connect.')

    expect((await as(t.maya).delete(`${V3}/blocks/${ID.amir}`)).status).toBe(200)
    expect((await requestsOf('maya')).blocked).toEqual([])
    expect((await send(t.amir, { user_id: ID.maya, client_ref: 'z' })).status).toBe(200)
  })

  it('refuses to block yourself or nobody', async () => {
    expect((await as(t.maya).post(`${V3}/blocks`, { user_id: ID.maya })).status).toBe(400)
    expect((await as(t.maya).post(`${V3}/blocks`, { user_id: 9999 })).status).toBe(404)
    expect((await as(t.maya).post(`${V3}/blocks`, {})).body.validation).toEqual({ user_id: 'Choose a member by their id.' })
  })
})

describe('member-search', () => {
  it('finds members by the start of a first, last or full name, with where they stand', async () => {
    const byFirst = await search(t.maya, 'so')
    expect(byFirst.body.list).toEqual([{ member: { id: ID.sofia, first_name: 'Sofia', last_name: 'Marquez', photo: '' }, relation: 'friend', request_id: null }])
    const ha = await search(t.maya, 'HA')
    expect(ha.body.list.map((result) => [result.member.first_name, result.relation, result.request_id])).toEqual([
      ['Amir', 'none', null],
      ['Hannah', 'request_sent', 6],
    ])
    expect((await search(t.maya, 'priya s')).body.list.map((result) => [result.member.id, result.relation, result.request_id])).toEqual([[ID.priya, 'request_received', 2]])
  })

  it('finds a whole email address only, in any case', async () => {
    expect((await search(t.maya, 'AMIR.haddad@example.com')).body.list.map((result) => result.member.id)).toEqual([ID.amir])
    expect((await search(t.maya, 'amir.haddad@example')).body.list).toEqual([])
    expect((await search(t.maya, 'example.com')).body.list).toEqual([])
  })

  it('never lists the searcher, non-members, or someone who blocked the searcher', async () => {
    expect((await search(t.maya, 'maya')).body.list).toEqual([])
    expect((await search(t.maya, 'alex')).body.list).toEqual([])
    expect((await search(t.maya, 'riley')).body.list).toEqual([])
    await as(t.amir).post(`${V3}/blocks`, { user_id: ID.maya })
    expect((await search(t.maya, 'amir')).body.list).toEqual([])
    expect((await search(t.maya, DEMO_ACCOUNTS.amir.email)).body.list).toEqual([])
    // The blocker still finds the member they blocked, to unblock them.
    expect((await search(t.amir, 'maya')).body.list.map((result) => result.relation)).toEqual(['blocked'])
  })

  it('asks for 2 letters at least and lists 20 at most', async () => {
    const short = await search(t.maya, 'm')
    expect(short.status).toBe(400)
    expect(short.body.validation).toEqual({ q: 'Type at least 2 letters of a name, or a whole email address.' })
    const template = db.user.findFirst((q) => q.where({ id: ID.amir }))!
    for (let index = 0; index < 25; index += 1) {
      await db.user.create({ ...template, id: 500 + index, email: `zed${index}@example.com`, first_name: 'Zed', last_name: `Number ${index}` })
    }
    expect((await search(t.maya, 'zed')).body.list).toHaveLength(20)
  })
})

describe('community-privacy', () => {
  it('starts at friends and groups, and keeps what the member chooses', async () => {
    expect((await as<CommunityPrivacyResponse>(t.amir).get(`${V3}/community-privacy`)).body.privacy).toBe('friends_and_groups')
    const set = await as<CommunityPrivacyResponse>(t.amir).put(`${V3}/community-privacy`, { privacy: 'nobody' })
    expect(set.body).toEqual({ error: false, privacy: 'nobody' })
    expect((await as<CommunityPrivacyResponse>(t.amir).get(`${V3}/community-privacy`)).body.privacy).toBe('nobody')
    const odd = await as(t.amir).put(`${V3}/community-privacy`, { privacy: 'everyone' })
    expect(odd.status).toBe(400)
    expect(odd.body.validation).toEqual({ privacy: 'Choose friends, friends and my groups, or nobody.' })
  })
})
